import { expect, test } from '@playwright/test';

/** What link previews, browsers and crawlers fetch besides the pages themselves. */
test.describe('share image and icon', () => {
  for (const path of ['/', '/services?lang=es', '/blog']) {
    test(`the og:image of ${path} is an image that exists`, async ({ request, baseURL }) => {
      const page = await request.get(path);
      expect(page.status()).toBe(200);
      const html = await page.text();
      const og = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
      const twitter = /<meta name="twitter:image" content="([^"]+)">/.exec(html)?.[1];
      expect(og).toBeDefined();
      expect(twitter).toBe(og);
      // Absolute, on the site's own public origin (PUBLIC_URL).
      expect(new URL(og!).origin).toBe(new URL(baseURL!).origin);
      const image = await request.get(og!);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
      expect((await image.body()).length).toBeGreaterThan(10_000);
    });
  }

  // An SVG icon costs every page a document of its own in the browser's main thread (4-11 ms
  // after the first paint on a desktop machine); the ICO's pictures are only decoded.
  test('the pages link the raster icon, not the SVG one', async ({ request }) => {
    for (const path of ['/', '/blog']) {
      const html = await (await request.get(path)).text();
      const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([link]) => link);
      expect(icons).toEqual(['<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">']);
    }
  });

  test('/favicon.ico is an icon', async ({ request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    const body = await res.body();
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });
});
