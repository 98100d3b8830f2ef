import request from 'supertest';

import { fakeFrontends } from '../support/fake-frontends';
import { seedDemoData } from '../support/public-reads';
import { startTestApp, type TestApp } from '../support/test-app';
import { contentAccounts, expectAdminOnly, PDF, PNG } from './admin-content-support';
import { withSession } from '../support/accounts';

const ORIGIN = 'https://terrabridge.example';

interface AdminPost {
  id: number;
  slug: string;
  title: string;
  status: 'draft' | 'scheduled' | 'published';
  published: boolean;
  publishedAt: string | null;
  featuredImageFileId: number | null;
  featuredImage: string | null;
  featuredImagePreview: string | null;
}

describe('admin blog posts', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  const http = () => request(t.app.getHttpServer());
  const create = (body: Record<string, unknown>, lang = 'en') =>
    http().post(`/api/admin/blog-posts?lang=${lang}`).set(withSession(admin)).send(body);
  const patch = (id: number, body: Record<string, unknown>, lang = 'en') =>
    http().patch(`/api/admin/blog-posts/${id}?lang=${lang}`).set(withSession(admin)).send(body);
  const publicSlugs = async () =>
    ((await http().get('/api/blog').expect(200)).body as Array<{ slug: string }>).map(
      (post) => post.slug,
    );

  beforeAll(async () => {
    t = await startTestApp({ FRONTENDS_DIR: fakeFrontends(), PUBLIC_URL: ORIGIN });
    await seedDemoData(t);
    ({ admin, client } = await contentAccounts(t));
  });
  afterAll(() => t.close());

  it('is for admins only: 401 signed out, 403 for a client, on every route', async () => {
    await expectAdminOnly(t, client, [
      ['get', '/api/admin/blog-posts'],
      ['get', '/api/admin/blog-posts/1'],
      ['post', '/api/admin/blog-posts'],
      ['patch', '/api/admin/blog-posts/1'],
      ['delete', '/api/admin/blog-posts/1'],
      ['post', '/api/admin/blog-posts/images'],
    ]);
  });

  it('checks each field and answers in English or Spanish', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ content: 'Body' }, 'Write a title', 'Escribe un título'],
      [{ title: '  ', content: 'Body' }, 'Write a title', 'Escribe un título'],
      [{ title: 'T' }, 'Write the body of the post', 'Escribe el cuerpo del artículo'],
      [
        { title: 'x'.repeat(256), content: 'Body' },
        'The title can be at most 255 characters',
        'El título puede tener como máximo 255 caracteres',
      ],
      [
        { title: 'T', content: 'Body', slug: 'Not A Slug' },
        'The slug must be lowercase letters and digits joined by single hyphens (at most 200 characters)',
        'El slug debe tener letras minúsculas y números unidos por guiones simples (máximo 200 caracteres)',
      ],
      [
        { title: 'T', content: 'Body', excerpt: 'e'.repeat(301) },
        'The excerpt can be at most 300 characters',
        'El extracto puede tener como máximo 300 caracteres',
      ],
      [
        { title: 'T', content: 'Body', publishedAt: 'next week' },
        'The publish date must be a date and time (ISO 8601)',
        'La fecha de publicación debe ser una fecha y hora (ISO 8601)',
      ],
      [
        { title: 'T', content: 'Body', featuredImageFileId: 999999, featuredImageAlt: 'A' },
        'The featured image must be an image uploaded for the blog',
        'La imagen destacada debe ser una imagen subida para el blog',
      ],
    ];
    for (const [body, english, spanish] of cases) {
      const en = await create(body).expect(400);
      expect([body, [en.body.message].flat()]).toEqual([body, [english]]);
      const es = await create(body, 'es').expect(400);
      expect([body, [es.body.message].flat()]).toEqual([body, [spanish]]);
    }
    const badStatus = await http()
      .get('/api/admin/blog-posts?status=hidden&lang=es')
      .set(withSession(admin))
      .expect(400);
    expect([badStatus.body.message].flat()).toEqual([
      'status debe ser draft, scheduled o published',
    ]);
  });

  it('makes the slug from the title, numbers repeats, and refuses a taken slug with a 409', async () => {
    const first = (
      await create({ title: '¿Qué hay de nuevo? Diseño 2026', content: 'B' }).expect(201)
    ).body as AdminPost;
    expect(first.slug).toBe('que-hay-de-nuevo-diseno-2026');
    expect(first.status).toBe('draft');
    const second = (
      await create({ title: 'Qué hay de nuevo: diseño 2026', content: 'B' }).expect(201)
    ).body as AdminPost;
    expect(second.slug).toBe('que-hay-de-nuevo-diseno-2026-2');

    const taken = await create({ title: 'Other', content: 'B', slug: first.slug }).expect(409);
    expect(taken.body.message).toBe(`Another post already uses the slug ${first.slug}`);
    const takenEs = await patch(second.id, { slug: first.slug }, 'es').expect(409);
    expect(takenEs.body.message).toBe(`Otro artículo ya usa el slug ${first.slug}`);

    const renamed = (await patch(second.id, { slug: 'design-news' }).expect(200)).body as AdminPost;
    expect(renamed.slug).toBe('design-news');
  });

  it('lists drafts and published posts, filtered by status, searched and sorted', async () => {
    const list = async (query: string) =>
      (
        (await http().get(`/api/admin/blog-posts?${query}`).set(withSession(admin)).expect(200))
          .body as { items: AdminPost[]; nextCursor: string | null }
      ).items;
    const drafts = await list('status=draft&limit=100');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((post) => post.status === 'draft')).toBe(true);
    const published = await list('status=published&limit=100');
    expect(published.length).toBeGreaterThan(0);
    expect(published.every((post) => post.status === 'published')).toBe(true);

    const found = await list('q=design-news');
    expect(found.map((post) => post.slug)).toEqual(['design-news']);

    const byTitle = await list('sort=title&limit=100');
    const titles = byTitle.map((post) => post.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const firstPage = await http()
      .get('/api/admin/blog-posts?limit=1&sort=-publishedAt')
      .set(withSession(admin))
      .expect(200);
    expect(firstPage.body.items).toHaveLength(1);
    const next = await http()
      .get(`/api/admin/blog-posts?limit=1&sort=-publishedAt&cursor=${firstPage.body.nextCursor}`)
      .set(withSession(admin))
      .expect(200);
    expect(next.body.items[0].id).not.toBe(firstPage.body.items[0].id);
    await http().get('/api/admin/blog-posts?sort=author').set(withSession(admin)).expect(400);
  });

  it('shows a published post at once on the blog, its page, the sitemap and the feed', async () => {
    // Read everything first, so the public cache holds the lists from before the change.
    const before = await publicSlugs();
    await http().get('/sitemap.xml').expect(200);
    await http().get('/rss.xml').expect(200);

    const draft = (
      await create({
        title: 'Launch checklist for small shops',
        titleEs: 'Lista para lanzar tu tienda',
        excerpt: 'What to check before launch day.',
        content: '# Before\n\nCheck the basics.\n\n- Domain\n- Payments',
      }).expect(201)
    ).body as AdminPost;
    expect(before).not.toContain(draft.slug);
    await http().get(`/api/blog/${draft.slug}`).expect(404);
    await http().get(`/blog/${draft.slug}`).expect(404);

    const published = (await patch(draft.id, { published: true }).expect(200)).body as AdminPost;
    expect(published.status).toBe('published');
    expect(Date.parse(published.publishedAt!)).toBeLessThanOrEqual(Date.now());

    expect((await publicSlugs())[0]).toBe(draft.slug);
    const post = await http().get(`/api/blog/${draft.slug}`).expect(200);
    expect(post.body).toMatchObject({
      title: 'Launch checklist for small shops',
      excerpt: 'What to check before launch day.',
    });
    const page = await http().get(`/blog/${draft.slug}`).expect(200);
    expect(page.text).toContain('Launch checklist for small shops');
    const sitemap = await http().get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain(`${ORIGIN}/blog/${draft.slug}`);
    const rss = await http().get('/rss.xml').expect(200);
    expect(rss.text).toContain('<title>Launch checklist for small shops</title>');
    const rssEs = await http().get('/rss.xml?lang=es').expect(200);
    expect(rssEs.text).toContain('<title>Lista para lanzar tu tienda</title>');

    // And taking it back to a draft takes it down everywhere at once.
    await patch(draft.id, { published: false }).expect(200);
    expect(await publicSlugs()).not.toContain(draft.slug);
    await http().get(`/api/blog/${draft.slug}`).expect(404);
    expect((await http().get('/sitemap.xml').expect(200)).text).not.toContain(draft.slug);
    expect((await http().get('/rss.xml').expect(200)).text).not.toContain(draft.slug);
  });

  it('keeps a scheduled post hidden until its date, then shows it without a write', async () => {
    await publicSlugs();
    const soon = new Date(Date.now() + 2500).toISOString();
    const scheduled = (
      await create({
        title: 'Scheduled news',
        content: 'Soon.',
        published: true,
        publishedAt: soon,
      }).expect(201)
    ).body as AdminPost;
    expect(scheduled.status).toBe('scheduled');
    const later = (
      await create({
        title: 'Far future news',
        content: 'Later.',
        published: true,
        publishedAt: '2099-01-01T09:00:00.000Z',
      }).expect(201)
    ).body as AdminPost;

    expect(await publicSlugs()).not.toContain(scheduled.slug);
    await http().get(`/api/blog/${scheduled.slug}`).expect(404);
    expect((await http().get('/sitemap.xml').expect(200)).text).not.toContain(scheduled.slug);
    expect((await http().get('/rss.xml').expect(200)).text).not.toContain(scheduled.slug);
    const listed = await http()
      .get('/api/admin/blog-posts?status=scheduled')
      .set(withSession(admin))
      .expect(200);
    expect((listed.body.items as AdminPost[]).map((post) => post.slug).sort()).toEqual(
      [scheduled.slug, later.slug].sort(),
    );

    await new Promise((resolve) => setTimeout(resolve, Date.parse(soon) - Date.now() + 50));
    const slugs = await publicSlugs();
    expect(slugs).toContain(scheduled.slug);
    expect(slugs).not.toContain(later.slug);
    await http().get(`/api/blog/${scheduled.slug}`).expect(200);
    expect((await http().get('/rss.xml').expect(200)).text).toContain(scheduled.slug);
  });

  it('keeps an uploaded image private until a public post shows it', async () => {
    const notImage = await http()
      .post('/api/admin/blog-posts/images?lang=es')
      .set(withSession(admin))
      .attach('file', PDF, { filename: 'cover.png', contentType: 'image/png' })
      .expect(415);
    expect(notImage.body.message).toBe(
      'El archivo cover.png no es una imagen: usa PNG, JPEG, GIF o WebP',
    );
    const missing = await http()
      .post('/api/admin/blog-posts/images')
      .set(withSession(admin))
      .field('note', 'x')
      .expect(400);
    expect(missing.body.message).toBe('Choose a file to upload');

    const uploaded = await http()
      .post('/api/admin/blog-posts/images')
      .set(withSession(admin))
      .attach('file', PNG, { filename: 'cover.png' })
      .expect(201);
    const { fileId, preview } = uploaded.body as { fileId: number; preview: string };
    await http()
      .get(preview)
      .set(withSession(admin))
      .expect(200)
      .expect('Content-Type', 'image/png');
    await http().get(preview).set(withSession(client)).expect(404);
    await http().get(`/api/blog/images/${fileId}`).expect(404);

    const noAlt = await create(
      { title: 'With image', content: 'B', featuredImageFileId: fileId },
      'es',
    ).expect(400);
    expect(noAlt.body.message).toBe(
      'Describe la imagen destacada para quienes no pueden verla (texto alternativo)',
    );
    const post = (
      await create({
        title: 'With image',
        content: 'B',
        featuredImageFileId: fileId,
        featuredImageAlt: 'A laptop on a desk',
        published: true,
      }).expect(201)
    ).body as AdminPost;
    expect(post.featuredImage).toBe(`/api/blog/images/${fileId}`);
    const image = await http().get(`/api/blog/images/${fileId}`).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
    const shown = await http().get(`/api/blog/${post.slug}`).expect(200);
    expect(shown.body.featuredImageAlt).toBe('A laptop on a desk');

    await patch(post.id, { published: false }).expect(200);
    await http().get(`/api/blog/images/${fileId}`).expect(404);
  });

  it('reads, updates and deletes one post', async () => {
    const made = (await create({ title: 'To delete', content: 'B' }).expect(201)).body as AdminPost;
    const read = await http().get(`/api/admin/blog-posts/${made.id}`).set(withSession(admin));
    expect(read.status).toBe(200);
    expect(read.body.title).toBe('To delete');
    await patch(made.id, { title: null }).expect(400);
    await http().delete(`/api/admin/blog-posts/${made.id}`).set(withSession(admin)).expect(204);
    await http().get(`/api/admin/blog-posts/${made.id}`).set(withSession(admin)).expect(404);
    await http().delete(`/api/admin/blog-posts/${made.id}`).set(withSession(admin)).expect(404);
  });
});
