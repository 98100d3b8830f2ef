import { APIConnectionError, APIError, OpenAI } from 'openai';

import type { AppConfig } from '../config/app-config';
import { AiModel, type StructuredAnswer, type StructuredRequest } from './ai-model';
import { AiProviderError } from './ai-provider-error';

/**
 * Longest one model call may take. Generous: the request that asked waits only AI_TIMEOUT_MS,
 * and a slower answer is still saved on its job for the client to fetch.
 */
const CALL_TIMEOUT_MS = 120_000;

/**
 * The chat completions API of OpenAI or of any server that speaks it (OPENAI_BASE_URL), with
 * strict JSON-schema output. The SDK never retries by itself: retries belong to the queue, whose
 * backoff and attempts are the same for every job.
 */
export class OpenAiModel extends AiModel {
  readonly configured: boolean;
  readonly model: string;
  private readonly client?: OpenAI;

  constructor(config: AppConfig['ai']) {
    super();
    this.model = config.model;
    this.configured = Boolean(config.apiKey);
    if (config.apiKey) {
      this.client = new OpenAI({
        apiKey: config.apiKey,
        baseURL: config.baseUrl,
        maxRetries: 0,
        timeout: CALL_TIMEOUT_MS,
      });
    }
  }

  async complete(request: StructuredRequest): Promise<StructuredAnswer> {
    if (!this.client) throw new AiProviderError('AI provider not configured', false);
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.model,
        messages: request.messages,
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.schemaName, strict: true, schema: request.schema },
        },
        max_completion_tokens: request.maxOutputTokens,
      });
    } catch (error) {
      throw providerError(error);
    }
    const choice = completion.choices?.[0];
    const usage = completion.usage;
    return {
      text: choice?.message?.content ?? null,
      refusal: choice?.message?.refusal ?? null,
      finishReason: choice?.finish_reason ?? null,
      usage: usage
        ? {
            promptTokens: usage.prompt_tokens ?? 0,
            completionTokens: usage.completion_tokens ?? 0,
            totalTokens: usage.total_tokens ?? 0,
          }
        : null,
      model: completion.model ?? this.model,
    };
  }
}

/** Rate limits, server errors and lost connections may pass; other refusals will not. */
function providerError(error: unknown): AiProviderError {
  if (error instanceof APIConnectionError) {
    return new AiProviderError(`provider unreachable: ${error.message}`, true);
  }
  if (error instanceof APIError) {
    const status = error.status;
    const retryable = status === undefined || status === 408 || status === 429 || status >= 500;
    return new AiProviderError(`provider answered ${status}: ${error.message}`, retryable, status);
  }
  return new AiProviderError(error instanceof Error ? error.message : String(error), true);
}
