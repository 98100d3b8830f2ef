import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';

import { login, withSession } from '../support/accounts';
import { fakeFrontends } from '../support/fake-frontends';
import { startTestApp, type TestApp } from '../support/test-app';

/** The Content-Security-Policy header as a map of directive name to its sources. */
function policyOf(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/** Frames the site may show: the offices' maps, Stripe's card form, PayPal's buttons. */
const FRAMES = [
  'https://www.openstreetmap.org',
  'https://js.stripe.com',
  'https://*.js.stripe.com',
  'https://hooks.stripe.com',
  'https://*.paypal.com',
];

describe('Content-Security-Policy', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    t = await startTestApp({ FRONTENDS_DIR: fakeFrontends() });
    http = request(t.app.getHttpServer());
  });
  afterAll(() => t.close());

  it('lets the contact page embed the OpenStreetMap office maps, the payment providers their forms, and no other frames', async () => {
    const page = await http.get('/contact').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = policyOf(page.headers['content-security-policy']);
    expect(policy.get('frame-src')).toEqual(FRAMES);
    // Nobody may frame the site itself.
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('sends the same policy with API answers', async () => {
    const [page, api] = await Promise.all([http.get('/contact'), http.get('/api/health')]);
    expect(api.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(policyOf(api.headers['content-security-policy']).get('frame-src')).toEqual(FRAMES);
  });

  it("lets the checkout load Stripe.js and PayPal's SDK and reach their APIs, and nothing else", async () => {
    const policy = policyOf((await http.get('/checkout')).headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://*.paypal.com']),
    );
    expect(policy.get('script-src')?.filter((source) => source.startsWith('https:'))).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://*.paypal.com',
    ]);
  });

  it("keeps addresses on the site, so the site's own form posts carry its Origin", async () => {
    const page = await http.get('/contact').expect(200);
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('Cross-Origin-Opener-Policy', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp({
      FRONTENDS_DIR: fakeFrontends(),
      ADMIN_USERNAME: 'opener_admin',
      ADMIN_EMAIL: 'opener.admin@agency.example',
      ADMIN_PASSWORD: 'Opener#Admin2026',
    });
    http = request(t.app.getHttpServer());
    cookie = (await login(t.app.getHttpServer(), 'opener_admin', 'Opener#Admin2026')).cookie;
  });
  afterAll(() => t.close());

  it('isolates the pages of a signed-in visitor from other sites, and lets their popups (PayPal) answer', async () => {
    for (const path of ['/dashboard', '/checkout', '/']) {
      const page = await http.get(path).set(withSession(cookie)).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect({ path, policy: page.headers['cross-origin-opener-policy'] }).toEqual({
        path,
        policy: 'same-origin-allow-popups',
      });
    }
  });

  it('sends public pages to visitors who are not signed in without it, whether rendered or kept', async () => {
    for (const path of ['/', '/contact', '/', '/contact', '/no-such-page']) {
      const page = await http.get(path);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect({ path, policy: page.headers['cross-origin-opener-policy'] }).toEqual({
        path,
        policy: undefined,
      });
    }
  });

  it('keeps it on every other answer', async () => {
    const api = await http.get('/api/health').expect(200);
    expect(api.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('Origin check', () => {
  const PUBLIC_URL = 'http://www.terrabridge.example';
  const ALLOWED = 'http://studio.terrabridge.example';
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let adminCookie: string;

  beforeAll(async () => {
    t = await startTestApp({
      FRONTENDS_DIR: fakeFrontends(),
      PUBLIC_URL,
      ALLOWED_ORIGINS: ALLOWED,
      QUEUE_DASHBOARD: 'true',
      ADMIN_USERNAME: 'origin_admin',
      ADMIN_EMAIL: 'origin.admin@agency.example',
      ADMIN_PASSWORD: 'Origin#Admin2026',
    });
    http = request(t.app.getHttpServer());
    adminCookie = (await login(t.app.getHttpServer(), 'origin_admin', 'Origin#Admin2026')).cookie;
  });
  afterAll(() => t.close());

  it('never takes the request’s own Host as the site: a forged Host is still another site', async () => {
    for (const origin of ['http://attacker.example', 'https://attacker.example']) {
      const res = await http
        .post('/api/logout')
        .set('Host', 'attacker.example')
        .set('Origin', origin)
        .expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        message: 'Cross-site request refused',
        error: 'Forbidden',
      });
    }
    await http
      .post('/api/logout')
      .set('Host', 'attacker.example')
      .set('Referer', 'http://attacker.example/form')
      .expect(403);
  });

  it('lets PUBLIC_URL and ALLOWED_ORIGINS through, whatever the Host', async () => {
    for (const origin of [PUBLIC_URL, ALLOWED]) {
      const res = await http.post('/api/logout').set('Host', 'internal:3000').set('Origin', origin);
      expect({ origin, status: res.status }).toEqual({ origin, status: 200 });
    }
    // The shell's dev server is a development convenience only.
    await http.post('/api/logout').set('Origin', 'http://localhost:4200').expect(403);
  });

  describe('a change made with the session cookie', () => {
    const testimonial = (name: string) => ({
      name,
      company: 'Panadería Sol',
      content: `Our orders doubled, said ${name}.`,
      contentEs: `Nuestros pedidos se duplicaron, dijo ${name}.`,
      rating: 5,
    });
    const named = async (name: string) =>
      (
        (await http.get('/api/admin/testimonials?limit=100').set(withSession(adminCookie)))
          .body as { items: Array<{ name: string }> }
      ).items.filter((item) => item.name === name);

    it('must show where it comes from: with neither Origin nor Sec-Fetch-Site it is refused', async () => {
      const refused = await http
        .post('/api/admin/testimonials')
        .set('Cookie', adminCookie)
        .send(testimonial('Nobody Knows'))
        .expect(403);
      expect(refused.body.message).toBe('Cross-site request refused');
      await http
        .post('/api/admin/testimonials')
        .set('Cookie', adminCookie)
        .set('Sec-Fetch-Site', 'cross-site')
        .send(testimonial('Nobody Knows'))
        .expect(403);
      expect(await named('Nobody Knows')).toEqual([]);
    });

    it('passes with the site’s Origin, or the browser’s Sec-Fetch-Site: same-origin', async () => {
      await http
        .post('/api/admin/testimonials')
        .set('Cookie', adminCookie)
        .set('Origin', PUBLIC_URL)
        .send(testimonial('Origin Shown'))
        .expect(201);
      await http
        .post('/api/admin/testimonials')
        .set('Cookie', adminCookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .send(testimonial('Same Origin'))
        .expect(201);
      expect(await named('Origin Shown')).toHaveLength(1);
      expect(await named('Same Origin')).toHaveLength(1);
    });

    it('is not asked of the payment providers’ webhooks, nor of requests without a session', async () => {
      // Stripe is not set up here: the webhook is refused for its signature, not its origin.
      const webhook = await http
        .post('/api/webhooks/stripe')
        .set('Cookie', adminCookie)
        .set('Content-Type', 'application/json')
        .send('{}')
        .expect(400);
      expect(webhook.body.message).not.toBe('Cross-site request refused');
      await http
        .post('/api/login')
        .send({ username: 'origin_admin', password: 'Origin#Admin2026' })
        .expect(200);
    });
  });

  it('applies to the queue dashboard’s mutations too', async () => {
    const emails = t.app.get<Queue>(getQueueToken('emails'), { strict: false });
    const pause = () =>
      http.put('/admin/queues/api/queues/emails/pause').set(withSession(adminCookie));
    const refused = await pause().set('Origin', 'http://attacker.example').expect(403);
    expect(refused.body.message).toBe('Cross-site request refused');
    await http.put('/admin/queues/api/queues/emails/pause').set('Cookie', adminCookie).expect(403);
    expect(await emails.isPaused()).toBe(false);
    // Reads need no Origin; the dashboard's own page sends its Origin with changes.
    await http.get('/admin/queues/api/queues').set(withSession(adminCookie)).expect(200);
    await pause().set('Origin', PUBLIC_URL).expect(200);
    expect(await emails.isPaused()).toBe(true);
    await http
      .put('/admin/queues/api/queues/emails/resume')
      .set(withSession(adminCookie))
      .set('Origin', PUBLIC_URL)
      .expect(200);
  });
});
