// An OpenAI-compatible chat completions server for the browser tests: the app under test reaches it
// through OPENAI_BASE_URL, with the real openai SDK, and gets well-formed structured answers built
// from what each request asks for (its JSON schema and the client's brief), in English and Spanish
// and within each network's limits. Markers in what the client typed script other answers:
//   [slow]     answers after FAKE_OPENAI_SLOW_MS (7 s), past the app's AI_TIMEOUT_MS: a 202 and a job
//   [stall]    answers after FAKE_OPENAI_STALL_MS (60 s): a generation to look at while it runs
//   [refuse]   answers 400, which the app does not retry: the job fails at once
//   [garbled]  answers text that is not JSON: the app asks once more, then reports the format error
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_OPENAI_PORT ?? 3399);
const apiKey = process.env.FAKE_OPENAI_KEY ?? 'sk-e2e-fake-openai';
const slowMs = Number(process.env.FAKE_OPENAI_SLOW_MS ?? 7_000);
const stallMs = Number(process.env.FAKE_OPENAI_STALL_MS ?? 60_000);

const USAGE = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 };

/** What the client typed, as the app sends it: a JSON document in the first user message. */
function clientData(request) {
  const message = request.messages?.find((m) => m.role === 'user');
  try {
    return JSON.parse(message?.content ?? '{}');
  } catch {
    return {};
  }
}

/** The brief without markers, short enough to quote in a post of any network. */
function topicOf(text) {
  const topic = String(text ?? '')
    .replace(/\[(slow|stall|refuse|garbled)\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?…]+$/u, '');
  return topic.length > 90 ? `${topic.slice(0, 89).trimEnd()}…` : topic;
}

/** One post per network, each within its limits with its hashtags (X: well under 280). */
const POSTS = {
  twitter: (topic) => ({
    content: `${topic}. Fresh from our team, made for you. Talk to us today!`,
    contentEs: `${topic}. Novedades de nuestro equipo, pensadas para ti. ¡Escríbenos hoy!`,
    hashtags: ['#TerraBridge', '#SmallBusiness'],
  }),
  facebook: (topic) => ({
    content: `${topic}.\n\nWe put this together for our community and would love to hear what you think. What would you like to see next? Tell us in the comments!`,
    contentEs: `${topic}.\n\nLo preparamos para nuestra comunidad y nos encantaría saber qué opinas. ¿Qué te gustaría ver después? ¡Cuéntanos en los comentarios!`,
    hashtags: ['#TerraBridge', '#Community', '#SmallBusiness'],
  }),
  instagram: (topic) => ({
    content: `✨ ${topic} ✨\n\nA closer look at what we have been working on, made with care for people like you.\n\nTap the link in our bio to learn more 💬`,
    contentEs: `✨ ${topic} ✨\n\nUna mirada de cerca a lo que estuvimos preparando, hecho con cariño para personas como tú.\n\nToca el enlace de nuestra bio para saber más 💬`,
    hashtags: [
      '#TerraBridge',
      '#SmallBusiness',
      '#Montevideo',
      '#Charlotte',
      '#Marketing',
      '#BehindTheScenes',
    ],
  }),
  linkedin: (topic) => ({
    content: `${topic}.\n\nSmall businesses grow when their message is clear and consistent. This is how we approach it with our clients, step by step, with results you can measure.\n\nWant to talk about your next project? Send us a message.`,
    contentEs: `${topic}.\n\nLas pequeñas empresas crecen cuando su mensaje es claro y constante. Así lo trabajamos con nuestros clientes, paso a paso y con resultados que puedes medir.\n\n¿Quieres hablar de tu próximo proyecto? Envíanos un mensaje.`,
    hashtags: ['#TerraBridge', '#DigitalMarketing', '#Growth'],
  }),
};

function postsAnswer(request) {
  const schema = request.response_format?.json_schema?.schema;
  const platforms = schema?.properties?.posts?.required ?? [];
  const topic = topicOf(clientData(request).brief) || 'News from our team';
  return {
    posts: Object.fromEntries(platforms.map((platform) => [platform, POSTS[platform](topic)])),
  };
}

function recommendationsAnswer(request) {
  const data = clientData(request);
  const industry = topicOf(data.industry) || 'your industry';
  if (data.answerLanguage === 'Spanish') {
    return {
      topics: [
        `Detrás de escena en ${industry}`,
        'Preguntas frecuentes de tus clientes',
        'Historias de clientes satisfechos',
        'Consejos de temporada',
        'Presentación del equipo',
      ],
      contentTypes: ['Video corto', 'Carrusel', 'Caso de éxito'],
      platforms: ['instagram', 'facebook', 'linkedin'],
    };
  }
  return {
    topics: [
      `Behind the scenes in ${industry}`,
      'Questions your customers ask most',
      'Stories of happy customers',
      'Seasonal tips',
      'Meet the team',
    ],
    contentTypes: ['Short video', 'Carousel', 'Case study'],
    platforms: ['instagram', 'facebook', 'linkedin'],
  };
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const server = createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  if (req.method === 'GET' && req.url === '/health') return send(res, 200, { status: 'ok' });
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
    return send(res, 404, { error: { message: 'Unknown route', type: 'invalid_request_error' } });
  }
  if (req.headers.authorization !== `Bearer ${apiKey}`) {
    return send(res, 401, {
      error: { message: 'Incorrect API key', type: 'invalid_request_error' },
    });
  }
  let request;
  try {
    request = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return send(res, 400, { error: { message: 'Invalid JSON', type: 'invalid_request_error' } });
  }
  const typed = JSON.stringify(clientData(request));
  if (typed.includes('[slow]')) await sleep(slowMs);
  if (typed.includes('[stall]')) await sleep(stallMs);
  if (res.destroyed) return;
  if (typed.includes('[refuse]')) {
    return send(res, 400, { error: { message: 'Request refused', type: 'invalid_request_error' } });
  }
  const answer =
    request.response_format?.json_schema?.name === 'content_recommendations'
      ? recommendationsAnswer(request)
      : postsAnswer(request);
  send(res, 200, {
    id: `chatcmpl-e2e-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: typed.includes('[garbled]')
            ? 'Sure! Here are your posts:'
            : JSON.stringify(answer),
          refusal: null,
        },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: USAGE,
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`fake OpenAI-compatible server on http://127.0.0.1:${port}/v1`);
});
