import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ServiceType } from '../../src/modules/content/entities/service-type.entity';

import { login, register, withSession } from '../support/accounts';
import { fakeFrontends } from '../support/fake-frontends';
import { startTestApp, type TestApp } from '../support/test-app';

const capture = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const inlined = (html: string, id: string) =>
  JSON.parse(
    capture(html, new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`)) ??
      'undefined',
  ) as unknown;
/** The payment pages (the portal renders them in the browser), with their titles. */
const PAYMENT_PAGES = [
  ['/checkout?serviceId=3', 'Checkout'],
  ['/payment-success?payment_intent=pi_3PmitchellEcom0042', 'Payment'],
  ['/test-payment', 'Test payment'],
  ['/test-paypal', 'PayPal test payment'],
  ['/paypal-test', 'PayPal diagnostics'],
];

const root = (html: string) =>
  capture(html, /<div id="root"([^>]*>.*?)<\/div><template id="tb-page-end"><\/template><\/body>/);

describe('server-rendered pages', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    t = await startTestApp({ FRONTENDS_DIR: fakeFrontends({ ssr: true }) });
    http = request(t.app.getHttpServer());
    const em = t.app.get(EntityManager).fork();
    em.create(ServiceType, {
      slug: 'web-design',
      name: 'Web design & <development>',
      nameEs: 'Diseño web',
      description: 'Sites that sell',
      descriptionEs: 'Sitios que venden',
      priceCents: 149950,
      icon: 'robot',
      sortOrder: 1,
      features: ['One'],
      featuresEs: ['Uno'],
    });
    await em.flush();
  });
  afterAll(() => t.close());

  it('sends the page rendered, with its head, the language and theme it was rendered in', async () => {
    const res = await http.get('/').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(capture(res.text, /<title>([^<]*)<\/title>/)).toMatch(
      /^TerraBridge Digital \| Web Design/,
    );
    expect(res.text).toContain(
      '<html lang="en" style="color-scheme: light" data-rendered="en light">',
    );
    expect(root(res.text)).toBe(
      ' data-ssr="hydrate"><header>en light nobody</header><main><h1>Page /</h1></main>',
    );
    // Signed out: the user is inlined as null, so the browser does not ask /api/user.
    expect(inlined(res.text, 'tb-user')).toBeNull();
    expect(inlined(res.text, 'tb-query-state')).toEqual({ queries: [] });
  });

  it('links the stylesheets, and starts the app once painted: its entry and scripts in a plan', async () => {
    const { text } = await http.get('/').expect(200);
    const styles = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(([, h]) => h);
    expect(styles).toEqual(['/boot.4567cdef.css', '/remotes/marketing/styles.2222bbbb.css']);
    // The first paint waits for the whole page, and for nothing the app needs.
    expect(text).toContain('<link rel="expect" href="#tb-page-end" blocking="render"></head>');
    expect(text).not.toMatch(/<script[^>]* src=/);
    expect(text).not.toContain('rel="preload"');
    expect(inlined(text, 'tb-start')).toEqual({
      entry: '/main.0123abcd.js',
      preload: [{ href: '/remotes.json', as: 'fetch', crossOrigin: true }],
      scripts: [
        '/boot.0123abcd.js',
        '/react.89abcdef.js',
        '/remotes/marketing/remoteEntry.js',
        '/remotes/marketing/expose.1111aaaa.js',
        '/remotes/marketing/page.3333cccc.js',
      ],
    });
  });

  it('renders with the data the page needs, read from the API, and sends that data along', async () => {
    const { text } = await http.get('/services').expect(200);
    const services = (await http.get('/api/services').expect(200)).body as { name: string }[];
    expect(services).toHaveLength(1);
    expect(text).toContain('<li>Web design & <development></li>');
    // Inlined data cannot end its script element or open another.
    expect(text).not.toContain('"name":"Web design & <development>"');
    expect(inlined(text, 'tb-query-state')).toEqual({
      queries: [{ queryKey: ['/api/services'], state: { data: services } }],
    });
  });

  it('renders in the language of ?lang=, else the cookie, else the browser, and dark from the cookie', async () => {
    const es = await http.get('/?lang=es').set(withSession('language=en')).expect(200);
    expect(es.text).toContain('<html lang="es"');
    expect(root(es.text)).toContain('<header>es light');
    const cookie = await http.get('/').set(withSession('language=es; theme=dark')).expect(200);
    expect(cookie.text).toContain(
      '<html lang="es" class="dark" style="color-scheme: dark" data-rendered="es dark">',
    );
    expect(capture(cookie.text, /<title>([^<]*)<\/title>/)).toMatch(/Diseño web/);
    const browser = await http.get('/').set('Accept-Language', 'es-UY,es;q=0.9,en;q=0.5');
    expect(root(browser.text)).toContain('<header>es light');
  });

  it('inlines the signed-in user, read with the visitor session', async () => {
    const { account } = await register(t.app.getHttpServer());
    const { cookie } = await login(t.app.getHttpServer(), account.username);
    const { text } = await http.get('/').set(withSession(cookie)).expect(200);
    expect(root(text)).toContain(`<header>en light ${account.username}</header>`);
    expect(inlined(text, 'tb-user')).toMatchObject({ username: account.username });
  });

  it('tells a page asked for with an ended session from a first visit, and drops the cookie', async () => {
    const { account, cookie } = await register(t.app.getHttpServer());
    // The same person, on another device, signs out every other session.
    const other = await login(t.app.getHttpServer(), account.username);
    await http.post('/api/user/sessions/others/end').set(withSession(other.cookie)).expect(200);

    const ended = await http.get('/dashboard?tab=billing').set(withSession(cookie)).expect(200);
    expect(inlined(ended.text, 'tb-session-ended')).toBe(true);
    expect(inlined(ended.text, 'tb-user')).toBeNull();
    const cleared = ([] as string[]).concat(ended.headers['set-cookie'] ?? []);
    expect(cleared).toEqual([
      expect.stringMatching(/^tb_session=; Path=\/; Expires=Thu, 01 Jan 1970/),
    ]);
    // Pages stay private whatever the cookie said.
    expect(ended.headers['cache-control']).toBe('private, no-cache');

    // A live session and no session at all get neither the mark nor a cleared cookie.
    for (const live of [other.cookie, undefined]) {
      const req = http.get('/dashboard?tab=billing');
      const res = await (live ? req.set(withSession(live)) : req).expect(200);
      expect(res.text).not.toContain('tb-session-ended');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // A cookie that was never a session (a forged or foreign token) is dropped the same way.
    const forged = await http.get('/').set(withSession('tb_session=not-a-token')).expect(200);
    expect(inlined(forged.text, 'tb-session-ended')).toBe(true);
  });

  it('answers an unknown path with 404, rendered', async () => {
    const res = await http.get('/no-such-page').expect(404);
    expect(root(res.text)).toContain('data-ssr="hydrate"');
  });

  it('answers the payment pages with their titles, never for search engines', async () => {
    for (const [path, title] of PAYMENT_PAGES) {
      const res = await http.get(path).expect(200);
      expect(res.text).toContain(`<title>${title} | TerraBridge Digital</title>`);
      expect(res.text).toContain('<meta name="robots" content="noindex');
    }
  });

  it('sends only the frame for pages the browser renders (placeholder)', async () => {
    const { text } = await http.get('/dashboard').expect(200);
    expect(root(text)).toContain(' data-ssr="placeholder">');
    expect(text).not.toContain('/remotes/marketing/remoteEntry.js');
  });

  it("answers a client's project page as a private dashboard page, whatever the id", async () => {
    // The browser signs in and asks the API for the project; the page itself is never indexed.
    const { text } = await http.get('/dashboard/projects/12345').expect(200);
    expect(text).toContain('<meta name="robots" content="noindex');
    await http.get('/dashboard/projects/not-a-number').expect(404);
  });

  it('sends the bare page when rendering fails', async () => {
    const { text } = await http.get('/broken').expect(404);
    expect(text).toContain('<div id="root"></div>');
    expect(text).not.toContain('tb-query-state');
    // The browser renders it, so its scripts load as the build wrote them.
    expect(text).toContain('<script defer src="/main.0123abcd.js"></script>');
    expect(text).not.toContain('tb-start');
    expect(text).not.toContain('tb-page-end');
  });

  it('sends precompressed copies of assets and caches images for a week', async () => {
    const gz = await http.get('/boot.0123abcd.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.text).toContain('console.log("bootstrap")');
    const image = await http.get('/images/photo.jpg').expect(200);
    expect(image.headers['cache-control']).toBe('public, max-age=604800');
  });
});

describe('SSR=off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ FRONTENDS_DIR: fakeFrontends({ ssr: true }), SSR: 'off' });
  });
  afterAll(() => t.close());

  it('sends the bare shell page with its head, rendered in the browser', async () => {
    const { text } = await request(t.app.getHttpServer()).get('/?lang=es').expect(200);
    expect(text).toContain('<html lang="es">');
    expect(text).toContain('<div id="root"></div>');
    expect(text).toContain('<script id="tb-site-config"');
    expect(text).not.toContain('tb-query-state');
    expect(text).not.toContain('tb-user');
    expect(text).toContain('<script defer src="/main.0123abcd.js"></script>');
    expect(text).not.toContain('tb-start');
  });

  it('marks the bare page asked for with an ended session, and drops the cookie', async () => {
    const server = t.app.getHttpServer();
    const { account, cookie } = await register(server);
    const other = await login(server, account.username);
    await request(server)
      .post('/api/user/sessions/others/end')
      .set(withSession(other.cookie))
      .expect(200);
    const res = await request(server).get('/dashboard').set(withSession(cookie)).expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain(
      '<script id="tb-session-ended" type="application/json">true</script></head>',
    );
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^tb_session=;/)]);
    const live = await request(server).get('/dashboard').set(withSession(other.cookie)).expect(200);
    expect(live.text).not.toContain('tb-session-ended');
  });

  it('answers unknown pages with 404 and the payment pages with 200, for the browser to render', async () => {
    const res = await request(t.app.getHttpServer()).get('/no-such-page').expect(404);
    expect(res.text).toContain('<title>404 Page Not Found | TerraBridge Digital</title>');
    expect(res.text).toContain('<div id="root"></div>');
    for (const [path, title] of PAYMENT_PAGES) {
      const page = await request(t.app.getHttpServer()).get(path).expect(200);
      expect(page.text).toContain(`<title>${title} | TerraBridge Digital</title>`);
      expect(page.text).toContain('<div id="root"></div>');
    }
  });
});
