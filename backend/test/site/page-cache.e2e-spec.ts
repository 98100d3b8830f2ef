import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ServiceType } from '../../src/modules/content/entities/service-type.entity';

import { login, register, withSession } from '../support/accounts';
import { fakeFrontends } from '../support/fake-frontends';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A server bundle that numbers its renders, so a test tells a kept page from a new one. `/services`
 * shows the public services; `/projects` answers as if its API read had failed; `/blog` writes
 * `slow-started` next to the bundle and waits until the test writes `slow-finish` there (the bundle
 * is loaded outside the test's sandbox, so files are what both see).
 */
const COUNTING_BUNDLE = `
const { existsSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
let renders = 0;
async function slowRender() {
  writeFileSync(join(__dirname, 'slow-started'), '');
  while (!existsSync(join(__dirname, 'slow-finish'))) await new Promise((r) => setTimeout(r, 10));
}
exports.renderPage = async function renderPage(input) {
  const pathname = new URL(input.url, 'http://x').pathname;
  const services = pathname === '/services' ? await input.fetchJson('/api/services') : [];
  if (pathname === '/blog') await slowRender();
  renders += 1;
  return {
    html: '<main><p>render ' + renders + ' ' + input.language + ' ' + input.theme + ' ' +
      (input.user ? input.user.username : 'nobody') + '</p>' +
      services.map((s) => '<li>' + s.name + '</li>').join('') + '</main>',
    mode: 'hydrate',
    remote: 'marketing',
    lazyImports: [],
    queryState: { queries: [] },
    errors: [],
    failedReads: pathname === '/projects' ? ['/api/projects'] : [],
  };
};
`;

const rendered = (html: string) => /<p>render (\d+) ([^<]*)<\/p>/.exec(html)?.slice(1) ?? [];
const renderNumber = (html: string) => Number(rendered(html)[0]);

describe('page cache', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let frontends: string;

  const addService = async (name: string, sortOrder: number) => {
    const em = t.app.get(EntityManager).fork();
    em.create(ServiceType, {
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      name,
      nameEs: name,
      description: 'A service',
      descriptionEs: 'Un servicio',
      priceCents: 100000,
      icon: 'robot',
      sortOrder,
      features: [],
      featuresEs: [],
    });
    await em.flush();
  };

  beforeAll(async () => {
    frontends = fakeFrontends({ ssr: true, serverBundle: COUNTING_BUNDLE });
    t = await startTestApp({
      FRONTENDS_DIR: frontends,
      // Only an invalidation can end a kept page within a test.
      PUBLIC_CACHE_TTL_MS: '3600000',
      SSR_CONCURRENCY: '1',
    });
    http = request(t.app.getHttpServer());
    await addService('Web design', 1);
  });
  afterAll(async () => {
    writeFileSync(join(frontends, 'ssr', 'slow-finish'), '');
    await t.close();
  });

  it('renders a page once for every visitor who is not signed in, per language and theme', async () => {
    const first = await http.get('/about').expect(200);
    const again = await http.get('/about').expect(200);
    expect(renderNumber(again.text)).toBe(renderNumber(first.text));
    expect(again.text).toBe(first.text);

    const spanish = await http.get('/about').set('Cookie', 'language=es').expect(200);
    const dark = await http.get('/about').set('Cookie', 'theme=dark').expect(200);
    const query = await http.get('/about?ref=mail').expect(200);
    expect(rendered(spanish.text)[1]).toBe('es light nobody');
    expect(rendered(dark.text)[1]).toBe('en dark nobody');
    const numbers = [first, spanish, dark, query].map((res) => renderNumber(res.text));
    expect(new Set(numbers).size).toBe(4);
    expect(renderNumber((await http.get('/about').set('Cookie', 'theme=dark')).text)).toBe(
      renderNumber(dark.text),
    );
  });

  it('sends a kept page with its ETag, compressed once, and 304 when the browser has it', async () => {
    const page = await http.get('/contact').set('Accept-Encoding', 'br').expect(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toBe(
      'Cookie, Accept-Language, Sec-CH-Prefers-Color-Scheme, Accept-Encoding',
    );
    expect(page.text).toContain('<p>render');
    await http.get('/contact').set('If-None-Match', page.headers.etag).expect(304);
  });

  it('renders a page again once the content it shows changes', async () => {
    const before = await http.get('/services').expect(200);
    expect(before.text).toContain('<li>Web design</li>');
    expect(renderNumber((await http.get('/services')).text)).toBe(renderNumber(before.text));

    await addService('Brand strategy', 2);

    const after = await http.get('/services').expect(200);
    expect(renderNumber(after.text)).toBeGreaterThan(renderNumber(before.text));
    expect(after.text).toContain('<li>Brand strategy</li>');
  });

  it('renders every page for a signed-in visitor, as that visitor', async () => {
    const { account } = await register(t.app.getHttpServer());
    const { cookie } = await login(t.app.getHttpServer(), account.username);
    const anonymous = await http.get('/about').expect(200);
    const first = await http.get('/about').set(withSession(cookie)).expect(200);
    const second = await http.get('/about').set(withSession(cookie)).expect(200);
    expect(rendered(first.text)[1]).toBe(`en light ${account.username}`);
    expect(renderNumber(second.text)).toBeGreaterThan(renderNumber(first.text));
    expect(renderNumber(first.text)).not.toBe(renderNumber(anonymous.text));
  });

  it('does not keep a page whose reads failed, nor a page not found', async () => {
    const flaky = await http.get('/projects').expect(200);
    expect(renderNumber((await http.get('/projects')).text)).toBeGreaterThan(
      renderNumber(flaky.text),
    );

    const missing = await http.get('/blog/no-such-post').expect(404);
    expect(renderNumber((await http.get('/blog/no-such-post').expect(404)).text)).toBeGreaterThan(
      renderNumber(missing.text),
    );
  });

  it('sends the bare page at once when every render slot is taken, and does not keep it', async () => {
    const slow = http.get('/blog').then((res) => res);
    await waitFor(() => existsSync(join(frontends, 'ssr', 'slow-started')));

    const crowded = await http.get('/about?crowded').expect(200);
    expect(crowded.text).not.toContain('data-ssr');
    expect(crowded.text).toContain('<div id="root"></div>');

    writeFileSync(join(frontends, 'ssr', 'slow-finish'), '');
    expect((await slow).text).toContain('<p>render');
    // The slot is free again, and the bare page was not kept.
    expect((await http.get('/about?crowded').expect(200)).text).toContain('<p>render');
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!condition()) throw new Error('condition not met');
}
