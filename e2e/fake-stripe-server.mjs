// A Stripe API for the browser tests: the app's server reaches it through STRIPE_API_URL with the
// real stripe SDK, and the stand-in Stripe.js (stand-ins/stripe-js.js) confirms payments on it the
// way Stripe.js does, with the publishable key and the intent's client secret. Whatever settles a
// PaymentIntent is told to the app as Stripe tells it: a `payment_intent.succeeded` webhook, signed
// with the endpoint's whsec_ secret (`Stripe-Signature: t=<ts>,v1=<HMAC-SHA256 of "<ts>.<body>">`).
//
//   POST /v1/payment_intents            secret key; the same Idempotency-Key gives the same intent
//   GET  /v1/payment_intents/:id        secret key, or the publishable key with the client secret
//   POST /v1/payment_intents/:id/confirm  publishable key and client secret (what Stripe.js sends);
//        the card number decides what happens, as Stripe's test cards do:
//          4242 4242 4242 4242   succeeds at once
//          4000 0000 0000 0002   is declined (402 card_declined)
//          4000 0027 6000 3184   needs authentication (requires_action)
//          4000 0000 0000 0077   stays `processing` for FAKE_STRIPE_SETTLE_MS (3 s), then succeeds
//   GET  /health
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 3499);
const secretKey = process.env.FAKE_STRIPE_SECRET_KEY ?? 'sk_test_e2e';
const publishableKey = process.env.FAKE_STRIPE_PUBLISHABLE_KEY ?? 'pk_test_e2e';
const webhookSecret = process.env.FAKE_STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e';
const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL;
const settleMs = Number(process.env.FAKE_STRIPE_SETTLE_MS ?? 3_000);

/** PaymentIntents by id, and the answers already given by idempotency key. */
const intents = new Map();
const idempotent = new Map();

const randomId = (prefix, length = 24) =>
  `${prefix}_${randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length)}`;

/** Stripe's form encoding, `metadata[reference]=TB-…`, as nested objects. */
function parseForm(text) {
  const result = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = result;
    for (const part of path.slice(0, -1)) node = node[part] ??= {};
    node[path.at(-1)] = value;
  }
  return result;
}

function send(res, status, body) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': randomId('req', 14),
    // Stripe.js calls the API from the shop's pages.
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
}

const stripeError = (res, status, type, message, extra = {}) =>
  send(res, status, { error: { type, message, ...extra } });

function newIntent(params) {
  const id = randomId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: Number(params.amount),
    amount_received: 0,
    currency: String(params.currency ?? 'usd').toLowerCase(),
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    description: params.description ?? null,
    metadata: params.metadata ?? {},
    automatic_payment_methods: { enabled: true },
    latest_charge: null,
    last_payment_error: null,
    cancellation_reason: null,
    next_action: null,
    payment_method: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  };
}

function succeed(intent) {
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.latest_charge = randomId('ch');
  intent.next_action = null;
  void sendWebhook('payment_intent.succeeded', intent);
}

/** Posts an event to the app, signed as Stripe signs it. */
async function sendWebhook(type, object) {
  if (!webhookUrl) return;
  const timestamp = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: randomId('evt'),
    object: 'event',
    api_version: '2025-03-31.basil',
    created: timestamp,
    type,
    data: { object: { ...object } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = createHmac('sha256', webhookSecret)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  try {
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${timestamp},v1=${signature}`,
      },
      body: payload,
    });
    if (!answer.ok) console.error(`webhook ${type} answered ${answer.status}`);
  } catch (error) {
    console.error(`webhook ${type} not delivered: ${error}`);
  }
}

/** The key a request carries: `Authorization: Bearer …` (the SDK) or a `key` field (Stripe.js). */
function keyOf(req, params) {
  const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  return bearer ?? params.key;
}

const CARDS = {
  4242424242424242: 'succeeds',
  4000000000000002: 'declined',
  4000002760003184: 'authentication',
  4000000000000077: 'settles-later',
};

function confirm(res, intent, params) {
  if (intent.status === 'succeeded' || intent.status === 'processing')
    return stripeError(
      res,
      400,
      'invalid_request_error',
      'You cannot confirm this PaymentIntent because it has already succeeded or is processing.',
      { code: 'payment_intent_unexpected_state' },
    );
  const number = String(params.payment_method_data?.card?.number ?? '').replace(/\D/g, '');
  const behaviour = CARDS[number];
  intent.payment_method = randomId('pm');
  if (!behaviour) {
    return stripeError(res, 402, 'card_error', 'Your card number is incorrect.', {
      code: 'incorrect_number',
    });
  }
  if (behaviour === 'declined') {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
    return stripeError(res, 402, 'card_error', 'Your card was declined.', {
      code: 'card_declined',
      decline_code: 'generic_decline',
      payment_intent: intent,
    });
  }
  if (behaviour === 'authentication') {
    intent.status = 'requires_action';
    intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} };
    return send(res, 200, intent);
  }
  if (behaviour === 'settles-later') {
    intent.status = 'processing';
    setTimeout(() => succeed(intent), settleMs);
    return send(res, 200, intent);
  }
  succeed(intent);
  return send(res, 200, intent);
}

const server = createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'authorization, content-type',
    });
    return res.end();
  }
  if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, { status: 'ok' });

  const params = parseForm(req.method === 'GET' ? url.search.slice(1) : body);
  const key = keyOf(req, params);
  if (key !== secretKey && key !== publishableKey)
    return stripeError(res, 401, 'invalid_request_error', `Invalid API Key provided: ${key}`);

  if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
    if (key !== secretKey)
      return stripeError(res, 401, 'invalid_request_error', 'This call needs a secret key.');
    const idempotencyKey = req.headers['idempotency-key'];
    const seen = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (seen) {
      if (seen.body !== body)
        return stripeError(
          res,
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      return send(res, 200, intents.get(seen.id));
    }
    if (!(Number(params.amount) > 0))
      return stripeError(res, 400, 'invalid_request_error', 'Missing required param: amount.');
    const intent = newIntent(params);
    intents.set(intent.id, intent);
    if (idempotencyKey) idempotent.set(idempotencyKey, { body, id: intent.id });
    return send(res, 200, intent);
  }

  const match = /^\/v1\/payment_intents\/([\w]+)(\/confirm)?$/.exec(url.pathname);
  const intent = match ? intents.get(match[1]) : undefined;
  if (!match) return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL`);
  if (!intent)
    return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${match[1]}'`, {
      code: 'resource_missing',
    });
  // With a publishable key, only whoever holds the client secret reads or confirms the intent.
  if (key === publishableKey && params.client_secret !== intent.client_secret)
    return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${intent.id}'`);
  if (req.method === 'GET' && !match[2]) return send(res, 200, intent);
  if (req.method === 'POST' && match[2]) return confirm(res, intent, params);
  return stripeError(res, 404, 'invalid_request_error', 'Unrecognized request URL');
});

server.listen(port, '127.0.0.1', () => {
  console.log(`fake Stripe API on http://127.0.0.1:${port}`);
});
