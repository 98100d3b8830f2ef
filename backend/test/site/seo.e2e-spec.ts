import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { BlogPost } from '../../src/modules/content/entities/blog-post.entity';
import { Project } from '../../src/modules/projects/entities/project.entity';

import { fakeFrontends } from '../support/fake-frontends';
import { startTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'https://terrabridge.example';

/** The value of the first tag in `html` that matches `pattern`'s capture group. */
const capture = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const title = (html: string) => capture(html, /<title>([^<]*)<\/title>/);
const meta = (html: string, name: string) =>
  capture(html, new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`));
const link = (html: string, rel: string, hreflang?: string) =>
  capture(
    html,
    new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`),
  );

describe('what search engines and link previews see', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp({ FRONTENDS_DIR: fakeFrontends(), PUBLIC_URL: ORIGIN });
    http = request(t.app.getHttpServer());
    const em = t.app.get(EntityManager).fork();
    const shown = em.create(Project, {
      title: 'Harbor Bakery online ordering',
      titleEs: 'Pedidos en línea para Harbor Bakery',
      description: 'An ordering site that doubled weekend pre-orders.\nMore detail below.',
      descriptionEs: 'Un sitio de pedidos que duplicó las reservas.\nMás detalle abajo.',
      image: '/images/projects/harbor.jpg',
      status: 'completed',
    });
    const archived = em.create(Project, {
      title: 'Retired site',
      description: 'Gone',
      status: 'archived',
    });
    em.create(BlogPost, {
      title: 'Five automations <for> every shop',
      titleEs: 'Cinco automatizaciones para cada tienda',
      content: '# Start small\n\n- Invoices\n- Reminders\n\nAutomations save hours every week.',
      contentEs: '# Empieza poco a poco\n\n- Facturas\n- Recordatorios',
      slug: 'five-automations',
      published: true,
      featuredImage: '/images/blog/automation.jpg',
    });
    em.create(BlogPost, { title: 'Draft', content: 'Soon', slug: 'draft-post', published: false });
    await em.flush();
    ids.shown = shown.id;
    ids.archived = archived.id;
  });
  afterAll(() => t.close());

  it('gives each public page its own title, description, canonical link and language links', async () => {
    const { text } = await http.get('/services').expect(200);
    expect(title(text)).toBe('Services | TerraBridge Digital');
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text).not.toContain('Default description');
    expect(meta(text, 'description')).toMatch(/^Web design and development/);
    expect(meta(text, 'robots')).toBe('index, follow');
    expect(link(text, 'canonical')).toBe(`${ORIGIN}/services`);
    expect(link(text, 'alternate', 'en')).toBe(`${ORIGIN}/services`);
    expect(link(text, 'alternate', 'es')).toBe(`${ORIGIN}/services?lang=es`);
    expect(link(text, 'alternate', 'x-default')).toBe(`${ORIGIN}/services`);
    expect(text).toContain('<html lang="en">');
  });

  it('sends the Spanish page at ?lang=es', async () => {
    const { text } = await http.get('/services?lang=es').expect(200);
    expect(title(text)).toBe('Servicios | TerraBridge Digital');
    expect(meta(text, 'description')).toMatch(/^Diseño y desarrollo web/);
    expect(link(text, 'canonical')).toBe(`${ORIGIN}/services?lang=es`);
    expect(meta(text, 'og:locale')).toBe('es_ES');
    expect(text).toContain('<html lang="es">');
  });

  it('describes the page for link previews', async () => {
    const { text } = await http.get('/about').expect(200);
    expect(meta(text, 'og:title')).toBe('About Us | TerraBridge Digital');
    expect(meta(text, 'og:url')).toBe(`${ORIGIN}/about`);
    expect(meta(text, 'og:image')).toBe(`${ORIGIN}/images/site/og-default.jpg`);
    expect(meta(text, 'og:type')).toBe('website');
    expect(meta(text, 'twitter:card')).toBe('summary_large_image');
  });

  it('describes the agency and both offices as structured data on the home page', async () => {
    const { text } = await http.get('/').expect(200);
    const json = capture(text, /<script type="application\/ld\+json">(.*?)<\/script>/);
    const organization = JSON.parse(json ?? 'null');
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'TerraBridge Digital' });
    expect(organization.address.map((a: { addressLocality: string }) => a.addressLocality)).toEqual(
      ['Charlotte', 'Montevideo'],
    );
  });

  it('keeps account pages out of search results', async () => {
    const { text } = await http.get('/dashboard').expect(200);
    expect(meta(text, 'robots')).toBe('noindex, follow');
  });

  it('answers an unknown path with a 404 page that is not indexed and echoes nothing unescaped', async () => {
    const res = await http
      .get('/no-such-page/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')
      .expect(404);
    expect(title(res.text)).toBe('404 Page Not Found | TerraBridge Digital');
    expect(meta(res.text, 'robots')).toBe('noindex, follow');
    expect(link(res.text, 'canonical')).toBeUndefined();
    expect(res.text).not.toMatch(/<script>alert/);
    expect(res.text).toContain('<div id="root">');
  });

  it('describes a project page with its own title, summary and image', async () => {
    const { text } = await http.get(`/projects/${ids.shown}`).expect(200);
    expect(title(text)).toBe('Harbor Bakery online ordering | TerraBridge Digital');
    expect(meta(text, 'description')).toBe(
      'An ordering site that doubled weekend pre-orders. More detail below.',
    );
    expect(meta(text, 'og:image')).toBe(`${ORIGIN}/images/projects/harbor.jpg`);
    expect(link(text, 'canonical')).toBe(`${ORIGIN}/projects/${ids.shown}`);
    const es = await http.get(`/projects/${ids.shown}?lang=es`).expect(200);
    expect(title(es.text)).toBe('Pedidos en línea para Harbor Bakery | TerraBridge Digital');
  });

  it('answers archived, unknown and malformed project ids with a 404 page', async () => {
    for (const path of [`/projects/${ids.archived}`, '/projects/999999', '/projects/abc']) {
      const { text } = await http.get(path).expect(404);
      expect(meta(text, 'robots')).toBe('noindex, follow');
    }
  });

  it('describes a post as an article, escaping its title', async () => {
    const { text } = await http.get('/blog/five-automations').expect(200);
    expect(title(text)).toBe('Five automations &lt;for&gt; every shop | TerraBridge Digital');
    expect(meta(text, 'og:type')).toBe('article');
    expect(meta(text, 'description')).toBe(
      'Start small Invoices Reminders Automations save hours every week.',
    );
    expect(meta(text, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const json = capture(text, /<script type="application\/ld\+json">(.*?)<\/script>/);
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Five automations <for> every shop',
      url: `${ORIGIN}/blog/five-automations`,
    });
    await http.get('/blog/draft-post').expect(404);
    await http.get('/blog/no-such-post').expect(404);
  });

  it('points robots at the sitemap and away from private pages', async () => {
    const res = await http.get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.text).toMatch(/^Disallow: \/dashboard$/m);
    expect(res.text).toMatch(/^Disallow: \/admin$/m);
    expect(res.text).toMatch(/^Disallow: \/checkout$/m);
    expect(res.text).toMatch(/^Disallow: \/test-payment$/m);
  });

  it('lists every public page in both languages in the sitemap', async () => {
    const res = await http.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url);
    for (const path of ['/', '/services', '/projects', '/about', '/contact', '/blog', '/careers']) {
      expect(locations).toContain(`${ORIGIN}${path}`);
      expect(locations).toContain(`${ORIGIN}${path}?lang=es`);
    }
    expect(locations).not.toContain(`${ORIGIN}/dashboard`);
    expect(locations).toContain(`${ORIGIN}/projects/${ids.shown}?lang=es`);
    expect(locations).not.toContain(`${ORIGIN}/projects/${ids.archived}`);
    expect(locations).toContain(`${ORIGIN}/blog/five-automations`);
    expect(locations).not.toContain(`${ORIGIN}/blog/draft-post`);
    expect(res.text).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/services?lang=es"/>`,
    );
  });

  it('offers the published posts as an RSS feed in each language', async () => {
    const en = await http.get('/rss.xml').expect(200);
    expect(en.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(en.text).toContain('<title>Five automations &lt;for&gt; every shop</title>');
    expect(en.text).toContain(`<link>${ORIGIN}/blog/five-automations</link>`);
    expect(en.text).not.toContain('draft-post');
    const es = await http.get('/rss.xml?lang=es').expect(200);
    expect(es.text).toContain('<title>Cinco automatizaciones para cada tienda</title>');
    expect(es.text).toContain(`<link>${ORIGIN}/blog/five-automations?lang=es</link>`);
    const page = await http.get('/blog').expect(200);
    expect(page.text).toContain(`type="application/rss+xml"`);
  });
});
