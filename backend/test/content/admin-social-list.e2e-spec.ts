import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { SocialMediaContent } from '../../src/modules/content/entities/social-media-content.entity';
import { login, register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

interface AdminPost {
  id: number;
  platform: string;
  content: string;
  status: string;
  draftedByTeam: boolean;
  reviewComment: string | null;
  client: { id: number; name: string };
}

describe('the admins’ list of social posts', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  let admin: string;
  let ana: { id: number; cookie: string };
  let leo: { id: number };

  const list = async (query: string) =>
    (await http().get(`/api/admin/social-media?${query}`).set(withSession(admin)).expect(200))
      .body as { items: AdminPost[]; nextCursor: string | null };
  const contents = (rows: AdminPost[]) => rows.map((row) => row.content);

  beforeAll(async () => {
    t = await startTestApp();
    const password = 'Admin#Password2026';
    await ensureAdmin(em(), { username: 'posts_admin', email: 'posts@agency.example', password });
    admin = (await login(t.app.getHttpServer(), 'posts_admin', password)).cookie;
    const a = await register(t.app.getHttpServer(), { firstName: 'Ana', lastName: 'Quiroga' });
    ana = { id: a.user.id, cookie: a.cookie };
    const l = await register(t.app.getHttpServer(), { firstName: 'Leo', lastName: 'Ferreira' });
    leo = { id: l.user.id };

    const fork = em();
    const post = (
      user: number,
      platform: string,
      content: string,
      status: SocialMediaContent['status'],
      minutesAgo: number,
      draftedByTeam = true,
    ) =>
      fork.create(SocialMediaContent, {
        user: fork.getReference(User, user),
        platform,
        content,
        status,
        draftedByTeam,
        reviewComment: status === 'changes_requested' ? 'Shorter, please' : null,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
        updatedAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    post(ana.id, 'twitter', 'Autumn sale starts Friday', 'awaiting_approval', 30);
    post(ana.id, 'linkedin', 'We are hiring designers', 'changes_requested', 20);
    post(leo.id, 'instagram', 'Fresh bread every morning', 'approved', 10);
    post(leo.id, 'facebook', 'My own note about bread', 'draft', 5, false);
    await fork.flush();
  });
  afterAll(() => t.close());

  it('keeps the list to signed-in admins', async () => {
    await http().get('/api/admin/social-media?q=bread').expect(401);
    await http().get('/api/admin/social-media?q=bread').set(withSession(ana.cookie)).expect(403);
  });

  it('filters team drafts by state, client and origin', async () => {
    expect(contents((await list('origin=team')).items)).toEqual([
      'Fresh bread every morning',
      'We are hiring designers',
      'Autumn sale starts Friday',
    ]);
    expect(contents((await list('origin=client')).items)).toEqual(['My own note about bread']);
    const changes = (await list('status=changes_requested')).items;
    expect(changes).toMatchObject([
      { content: 'We are hiring designers', reviewComment: 'Shorter, please' },
    ]);
    expect(contents((await list(`clientId=${leo.id}&origin=team`)).items)).toEqual([
      'Fresh bread every morning',
    ]);
  });

  it('searches the words and the client’s name', async () => {
    expect(contents((await list('q=bread')).items)).toEqual([
      'My own note about bread',
      'Fresh bread every morning',
    ]);
    expect(contents((await list('q=quiroga%20autumn')).items)).toEqual([
      'Autumn sale starts Friday',
    ]);
    expect((await list('q=100%25')).items).toEqual([]);
  });

  it('sorts by network, state and last change, and pages through the order', async () => {
    expect((await list('sort=platform')).items.map((row) => row.platform)).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'twitter',
    ]);
    expect((await list('sort=-status')).items.map((row) => row.status)).toEqual([
      'draft',
      'changes_requested',
      'awaiting_approval',
      'approved',
    ]);
    expect(contents((await list('sort=updated')).items)[0]).toBe('Autumn sale starts Friday');
    const first = await list('sort=platform&limit=2');
    const second = await list(`sort=platform&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((row) => row.platform)).toEqual(['linkedin', 'twitter']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses an unknown sort or origin in the user’s language', async () => {
    const sort = await http()
      .get('/api/admin/social-media?sort=content&lang=es')
      .set(withSession(admin))
      .expect(400);
    expect(sort.body.message).toEqual(['Esta lista no se puede ordenar de esa forma']);
    const origin = await http()
      .get('/api/admin/social-media?origin=robot')
      .set(withSession(admin))
      .expect(400);
    expect(origin.body.message).toEqual(['origin must be team or client']);
  });
});
