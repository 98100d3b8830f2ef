import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { BlogPost } from '../../src/modules/content/entities/blog-post.entity';
import { expectRevalidates, seedDemoData } from '../support/public-reads';
import { startTestApp, type TestApp } from '../support/test-app';

interface PublicPost {
  id: number;
  slug: string;
  title: string;
  content: string;
  contentEs: string | null;
  createdAt: string;
  author: { firstName: string | null; lastName: string | null } | null;
}

const FIELDS = [
  'id',
  'slug',
  'title',
  'titleEs',
  'content',
  'contentEs',
  'excerpt',
  'excerptEs',
  'featuredImage',
  'featuredImageAlt',
  'featuredImageAltEs',
  'createdAt',
  'publishedAt',
  'author',
  'summary',
  'summaryEs',
].sort();

/** The body markup the blog page renders. */
const BODY_RULES: Record<string, RegExp> = {
  'paragraphs separated by blank lines': /\S\n\n\S/,
  'level 1 heading': /^# \S/m,
  'level 2 heading': /^## \S/m,
  'level 3 heading': /^### \S/m,
  'level 4 heading': /^#### \S/m,
  'bullet list': /^- \S/m,
  'numbered list': /^\d+\. \S/m,
};

describe('public blog', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const em = () => t.app.get(EntityManager).fork();
  let draft: BlogPost;

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    await seedDemoData(t);
    draft = await em().findOneOrFail(BlogPost, { published: false });
  });
  afterAll(() => t.close());

  describe('GET /api/blog', () => {
    it('lists published posts only, newest first', async () => {
      const res = await http.get('/api/blog').expect(200);
      const posts = res.body as PublicPost[];
      const published = await em().find(
        BlogPost,
        { published: true },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      );
      expect(published.length).toBeGreaterThanOrEqual(2);
      expect(posts.map((post) => post.slug)).toEqual(published.map((post) => post.slug));
      expect(posts.map((post) => post.slug)).not.toContain(draft.slug);
      expect(res.text).not.toContain(draft.title);
      const times = posts.map((post) => Date.parse(post.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("answers each post's public fields and its author's name only", async () => {
      const res = await http.get('/api/blog').expect(200);
      const admin = await em().findOneOrFail(User, { username: 'tbadmin' });
      for (const post of res.body as PublicPost[]) {
        expect(Object.keys(post).sort()).toEqual(FIELDS);
        expect(post.author).toEqual({ firstName: admin.firstName, lastName: admin.lastName });
        expect(post.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      }
      expect(res.text).not.toMatch(/tbadmin|admin@terrabridge|passwordHash|"published"/);
    });

    it('carries bodies that use every rule of the blog markup, in both languages', async () => {
      const posts = (await http.get('/api/blog').expect(200)).body as PublicPost[];
      for (const [rule, pattern] of Object.entries(BODY_RULES)) {
        expect({ rule, en: posts.some((p) => pattern.test(p.content)) }).toEqual({
          rule,
          en: true,
        });
        expect({ rule, es: posts.some((p) => pattern.test(p.contentEs ?? '')) }).toEqual({
          rule,
          es: true,
        });
      }
    });

    it('is cacheable and revalidates with an ETag', async () => {
      await expectRevalidates(http, '/api/blog');
    });
  });

  describe('GET /api/blog/{slug}', () => {
    it('answers a published post by its slug', async () => {
      const list = (await http.get('/api/blog').expect(200)).body as PublicPost[];
      const res = await http.get(`/api/blog/${list[1].slug}`).expect(200);
      // The list's fields, and the body rendered for the post's own page.
      const { contentHtml, contentHtmlEs, ...fields } = res.body as PublicPost & {
        contentHtml: string;
        contentHtmlEs: string | null;
      };
      expect(fields).toEqual(list[1]);
      expect(contentHtml).toMatch(/^<(p|h2)>/);
      expect(contentHtmlEs === null || contentHtmlEs.startsWith('<')).toBe(true);
      await expectRevalidates(http, `/api/blog/${list[1].slug}`);
    });

    it('answers drafts and unknown slugs alike: 404, in the request language', async () => {
      for (const slug of [draft.slug, 'no-such-post', 'a'.repeat(200)]) {
        const res = await http.get(`/api/blog/${slug}`).expect(404);
        expect(res.body).toEqual({
          statusCode: 404,
          message: 'Blog post not found',
          error: 'Not Found',
        });
      }
      const spanish = await http
        .get(`/api/blog/${draft.slug}`)
        .set('Accept-Language', 'es')
        .expect(404);
      expect(spanish.body.message).toBe('Artículo no encontrado');
    });

    it('answers a malformed slug with 400, never a lookup or a 500', async () => {
      const bad = [
        'Practical-AI',
        'under_score',
        'double--hyphen',
        '-leading',
        'trailing-',
        'with%20space',
        'a.b',
        '%C3%B1and%C3%BA',
        "quote'",
        'a'.repeat(201),
      ];
      for (const slug of bad) {
        const res = await http.get(`/api/blog/${slug}`).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          message:
            'The slug may only contain lowercase letters, numbers and single hyphens (at most 200 characters)',
          error: 'Bad Request',
        });
      }
      const spanish = await http.get('/api/blog/Bad_Slug?lang=es').expect(400);
      expect(spanish.body.message).toMatch(/^El slug solo puede contener letras minúsculas/);
    });
  });

  describe('cache', () => {
    it('shows a post once it is published, and hides it again when withdrawn', async () => {
      const list = await http.get('/api/blog').expect(200);
      await http.get(`/api/blog/${draft.slug}`).expect(404);

      const e = em();
      const post = await e.findOneOrFail(BlogPost, draft.id);
      post.published = true;
      post.createdAt = new Date();
      await e.flush();
      const published = await http.get(`/api/blog/${draft.slug}`).expect(200);
      expect(published.body.title).toBe(draft.title);
      const newList = await http.get('/api/blog').set('If-None-Match', list.headers.etag);
      expect(newList.status).toBe(200);
      expect(newList.body[0].slug).toBe(draft.slug);

      post.published = false;
      await e.flush();
      await http.get(`/api/blog/${draft.slug}`).expect(404);
      expect((await http.get('/api/blog').expect(200)).body).not.toContainEqual(
        expect.objectContaining({ slug: draft.slug }),
      );
    });

    it("follows a change of the author's name", async () => {
      const [first] = (await http.get('/api/blog').expect(200)).body as PublicPost[];
      await http.get(`/api/blog/${first.slug}`).expect(200);
      const e = em();
      const admin = await e.findOneOrFail(User, { username: 'tbadmin' });
      admin.lastName = 'Renamed';
      await e.flush();
      const detail = await http.get(`/api/blog/${first.slug}`).expect(200);
      expect(detail.body.author.lastName).toBe('Renamed');
      const [again] = (await http.get('/api/blog').expect(200)).body as PublicPost[];
      expect(again.author?.lastName).toBe('Renamed');
    });

    it('answers a post without an author with author null', async () => {
      const e = em();
      const post = e.create(BlogPost, {
        slug: 'anonymous-note',
        title: 'Anonymous note',
        content: 'No byline.',
        published: true,
      });
      await e.flush();
      const res = await http.get('/api/blog/anonymous-note').expect(200);
      expect(res.body).toMatchObject({
        slug: 'anonymous-note',
        titleEs: null,
        contentEs: null,
        featuredImage: null,
        author: null,
      });
      await e.remove(post).flush();
      await http.get('/api/blog/anonymous-note').expect(404);
    });
  });
});
