/** A JSON schema, as sent to the provider for structured output. */
export type JsonSchema = Record<string, unknown>;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** One call for an answer that must fit `schema` (strict structured output). */
export interface StructuredRequest {
  /** Names the schema for the provider: letters, digits, `_` and `-`. */
  schemaName: string;
  schema: JsonSchema;
  messages: ChatMessage[];
  /** Bounds what one answer may cost; an answer cut there is reported by `finishReason`. */
  maxOutputTokens: number;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface StructuredAnswer {
  /** The answer's text (JSON when the model kept to the schema); null when it gave none. */
  text: string | null;
  /** The model declined to answer, and why. */
  refusal: string | null;
  /** `length`: the answer was cut at maxOutputTokens. */
  finishReason: string | null;
  usage: TokenUsage | null;
  /** The model that answered, as the provider names it. */
  model: string;
}

/**
 * The AI model behind content generation, chosen by configuration. Domain code talks to this,
 * never to an SDK.
 */
export abstract class AiModel {
  /** False without credentials: nothing may be asked of the model. */
  abstract readonly configured: boolean;
  abstract readonly model: string;
  abstract complete(request: StructuredRequest): Promise<StructuredAnswer>;
}
