import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { TOKEN_SECURITY_DOC } from '../../src/modules/auth/auth.decorators';
import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { TOKEN_SCOPES } from '../../src/modules/auth/tokens/token-scopes';
import { buildOpenApiDocument } from '../../src/platform/docs/openapi';
import { login, newIp, register } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createToken } from '../support/tokens';

/*
 * Every operation of the committed OpenAPI document, called with a personal access token: one that
 * declares a token scope refuses a token without it (403) and lets one with it past the guard (a
 * read answers neither 401 nor 403); one that declares none refuses even a token with every scope
 * (401), so a new route is closed to tokens until it says otherwise.
 */

interface Operation {
  security?: Record<string, string[]>[];
}
type Paths = Record<string, Record<string, Operation>>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

const committed = JSON.parse(readFileSync(join(__dirname, '../../openapi.json'), 'utf8')) as {
  paths: Paths;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
};

function operations(paths: Paths) {
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      operation: item[method]!,
    })),
  );
}

const scopeOf = (operation: Operation) =>
  operation.security?.find((requirement) => TOKEN_SECURITY_DOC in requirement)?.[
    TOKEN_SECURITY_DOC
  ]?.[0];

const all = operations(committed.paths);
const signedIn = all.filter(({ operation }) => (operation.security ?? []).length > 0);
const scoped = signedIn.filter(({ operation }) => scopeOf(operation));
const closed = signedIn.filter(({ operation }) => !scopeOf(operation));

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('token scope sweep', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  let everything: string;

  const call = (method: Method, path: string, token: string) => {
    const req = request(t.app.getHttpServer())
      [method](concrete(path))
      .set('X-Forwarded-For', newIp())
      .set('Authorization', `Bearer ${token}`);
    return method === 'get' ? req : req.set('Content-Type', 'application/json').send({});
  };

  beforeAll(async () => {
    t = await startTestApp();
    // Someone else holds id 1, which the sweep puts in every path.
    await register(t.app.getHttpServer());
    await ensureAdmin(t.app.get(EntityManager).fork(), {
      username: 'scope_admin',
      email: 'scope@agency.example',
      password: 'Admin#Password2026',
    });
    const { cookie } = await login(t.app.getHttpServer(), 'scope_admin', 'Admin#Password2026');
    const server = t.app.getHttpServer();
    everything = (await createToken(server, cookie, [...TOKEN_SCOPES])).token;
    for (const scope of TOKEN_SCOPES) {
      const others = TOKEN_SCOPES.filter((other) => other !== scope);
      tokens.set(`without ${scope}`, (await createToken(server, cookie, others)).token);
      tokens.set(scope, (await createToken(server, cookie, [scope])).token);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it('declares the bearer scheme and scopes from the known list', () => {
    expect(committed.components.securitySchemes[TOKEN_SECURITY_DOC]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(scoped.length).toBeGreaterThan(60);
    expect(closed.length).toBeGreaterThan(20);
    for (const { operation } of scoped)
      expect(TOKEN_SCOPES).toContain(scopeOf(operation) as (typeof TOKEN_SCOPES)[number]);
    // Token management and sessions never take a token.
    const closedKeys = closed.map(({ method, path }) => `${method} ${path}`);
    expect(closedKeys).toEqual(
      expect.arrayContaining([
        'post /api/user/tokens',
        'get /api/user/tokens',
        'delete /api/user/tokens/{id}',
        'get /api/user/sessions',
        'post /api/user/password',
      ]),
    );
  });

  it('matches the live document: no operation the committed one misses', () => {
    const live = operations(buildOpenApiDocument(t.app).paths as Paths).map(
      ({ method, path, operation }) => `${method} ${path} ${scopeOf(operation) ?? '-'}`,
    );
    // Run `npm run contract` after adding a route, so the sweep below covers it.
    expect(live.sort()).toEqual(
      all
        .map(({ method, path, operation }) => `${method} ${path} ${scopeOf(operation) ?? '-'}`)
        .sort(),
    );
  });

  it.each(
    scoped.map(({ method, path, operation }) => [method, path, scopeOf(operation)!] as const),
  )('%s %s: 403 for a token without %s', async (method, path, scope) => {
    const without = await call(method, path, tokens.get(`without ${scope}`)!);
    expect(`${without.status} ${JSON.stringify(without.body)}`).toMatch(/^403 /);
    if (method !== 'get') return;
    // Reads only: a write let through could change the data the next operations see.
    const granted = await call(method, path, tokens.get(scope)!);
    expect(`${granted.status} ${JSON.stringify(granted.body)}`).not.toMatch(/^40[13] /);
  });

  it.each(closed.map(({ method, path }) => [method, path] as const))(
    '%s %s: 401 for any token, even one with every scope',
    async (method, path) => {
      const res = await call(method, path, everything);
      expect(`${res.status} ${res.body.code}`).toBe('401 TOKEN_NOT_ACCEPTED');
    },
  );
});
