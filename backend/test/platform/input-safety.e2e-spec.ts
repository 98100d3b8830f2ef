import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import request from 'supertest';

import { login, withSession } from '../support/accounts';
import { fakeFrontends } from '../support/fake-frontends';
import { startTestApp, type TestApp } from '../support/test-app';

/*
 * Malformed input that once reached PostgreSQL or the validators and came back as a 500: a NUL
 * character (PostgreSQL text cannot hold it), a lone UTF-16 surrogate (not Unicode at all) and
 * JSON nested deeper than any of our documents. Every operation of the committed OpenAPI document
 * gets each of them wherever it takes input, anonymously and with an admin's session, and must
 * answer with the common 400 body.
 */

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  example?: unknown;
  enum?: unknown[];
  minLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
  example?: unknown;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const document = JSON.parse(readFileSync(join(__dirname, '../../openapi.json'), 'utf8')) as OpenApi;

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop()!]!) : schema;

/** A plausible value of a schema, so that only the field under test is malformed. */
function sample(schema: Schema): unknown {
  const s = resolve(schema);
  if (s.example !== undefined) return s.example;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([name, p]) => [name, sample(p)]),
      );
    default:
      return s.format === 'email' ? 'maria@example.com' : 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const DEPTH = 1500;
/** `[[[…]]]`, as a value, and the same depth of objects as a whole body. */
const deepArray = () => {
  let value: unknown = 1;
  for (let i = 0; i < DEPTH; i++) value = [value];
  return value;
};
const deepBodyText = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

/** How each payload travels in a URL: NUL percent-encoded, the surrogate as its WTF-8 bytes. */
const URL_PAYLOADS: Record<string, string> = {
  nul: 'a%00b',
  'lone surrogate': 'a%ED%A0%80b',
};

interface Probe {
  name: string;
  method: string;
  url: string;
  body?: unknown;
  rawJson?: string;
}

function urlOf(path: string, params: Parameter[], override?: { name: string; value: string }) {
  let url = path;
  const query: string[] = [];
  for (const p of params) {
    const value =
      override?.name === p.name
        ? override.value
        : encodeURIComponent(String(p.example ?? sample(p.schema ?? {})));
    if (p.in === 'path') url = url.replace(`{${p.name}}`, value);
    if (p.in === 'query') query.push(`${p.name}=${value}`);
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

const BODY_PAYLOADS = (): Record<string, unknown> => ({
  nul: NUL,
  'lone surrogate': LONE_SURROGATE,
  'deep nesting': deepArray(),
});

function probesOf(path: string, method: string, op: Operation): Probe[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const probes: Probe[] = [];
  for (const [payload, value] of Object.entries(URL_PAYLOADS)) {
    for (const p of params) {
      probes.push({
        name: `${payload} in ${p.in} parameter ${p.name}`,
        method,
        url: urlOf(path, params, { name: p.name, value }),
      });
    }
    // Parameters an operation does not declare are read by nobody, and still checked.
    const url = urlOf(path, params);
    probes.push({
      name: `${payload} in an undeclared query parameter`,
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}note=${value}`,
    });
  }
  if (method === 'get' || method === 'head') return probes;
  const url = urlOf(path, params);
  const json = op.requestBody?.content['application/json'];
  const base = (json ? sample(json.schema) : {}) as Record<string, unknown>;
  // Each documented field in turn, or a field nobody reads when the operation takes no body.
  const fields = json ? Object.keys(resolve(json.schema).properties ?? {}) : ['note'];
  for (const field of fields) {
    for (const [payload, value] of Object.entries(BODY_PAYLOADS())) {
      probes.push({
        name: `${payload} in body field ${field}`,
        method,
        url,
        body: { ...base, [field]: value },
      });
    }
  }
  probes.push({ name: 'nul in a body key', method, url, body: { ...base, 'x\u0000': 'y' } });
  probes.push({ name: 'deeply nested body', method, url, rawJson: deepBodyText });
  return probes;
}

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method, op })),
);
const probes = operations.flatMap(({ path, method, op }) =>
  probesOf(path, method, op).map((probe) => ({ ...probe, operation: op.operationId })),
);

describe('malformed input', () => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await startTestApp({
      FRONTENDS_DIR: fakeFrontends(),
      RATE_LIMIT_MULTIPLIER: '1000',
      ADMIN_USERNAME: 'input_admin',
      ADMIN_EMAIL: 'input.admin@agency.example',
      ADMIN_PASSWORD: 'Input#Admin2026',
    });
    adminCookie = (await login(t.app.getHttpServer(), 'input_admin', 'Input#Admin2026')).cookie;
  });
  afterAll(() => t.close());

  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(new Set(probes.map((p) => p.operation))).toEqual(
      new Set(operations.map(({ op }) => op.operationId)),
    );
  });

  async function send(probe: Probe, cookie?: string) {
    const req = request(t.app.getHttpServer())
      [probe.method as 'get'](probe.url)
      .set('Accept-Language', 'en');
    if (cookie) req.set(withSession(cookie));
    if (probe.rawJson !== undefined)
      return req.set('Content-Type', 'application/json').send(probe.rawJson);
    return probe.body === undefined ? req : req.send(probe.body as object);
  }

  for (const session of ['anonymous', 'signed in'] as const) {
    it(`answers each payload ${session} with the common 400 body, never a 5xx`, async () => {
      const failures: string[] = [];
      for (const probe of probes) {
        const res = await send(probe, session === 'signed in' ? adminCookie : undefined);
        const body = res.body as { statusCode?: unknown; message?: unknown; error?: unknown };
        if (
          res.status !== 400 ||
          body.statusCode !== 400 ||
          body.error !== 'Bad Request' ||
          typeof body.message !== 'string'
        ) {
          failures.push(
            `${probe.operation} ${probe.name}: ${res.status} ${res.text.slice(0, 120)}`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('says what was wrong, in the request language', async () => {
    const en = await request(t.app.getHttpServer())
      .get('/api/check-email?email=%00')
      .set('Accept-Language', 'en')
      .expect(400);
    expect(en.body).toEqual({
      statusCode: 400,
      message: 'The request contains characters that are not allowed',
      error: 'Bad Request',
    });
    const es = await request(t.app.getHttpServer())
      .post('/api/login')
      .send({ username: 'a\u0000b', password: 'x', language: 'es' })
      .expect(400);
    expect(es.body.message).toBe('La solicitud contiene caracteres no permitidos');
    const deep = await request(t.app.getHttpServer())
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(deepBodyText)
      .expect(400);
    expect(deep.body.message).toBe('The request body is nested too deeply');
  });

  it('checks pages too: a malformed path or query never reaches a lookup', async () => {
    for (const url of ['/blog/a%00b', '/projects/a%ED%A0%80b', '/?lang=%00', '/rss.xml?lang=%00']) {
      const res = await request(t.app.getHttpServer()).get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
    }
  });

  it('still accepts well-formed text in every script, including characters outside the BMP', async () => {
    const res = await request(t.app.getHttpServer())
      .get(`/api/check-username?username=${encodeURIComponent('mar\u00eda_\u{1F600}')}`)
      .expect((r) => expect(r.status).not.toBe(500));
    expect(res.body.message).not.toBe('The request contains characters that are not allowed');
  });
});
