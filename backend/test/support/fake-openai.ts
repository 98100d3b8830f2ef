import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat completion request as the openai SDK sends it. */
export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
  };
  max_completion_tokens?: number;
}

export type FakeReply =
  | {
      /** The assistant message's content (null: none), as the model would write it. */
      content: string | null;
      refusal?: string;
      finishReason?: string;
      delayMs?: number;
      /** Answers only once this settles: a model call that hangs, for as long as a test needs. */
      until?: Promise<unknown>;
    }
  | { status: number; delayMs?: number };

type Scripted = FakeReply | ((request: ChatRequest) => FakeReply);

/** Tokens every fake answer reports, so tests can check what a job adds up. */
export const FAKE_USAGE = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 };

export interface FakePost {
  content: string;
  contentEs: string;
  hashtags: string[];
}

/** The platforms a posts request asks for, read from its response schema. */
export function askedPlatforms(request: ChatRequest): string[] {
  const schema = request.response_format?.json_schema?.schema as
    { properties?: { posts?: { required?: string[] } } } | undefined;
  return schema?.properties?.posts?.required ?? [];
}

/** The JSON document a request's first user message carries (what the client typed, as data). */
export function userData(request: ChatRequest): Record<string, unknown> {
  const message = request.messages.find((m) => m.role === 'user');
  return JSON.parse(message!.content) as Record<string, unknown>;
}

export const fakePost = (platform: string): FakePost => ({
  content: `Fresh ideas for your ${platform} audience. Talk to us today!`,
  contentEs: `Ideas nuevas para tu audiencia de ${platform}. ¡Escríbenos hoy!`,
  hashtags: ['#TerraBridge', 'marketing'],
});

/** A well-formed answer to a posts request: `posts` for the platforms given, fakePost elsewhere. */
export function postsAnswer(
  request: ChatRequest,
  posts: Record<string, Partial<FakePost>> = {},
): FakeReply {
  const all = Object.fromEntries(
    askedPlatforms(request).map((platform) => [
      platform,
      { ...fakePost(platform), ...posts[platform] },
    ]),
  );
  return { content: JSON.stringify({ posts: all }) };
}

/** What the fake answers when nothing is scripted: what each kind of request asks for. */
function wellFormed(request: ChatRequest): FakeReply {
  if (request.response_format?.json_schema?.name === 'content_recommendations') {
    const spanish = userData(request).answerLanguage === 'Spanish';
    return {
      content: JSON.stringify({
        topics: spanish
          ? ['Detrás de escena de la cocina', 'Platos de temporada']
          : ['Behind the scenes in the kitchen', 'Seasonal dishes'],
        contentTypes: spanish ? ['Video corto', 'Carrusel'] : ['Short video', 'Carousel'],
        platforms: ['instagram', 'facebook'],
      }),
    };
  }
  return postsAnswer(request);
}

/**
 * A local server that speaks OpenAI's chat completions API (POST /v1/chat/completions), for the
 * real openai SDK to talk to through OPENAI_BASE_URL. Each test scripts the next answers with
 * `next(...)`: content of its choosing (schema-breaking, too long), a delay, or an HTTP error
 * status; once the script is used up, it answers each request well-formed.
 */
export class FakeOpenAi {
  readonly apiKey = 'sk-test-fake-openai-key';
  readonly requests: ChatRequest[] = [];
  /** The most requests it was answering at the same time since the last reset. */
  mostAtOnce = 0;
  /** Requests answered (or given up by their caller) so far. */
  settled = 0;
  private answering = 0;
  private script: Scripted[] = [];
  private server!: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next answers, in order. */
  next(...replies: Scripted[]): this {
    this.script.push(...replies);
    return this;
  }

  reset(): void {
    this.script = [];
    this.requests.length = 0;
    this.settled = 0;
    this.mostAtOnce = this.answering;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return send(res, 404, { error: { message: 'Unknown route', type: 'invalid_request_error' } });
    }
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return send(res, 401, {
        error: { message: 'Incorrect API key', type: 'invalid_request_error' },
      });
    }
    const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
    this.requests.push(request);
    const scripted = this.script.shift();
    const reply =
      typeof scripted === 'function' ? scripted(request) : (scripted ?? wellFormed(request));
    this.mostAtOnce = Math.max(this.mostAtOnce, ++this.answering);
    try {
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if ('until' in reply) await reply.until;
    } finally {
      this.answering--;
    }
    this.settled++;
    if (res.destroyed) return;
    if ('status' in reply) {
      return send(res, reply.status, {
        error: {
          message: reply.status === 429 ? 'Rate limit reached' : 'The server had an error',
          type: reply.status === 429 ? 'rate_limit_error' : 'server_error',
        },
      });
    }
    send(res, 200, {
      id: `chatcmpl-${this.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: reply.content, refusal: reply.refusal ?? null },
          finish_reason: reply.finishReason ?? 'stop',
          logprobs: null,
        },
      ],
      usage: FAKE_USAGE,
    });
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
