// The floor for the ai queue: a bare BullMQ worker that, for each job, makes the same kind of
// call to the model (the openai SDK, strict JSON-schema output, no retries) and parses the answer.
// No Nest, no database, no claim or result rows: what is left is BullMQ, the SDK and the model.
// Prints "ready" once the worker is connected.
//
//   REDIS_URL=redis://127.0.0.1:6379/5 QUEUE_PREFIX=x BARE_QUEUE=bare-ai CONCURRENCY=4 \
//   OPENAI_BASE_URL=http://127.0.0.1:3521/v1 node bench/baseline/bare-ai-worker.mjs
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { OpenAI } from 'openai';

const connection = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: null });
const client = new OpenAI({
  apiKey: 'bench-fake-key',
  baseURL: process.env.OPENAI_BASE_URL,
  maxRetries: 0,
  timeout: 120_000,
});

const schema = {
  type: 'object',
  properties: {
    posts: {
      type: 'object',
      properties: {
        linkedin: {
          type: 'object',
          properties: {
            content: { type: 'string' },
            contentEs: { type: 'string' },
            hashtags: { type: 'array', items: { type: 'string' } },
          },
          required: ['content', 'contentEs', 'hashtags'],
          additionalProperties: false,
        },
      },
      required: ['linkedin'],
      additionalProperties: false,
    },
  },
  required: ['posts'],
  additionalProperties: false,
};

const worker = new Worker(
  process.env.BARE_QUEUE ?? 'bare-ai',
  async (job) => {
    const completion = await client.chat.completions.create({
      model: 'bench-model',
      messages: [
        { role: 'system', content: 'Write one post for each platform asked.' },
        {
          role: 'user',
          content: JSON.stringify({ brief: job.data.prompt, platforms: ['linkedin'] }),
        },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'social_posts', strict: true, schema },
      },
      max_completion_tokens: 2_000,
    });
    const answer = JSON.parse(completion.choices[0].message.content);
    if (typeof answer.posts?.linkedin?.content !== 'string') throw new Error('unexpected answer');
    return { state: 'succeeded' };
  },
  {
    connection,
    prefix: process.env.QUEUE_PREFIX,
    concurrency: Number(process.env.CONCURRENCY ?? 1),
  },
);

await worker.waitUntilReady();
process.stdout.write('ready\n');

process.once('SIGTERM', async () => {
  await worker.close();
  connection.disconnect();
  process.exit(0);
});
