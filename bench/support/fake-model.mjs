// A stand-in for an OpenAI-compatible model server: POST /v1/chat/completions answers, after a
// fixed delay, with JSON that fits the schema the request carries and the platform limits, so
// every generation job costs exactly one model call. GET /stats tells how many calls it answered
// and the most it held at once (the real concurrency of whatever calls it); POST /stats/reset
// starts the count again.
//
//   PORT=3521 FAKE_MODEL_DELAY_MS=500 node bench/support/fake-model.mjs
import { createServer } from 'node:http';

const delayMs = Number(process.env.FAKE_MODEL_DELAY_MS ?? 500);
const port = Number(process.env.PORT ?? 3521);

let calls = 0;
let inFlight = 0;
let maxInFlight = 0;

const post = (platform) => ({
  content: `Fresh ideas for your ${platform} audience. Talk to us today!`,
  contentEs: `Ideas nuevas para tu audiencia de ${platform}. ¡Escríbenos hoy!`,
  hashtags: ['#TerraBridge', '#Marketing'],
});

/** The answer the processor accepts at once: posts for each platform asked, or recommendations. */
function answerTo(request) {
  const format = request.response_format?.json_schema;
  if (format?.name === 'content_recommendations') {
    return {
      topics: ['Behind the scenes', 'Seasonal offers'],
      contentTypes: ['Short video', 'Carousel'],
      platforms: ['instagram', 'linkedin'],
    };
  }
  const platforms = format?.schema?.properties?.posts?.required ?? [];
  return { posts: Object.fromEntries(platforms.map((platform) => [platform, post(platform)])) };
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  if (req.method === 'GET' && req.url === '/stats') return send(res, 200, { calls, maxInFlight });
  if (req.method === 'POST' && req.url === '/stats/reset') {
    calls = 0;
    maxInFlight = inFlight;
    return send(res, 200, { calls, maxInFlight });
  }
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
    return send(res, 404, { error: { message: 'Unknown route', type: 'invalid_request_error' } });
  }
  const request = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  calls++;
  inFlight++;
  maxInFlight = Math.max(maxInFlight, inFlight);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  inFlight--;
  send(res, 200, {
    id: `chatcmpl-${calls}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: JSON.stringify(answerTo(request)), refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
  });
});

server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1');
