import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { BlogPost } from '../../src/modules/content/entities/blog-post.entity';
import { login, register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

const ADMIN = { username: 'md_admin', email: 'md@agency.example', password: 'Admin#Password2026' };

const BODY = [
  '## Why **speed** matters',
  '',
  'Read [our guide](https://example.com/guide) and *act*.',
  '',
  '- one',
  '- two',
  '',
  '![A harbour at dawn](/images/blog/harbour.jpg)',
  '',
  '<script>alert("x")</script>',
  '',
  '<img src="/x.png" onerror="alert(1)">',
  '',
  '[trap](javascript:alert(1))',
].join('\n');

describe('blog bodies as CommonMark', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  let adminCookie: string;
  let clientCookie: string;

  beforeAll(async () => {
    t = await startTestApp();
    const em = t.app.get(EntityManager).fork();
    await ensureAdmin(em, ADMIN);
    adminCookie = (await login(t.app.getHttpServer(), ADMIN.username, ADMIN.password)).cookie;
    clientCookie = (await register(t.app.getHttpServer())).cookie;
    em.create(BlogPost, {
      title: 'Formatted post',
      slug: 'formatted-post',
      content: BODY,
      contentEs: 'Un texto **en negrita** y [un enlace](/contacto).',
      published: true,
    });
    await em.flush();
  });

  afterAll(async () => {
    await t?.close();
  });

  it("renders a post's body as sanitised HTML on its page", async () => {
    const res = await http().get('/api/blog/formatted-post').expect(200);
    const html = res.body.contentHtml as string;
    expect(html).toContain('<h2>Why <strong>speed</strong> matters</h2>');
    expect(html).toContain(
      '<a href="https://example.com/guide" rel="noopener noreferrer">our guide</a>',
    );
    expect(html).toContain('<em>act</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('alt="A harbour at dawn"');
    expect(html).not.toMatch(/script|onerror|javascript|alert/);
    expect(html).not.toContain('**');
    expect(res.body.contentHtmlEs).toBe(
      '<p>Un texto <strong>en negrita</strong> y <a href="/contacto">un enlace</a>.</p>\n',
    );
  });

  it('summarises bodies as plain text in the list, the page description and the feed', async () => {
    const list = await http().get('/api/blog').expect(200);
    const post = (list.body as { slug: string; summary: string; summaryEs: string }[]).find(
      (item) => item.slug === 'formatted-post',
    )!;
    expect(post.summary.startsWith('Why speed matters Read our guide and act.')).toBe(true);
    expect(post.summaryEs).toBe('Un texto en negrita y un enlace.');
    const feed = await http().get('/rss.xml').expect(200);
    expect(feed.text).toContain('Why speed matters Read our guide and act.');
    expect(feed.text).not.toContain('**');
  });

  it('previews a body for admins only, without an audit entry', async () => {
    const res = await http()
      .post('/api/admin/blog-posts/preview')
      .set(withSession(adminCookie))
      .send({ content: 'Some **bold** <b onclick="x()">text</b>' })
      .expect(200);
    expect(res.body).toEqual({ html: '<p>Some <strong>bold</strong> <b>text</b></p>\n' });
    await http()
      .post('/api/admin/blog-posts/preview')
      .set(withSession(adminCookie))
      .send({ content: 42 })
      .expect(400);
    await http()
      .post('/api/admin/blog-posts/preview')
      .set(withSession(clientCookie))
      .send({ content: 'x' })
      .expect(403);
    const audit = await http()
      .get('/api/admin/audit?action=blog_post.')
      .set(withSession(adminCookie))
      .expect(200);
    expect(audit.body.items).toEqual([]);
  });
});
