import { type Server, request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';

import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { User } from '../../src/modules/auth/entities/user.entity';
import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { Project, type ProjectStatus } from '../../src/modules/projects/entities/project.entity';
import { ProjectUpdate } from '../../src/modules/projects/entities/project-update.entity';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login, register, withSession } from '../support/accounts';
import { eventually, startTestApp, type TestApp } from '../support/test-app';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** The start of a Windows executable: 'MZ', a DOS stub with NUL bytes. */
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$\x00\x00\x00', 'latin1'),
]);

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
interface Summary {
  id: number;
  title: string;
  status: ProjectStatus;
  progress: number | null;
  nextMilestone: { id: number; title: string } | null;
  lastUpdateAt: string | null;
}
interface Attachment {
  fileId: number;
  name: string;
  url: string;
  contentType: string;
  size: number;
}
interface Comment {
  id: number;
  content: string;
  author: { id: number; team: boolean } | null;
  attachments: Attachment[];
}

describe('client portal projects API', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  let admin: { cookie: string; id: number };
  let owner: { cookie: string; id: number };
  let other: { cookie: string; id: number };
  let ownProjects: Project[];
  let main: Project;
  let othersProject: Project;

  async function createProject(
    clientId: number,
    title: string,
    status: ProjectStatus,
    createdAt: Date,
  ): Promise<Project> {
    const fork = em();
    const project = fork.create(Project, {
      title,
      titleEs: `${title} (es)`,
      description: `About ${title}`,
      client: fork.getReference(User, clientId),
      status,
      createdAt,
    });
    await fork.flush();
    return project;
  }

  beforeAll(async () => {
    t = await startTestApp({ COMMENT_DIGEST_WINDOW_SECONDS: '3' });
    await ensureAdmin(em(), {
      username: 'portal_admin',
      email: 'team@agency.example',
      password: 'Admin#Password2026',
    });
    const signedIn = await login(t.app.getHttpServer(), 'portal_admin', 'Admin#Password2026');
    admin = { cookie: signedIn.cookie, id: signedIn.user.id };
    const a = await register(t.app.getHttpServer(), { language: 'es', firstName: 'Lucía' });
    owner = { cookie: a.cookie, id: a.user.id };
    const b = await register(t.app.getHttpServer());
    other = { cookie: b.cookie, id: b.user.id };

    const statuses: ProjectStatus[] = ['pending', 'planning', 'in_progress', 'review', 'completed'];
    ownProjects = [];
    for (const [index, status] of statuses.entries())
      ownProjects.push(
        await createProject(
          owner.id,
          `Own ${status}`,
          status,
          new Date(Date.UTC(2026, 0, index + 1)),
        ),
      );
    main = ownProjects[2];
    othersProject = await createProject(other.id, 'Someone else', 'in_progress', new Date());
  });
  afterAll(() => t.close());

  describe('admin milestones and updates', () => {
    it('creates, edits, reorders and completes milestones', async () => {
      const ids: number[] = [];
      for (const title of ['Discovery', 'Design', 'Build']) {
        const res: request.Response = await http()
          .post(`/api/admin/projects/${main.id}/milestones`)
          .set(withSession(admin.cookie))
          .send({ title, titleEs: `${title} ES`, dueDate: '2020-01-31' })
          .expect(201);
        expect(res.body).toMatchObject({
          title,
          status: 'pending',
          overdue: true,
          completedAt: null,
        });
        ids.push(res.body.id as number);
      }
      const edited = await http()
        .patch(`/api/admin/projects/${main.id}/milestones/${ids[2]}`)
        .set(withSession(admin.cookie))
        .send({ description: 'Code it', dueDate: '2999-12-31', status: 'in_progress' })
        .expect(200);
      expect(edited.body).toMatchObject({
        description: 'Code it',
        status: 'in_progress',
        overdue: false,
      });

      await http()
        .patch(`/api/admin/projects/${main.id}/milestones/${ids[2]}`)
        .set(withSession(admin.cookie))
        .send({ title: '   ' })
        .expect(400);
      await http()
        .patch(`/api/admin/projects/${main.id}/milestones/${ids[2]}`)
        .set(withSession(admin.cookie))
        .send({ dueDate: '2026-02-30' })
        .expect(400);

      const reordered = await http()
        .put(`/api/admin/projects/${main.id}/milestones/order`)
        .set(withSession(admin.cookie))
        .send({ milestoneIds: [ids[2], ids[0], ids[1]] })
        .expect(200);
      expect((reordered.body as { id: number }[]).map((m) => m.id)).toEqual([
        ids[2],
        ids[0],
        ids[1],
      ]);

      const done = await http()
        .post(`/api/admin/projects/${main.id}/milestones/${ids[2]}/complete`)
        .set(withSession(admin.cookie))
        .expect(200);
      expect(done.body.status).toBe('completed');
      expect(typeof done.body.completedAt).toBe('string');

      const detail = await http()
        .get(`/api/user/projects/${main.id}`)
        .set(withSession(owner.cookie))
        .expect(200);
      expect((detail.body.milestones as { id: number }[]).map((m) => m.id)).toEqual([
        ids[2],
        ids[0],
        ids[1],
      ]);
      expect(detail.body.nextMilestone.id).toBe(ids[0]);
    });

    it('refuses an order that does not name every milestone once', async () => {
      const res = await http()
        .put(`/api/admin/projects/${main.id}/milestones/order`)
        .set(withSession(admin.cookie))
        .set('Accept-Language', 'es')
        .send({ milestoneIds: [1] })
        .expect(400);
      expect(JSON.stringify(res.body)).toContain('exactamente una vez');
    });

    it('answers 404 for a milestone of another project and for a missing project', async () => {
      const other = await http()
        .post(`/api/admin/projects/${othersProject.id}/milestones`)
        .set(withSession(admin.cookie))
        .send({ title: 'Elsewhere' })
        .expect(201);
      await http()
        .patch(`/api/admin/projects/${main.id}/milestones/${other.body.id}`)
        .set(withSession(admin.cookie))
        .send({ title: 'Moved?' })
        .expect(404);
      await http()
        .post('/api/admin/projects/999999/milestones')
        .set(withSession(admin.cookie))
        .send({ title: 'Nowhere' })
        .expect(404);
    });

    it('keeps a plan to 100 milestones, read whole', async () => {
      const client = await register(t.app.getHttpServer());
      const project = await createProject(client.user.id, 'Long plan', 'planning', new Date());
      await em().execute(
        `insert into project_milestones (project_id, title, sort_order, status)
         select ?, 'Step ' || n, n, 'pending' from generate_series(0, 98) as n`,
        [project.id],
      );
      await http()
        .post(`/api/admin/projects/${project.id}/milestones`)
        .set(withSession(admin.cookie))
        .send({ title: 'The hundredth' })
        .expect(201);
      const refused = await http()
        .post(`/api/admin/projects/${project.id}/milestones`)
        .set(withSession(admin.cookie))
        .set('Accept-Language', 'es')
        .send({ title: 'One too many' })
        .expect(409);
      expect(JSON.stringify(refused.body)).toContain('como máximo 100 hitos');
      const detail = await http()
        .get(`/api/user/projects/${project.id}`)
        .set(withSession(client.cookie))
        .expect(200);
      expect(detail.body.milestones).toHaveLength(100);
      expect(detail.body.milestones[99].title).toBe('The hundredth');
    });

    it('is for admins only', async () => {
      await http()
        .post(`/api/admin/projects/${main.id}/milestones`)
        .set(withSession(owner.cookie))
        .send({ title: 'Mine' })
        .expect(403);
      await http()
        .post(`/api/admin/projects/${main.id}/updates`)
        .set(withSession(owner.cookie))
        .send({ content: 'Mine' })
        .expect(403);
    });

    it('posts public and internal updates; the client sees only the public ones', async () => {
      const internal = await http()
        .post(`/api/admin/projects/${main.id}/updates`)
        .set(withSession(admin.cookie))
        .field('content', 'Internal: budget is tight')
        .field('isPublic', 'false')
        .attach('files', PDF, { filename: 'budget.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(internal.body).toMatchObject({
        isPublic: false,
        author: { id: admin.id, team: true },
      });
      const publicUpdate = await http()
        .post(`/api/admin/projects/${main.id}/updates`)
        .set(withSession(admin.cookie))
        .field('content', 'Designs are ready')
        .field('contentEs', 'Los diseños están listos')
        .attach('files', PNG, { filename: 'mockup.png', contentType: 'image/png' })
        .expect(201);
      expect(publicUpdate.body.attachments).toEqual([
        expect.objectContaining({ name: 'mockup.png', contentType: 'image/png', size: PNG.length }),
      ]);
      // The internal note is the newest, so the client's last update is the public one.
      await em().nativeUpdate(
        ProjectUpdate,
        { id: internal.body.id },
        { createdAt: new Date(Date.now() + 60_000) },
      );

      const asClient = await http()
        .get(`/api/user/projects/${main.id}`)
        .set(withSession(owner.cookie))
        .expect(200);
      expect((asClient.body.updates.items as { id: number }[]).map((u) => u.id)).toEqual([
        publicUpdate.body.id,
      ]);
      expect(asClient.body.lastUpdateAt).toBe(publicUpdate.body.createdAt);
      const asAdmin = await http()
        .get(`/api/user/projects/${main.id}`)
        .set(withSession(admin.cookie))
        .expect(200);
      expect((asAdmin.body.updates.items as { id: number }[]).map((u) => u.id)).toEqual([
        internal.body.id,
        publicUpdate.body.id,
      ]);

      // The internal update's file is the admins' only.
      const internalFile = (internal.body.attachments as Attachment[])[0];
      await http().get(internalFile.url).set(withSession(owner.cookie)).expect(404);
      await http().get(internalFile.url).set(withSession(admin.cookie)).expect(200);
      const publicFile = (publicUpdate.body.attachments as Attachment[])[0];
      await http().get(publicFile.url).set(withSession(owner.cookie)).expect(200);

      const clientFiles = await http()
        .get(`/api/user/projects/${main.id}/files`)
        .set(withSession(owner.cookie))
        .expect(200);
      expect((clientFiles.body.items as { id: number }[]).map((f) => f.id)).toEqual([
        publicFile.fileId,
      ]);
      const adminFiles = await http()
        .get(`/api/user/projects/${main.id}/files`)
        .set(withSession(admin.cookie))
        .expect(200);
      expect((adminFiles.body.items as { id: number }[]).map((f) => f.id)).toEqual([
        publicFile.fileId,
        internalFile.fileId,
      ]);
    });
  });

  describe('GET /api/user/projects', () => {
    it('walks every own project once, newest first, with the one progress rule', async () => {
      const seen: Summary[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: request.Response = await http()
          .get('/api/user/projects')
          .query({ limit: 2, ...(cursor ? { cursor } : {}) })
          .set(withSession(owner.cookie))
          .expect(200);
        const body = res.body as Page<Summary>;
        expect(body.items.length).toBeLessThanOrEqual(2);
        seen.push(...body.items);
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen.map((p) => p.id)).toEqual([...ownProjects].reverse().map((p) => p.id));
      // The project with a plan shows the share of its milestones done; the others their status.
      const plan = (
        await http().get(`/api/user/projects/${main.id}`).set(withSession(owner.cookie)).expect(200)
      ).body.milestones as { status: string }[];
      expect(plan.length).toBeGreaterThan(0);
      const done = plan.filter((milestone) => milestone.status === 'completed').length;
      expect(Object.fromEntries(seen.map((p) => [p.status, p.progress]))).toEqual({
        pending: 0,
        planning: 20,
        in_progress: Math.floor((done / plan.length) * 100),
        review: 80,
        completed: 100,
      });
      const withPlan = seen.find((p) => p.id === main.id)!;
      expect(withPlan.nextMilestone?.title).toBe('Discovery');
      expect(withPlan.lastUpdateAt).not.toBeNull();
    });

    it('never lists another client’s project', async () => {
      const res = await http().get('/api/user/projects').set(withSession(other.cookie)).expect(200);
      expect((res.body as Page<Summary>).items.map((p) => p.id)).toEqual([othersProject.id]);
    });

    it('refuses a malformed cursor or limit with 400', async () => {
      await http()
        .get('/api/user/projects')
        .query({ cursor: 'not a cursor!' })
        .set(withSession(owner.cookie))
        .expect(400);
      await http()
        .get('/api/user/projects')
        .query({ cursor: Buffer.from('x1').toString('base64url') })
        .set(withSession(owner.cookie))
        .expect(400);
      await http()
        .get('/api/user/projects')
        .query({ limit: 0 })
        .set(withSession(owner.cookie))
        .expect(400);
    });

    it('needs a session', async () => {
      await http().get('/api/user/projects').expect(401);
      await http().get(`/api/user/projects/${main.id}`).expect(401);
    });
  });

  describe('comments and files', () => {
    let png: Attachment;
    let pdf: Attachment;

    it('takes a comment with a PNG and a PDF, checked by content', async () => {
      const res = await http()
        .post(`/api/user/projects/${main.id}/comments`)
        .set(withSession(owner.cookie))
        .field('content', '  Here are our logo and brief  ')
        .attach('files', PNG, { filename: 'logo.png', contentType: 'image/png' })
        .attach('files', PDF, {
          filename: 'brief ñandú.pdf',
          contentType: 'application/octet-stream',
        })
        .expect(201);
      const comment = res.body as Comment;
      expect(comment).toMatchObject({
        content: 'Here are our logo and brief',
        author: { id: owner.id, team: false },
      });
      [png, pdf] = comment.attachments;
      expect(png).toMatchObject({ name: 'logo.png', contentType: 'image/png', size: PNG.length });
      expect(pdf).toMatchObject({ name: 'brief ñandú.pdf', contentType: 'application/pdf' });
    });

    it('serves a file as a download with safe headers, to the client and admins', async () => {
      const res = await http().get(pdf.url).set(withSession(owner.cookie)).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="brief _and_.pdf"; filename*=UTF-8''brief%20%C3%B1and%C3%BA.pdf`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toContain('private');
      expect(Buffer.from(res.body as Buffer).equals(PDF)).toBe(true);
      await http().get(pdf.url).set(withSession(admin.cookie)).expect(200);
    });

    it('previews an image inline only when asked, never another type', async () => {
      const image = await http()
        .get(`${png.url}?inline=1`)
        .set(withSession(owner.cookie))
        .expect(200);
      expect(image.headers['content-disposition']).toMatch(/^inline; /);
      expect(image.headers['content-type']).toBe('image/png');
      const download = await http().get(png.url).set(withSession(owner.cookie)).expect(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment; /);
      const notImage = await http()
        .get(`${pdf.url}?inline=1`)
        .set(withSession(owner.cookie))
        .expect(200);
      expect(notImage.headers['content-disposition']).toMatch(/^attachment; /);
    });

    it('refuses a renamed executable and keeps nothing of that comment', async () => {
      const before = await http()
        .get(`/api/user/projects/${main.id}/comments`)
        .set(withSession(owner.cookie))
        .expect(200);
      const res = await http()
        .post(`/api/user/projects/${main.id}/comments`)
        .set(withSession(owner.cookie))
        .set('Accept-Language', 'en')
        .field('content', 'Our photo')
        .attach('files', EXE, { filename: 'photo.png', contentType: 'image/png' })
        .expect(415);
      expect(JSON.stringify(res.body)).toContain('photo.png is not an allowed type');
      const after = await http()
        .get(`/api/user/projects/${main.id}/comments`)
        .set(withSession(owner.cookie))
        .expect(200);
      expect(after.body.items).toEqual(before.body.items);
    });

    it('refuses a file over 10 MB with 413 and a clear message', async () => {
      const res = await http()
        .post(`/api/user/projects/${main.id}/comments`)
        .set(withSession(owner.cookie))
        .set('Accept-Language', 'es')
        .field('content', 'A big one')
        .attach('files', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 'big.txt')
        .expect(413);
      expect(JSON.stringify(res.body)).toContain('Cada archivo puede pesar como máximo 10 MB');
    });

    it('refuses more than 5 files at once', async () => {
      let upload = http()
        .post(`/api/user/projects/${main.id}/comments`)
        .set(withSession(owner.cookie))
        .field('content', 'Many files');
      for (let i = 0; i < 6; i++)
        upload = upload.attach('files', PNG, { filename: `p${i}.png`, contentType: 'image/png' });
      const res = await upload.expect(400);
      expect(JSON.stringify(res.body)).toContain('at most 5 files');
    });

    it('refuses an empty or too long message', async () => {
      await http()
        .post(`/api/user/projects/${main.id}/comments`)
        .set(withSession(owner.cookie))
        .send({ content: '   ' })
        .expect(400);
      await http()
        .post(`/api/user/projects/${main.id}/comments`)
        .set(withSession(owner.cookie))
        .send({ content: 'x'.repeat(5001) })
        .expect(400);
    });

    it('answers 404 to another client for every id: project, updates, comments, files', async () => {
      for (const path of [
        `/api/user/projects/${main.id}`,
        `/api/user/projects/${main.id}/updates`,
        `/api/user/projects/${main.id}/comments`,
        `/api/user/projects/${main.id}/files`,
        png.url,
        pdf.url,
      ]) {
        const res = await http().get(path).set(withSession(other.cookie));
        expect([path, res.status]).toEqual([path, 404]);
      }
      await http()
        .post(`/api/user/projects/${main.id}/comments`)
        .set(withSession(other.cookie))
        .send({ content: 'Let me in' })
        .expect(404);
      await http().get('/api/files/999999').set(withSession(owner.cookie)).expect(404);
    });

    it('lets an admin read and answer on any project', async () => {
      const res = await http()
        .post(`/api/user/projects/${main.id}/comments`)
        .set(withSession(admin.cookie))
        .send({ content: 'Thanks, received' })
        .expect(201);
      expect(res.body.author).toMatchObject({ id: admin.id, team: true });
      const list = await http()
        .get(`/api/user/projects/${main.id}/comments`)
        .set(withSession(owner.cookie))
        .expect(200);
      expect((list.body as Page<Comment>).items[0].content).toBe('Thanks, received');
    });

    it('pages the conversation newest first, every comment once', async () => {
      for (let i = 0; i < 5; i++)
        await http()
          .post(`/api/user/projects/${main.id}/comments`)
          .set(withSession(owner.cookie))
          .send({ content: `Note ${i}` })
          .expect(201);
      const all = await em().execute<{ id: number }[]>(
        'select id from project_comments where project_id = ? order by created_at desc, id desc',
        [main.id],
      );
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const res: request.Response = await http()
          .get(`/api/user/projects/${main.id}/comments`)
          .query({ limit: 3, ...(cursor ? { cursor } : {}) })
          .set(withSession(owner.cookie))
          .expect(200);
        seen.push(...(res.body as Page<Comment>).items.map((c) => c.id));
        cursor = (res.body as Page<Comment>).nextCursor;
      } while (cursor);
      expect(seen).toEqual(all.map((row) => row.id));
    });

    it('shows an update and a comment on the project page and in their lists as posted', async () => {
      const update = await http()
        .post(`/api/admin/projects/${main.id}/updates`)
        .set(withSession(admin.cookie))
        .field('content', 'Staging is ready for review')
        .field('contentEs', 'El sitio de pruebas está listo para que lo revises')
        .attach('files', PDF, { filename: 'review notes.pdf', contentType: 'application/pdf' })
        .expect(201);
      const comment = await http()
        .post(`/api/user/projects/${main.id}/comments`)
        .set(withSession(owner.cookie))
        .field('content', 'Looking at it today')
        .attach('files', PNG, { filename: 'staging.png', contentType: 'image/png' })
        .expect(201);
      expect(comment.body.author).toEqual({ id: owner.id, name: 'Lucía Rodríguez', team: false });

      const get = (path: string) =>
        http()
          .get(`/api/user/projects/${main.id}${path}`)
          .set(withSession(owner.cookie))
          .expect(200);
      const detail = await get('');
      expect(detail.body.updates.items[0]).toEqual(update.body);
      expect(detail.body.comments.items[0]).toEqual(comment.body);
      expect((await get('/updates')).body.items[0]).toEqual(update.body);
      expect((await get('/comments')).body.items[0]).toEqual(comment.body);
    });
  });

  describe('comment digest mail', () => {
    const mailsTo = (to: string, title: string) =>
      em().find(MailOutbox, {
        to,
        kind: 'projects.comment-digest',
        subject: { $like: `%${title}%` },
      });

    it('mails the team one digest of several client comments, and the client one in Spanish', async () => {
      const client = await register(t.app.getHttpServer(), { language: 'es', firstName: 'Ana' });
      const project = await createProject(client.user.id, 'Digest site', 'in_progress', new Date());
      for (const text of ['Primera idea', 'Segunda idea', 'Tercera idea'])
        await http()
          .post(`/api/user/projects/${project.id}/comments`)
          .set(withSession(client.cookie))
          .send({ content: text })
          .expect(201);
      for (const text of ['We will look at them', 'Call on Monday?'])
        await http()
          .post(`/api/user/projects/${project.id}/comments`)
          .set(withSession(admin.cookie))
          .send({ content: text })
          .expect(201);

      const [teamMail] = await eventually(async () => {
        const mails = await mailsTo('team@agency.example', 'Digest site');
        return mails.length > 0 && mails;
      });
      expect(teamMail.language).toBe('en');
      expect(teamMail.subject).toBe('3 new messages on “Digest site”');
      for (const text of ['Primera idea', 'Segunda idea', 'Tercera idea'])
        expect(teamMail.text).toContain(text);
      expect(teamMail.text).not.toContain('Call on Monday?');

      const [clientMail] = await eventually(async () => {
        const mails = await mailsTo(client.account.email, 'Digest site (es)');
        return mails.length > 0 && mails;
      });
      expect(clientMail.language).toBe('es');
      expect(clientMail.subject).toBe('2 mensajes nuevos en «Digest site (es)»');
      expect(clientMail.text).toContain('Hola Ana');
      expect(clientMail.text).toContain('Call on Monday?');
      expect(clientMail.text).not.toContain('Primera idea');

      // Both digests are done: nothing more is due, and each side got exactly one mail.
      await eventually(async () => {
        const due = await em().execute<{ n: string }[]>(
          'select count(*) as n from project_comment_digests where project_id = ? and due_at is not null',
          [project.id],
        );
        return Number(due[0].n) === 0;
      });
      expect(await mailsTo('team@agency.example', 'Digest site')).toHaveLength(1);
      expect(await mailsTo(client.account.email, 'Digest site')).toHaveLength(1);

      // A later comment waits for the window after the last digest, then comes alone.
      await http()
        .post(`/api/user/projects/${project.id}/comments`)
        .set(withSession(client.cookie))
        .send({ content: 'Cuarta idea' })
        .expect(201);
      const [row] = await em().execute<{ due: boolean }[]>(
        `select due_at >= last_sent_at + interval '3 seconds' as due from project_comment_digests
         where project_id = ? and recipient = 'team'`,
        [project.id],
      );
      expect(row.due).toBe(true);
      const mails = await eventually(async () => {
        const found = await mailsTo('team@agency.example', 'Digest site');
        return found.length === 2 && found;
      });
      const second = mails.find((mail) => mail.id !== teamMail.id)!;
      expect(second.subject).toBe('New message on “Digest site”');
      expect(second.text).toContain('Cuarta idea');
      expect(second.text).not.toContain('Primera idea');
    });
  });

  describe('limits per account', () => {
    it('takes a conversation’s pace but stops a flood of comments, from that account only', async () => {
      const client = await register(t.app.getHttpServer(), { language: 'es' });
      const project = await createProject(client.user.id, 'Busy thread', 'in_progress', new Date());
      const post = (cookie: string, content: string) =>
        http()
          .post(`/api/user/projects/${project.id}/comments`)
          .set(withSession(cookie))
          .set('Accept-Language', 'es')
          .send({ content });
      for (let i = 0; i < 30; i++) await post(client.cookie, `Mensaje ${i}`).expect(201);

      const refused = await post(client.cookie, 'Uno más').expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.stringify(refused.body)).toContain('Demasiados intentos');
      const [{ count }] = await em().execute<{ count: string }[]>(
        'select count(*) from project_comments where project_id = ?',
        [project.id],
      );
      expect(Number(count)).toBe(30);
      // The team, on the same project and from the same address, still answers.
      await post(admin.cookie, 'We are on it').expect(201);
    });

    it('closes the connection after refusing a file as too large, instead of reading the rest', async () => {
      const client = await register(t.app.getHttpServer());
      const project = await createProject(client.user.id, 'Huge file', 'in_progress', new Date());
      const server = t.app.getHttpServer() as Server;
      if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const { port } = server.address() as AddressInfo;
      const declared = 40 * 1024 * 1024;
      const outcome = await new Promise<{ answer: string; closed: boolean; sent: number }>(
        (resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          let answer = '';
          let sent = 0;
          let answered = false;
          const finish = (closed: boolean) => {
            clearTimeout(timer);
            socket.destroy();
            resolve({ answer, closed, sent });
          };
          // Long enough for the server to end the connection; without that it would wait for the
          // rest of the body for minutes.
          let timer: NodeJS.Timeout = setTimeout(() => finish(false), 60_000);
          socket.on('data', (data) => {
            answer += data.toString('latin1');
            if (!answered && answer.includes('\r\n\r\n')) {
              answered = true;
              clearTimeout(timer);
              timer = setTimeout(() => finish(false), 5_000);
            }
          });
          socket.on('end', () => finish(true));
          socket.on('close', () => finish(true));
          socket.on('error', (error: NodeJS.ErrnoException) =>
            error.code === 'ECONNRESET' || error.code === 'EPIPE' ? finish(true) : reject(error),
          );
          socket.on('connect', () => {
            const cookie = withSession(client.cookie);
            socket.write(
              [
                `POST /api/user/projects/${project.id}/comments HTTP/1.1`,
                `Host: 127.0.0.1:${port}`,
                `Cookie: ${cookie.Cookie}`,
                `Sec-Fetch-Site: same-origin`,
                'Content-Type: multipart/form-data; boundary=x',
                `Content-Length: ${declared}`,
                '',
                '--x',
                'Content-Disposition: form-data; name="files"; filename="huge.pdf"',
                'Content-Type: application/pdf',
                '',
                '',
              ].join('\r\n'),
            );
            // The file, past the 10 MB limit, until the server answers (then no more).
            const chunk = Buffer.alloc(64 * 1024, 0x41);
            const pump = () => {
              while (!answered && sent < 12 * 1024 * 1024) {
                sent += chunk.length;
                if (!socket.write(chunk)) return void socket.once('drain', pump);
              }
            };
            pump();
          });
        },
      );
      expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(outcome.answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(outcome.closed).toBe(true);
      expect(outcome.sent).toBeLessThan(declared);
    });

    it('refuses an upload over the hourly allowance before reading its body', async () => {
      const client = await register(t.app.getHttpServer());
      const project = await createProject(client.user.id, 'Big upload', 'in_progress', new Date());
      const server = t.app.getHttpServer() as Server;
      if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const address = server.address() as AddressInfo;
      // Only the headers are sent: an answer proves the body was never waited for.
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port: address.port,
          method: 'POST',
          path: `/api/user/projects/${project.id}/comments`,
          headers: {
            ...withSession(client.cookie),
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(260 * 1024 * 1024),
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', reject);
        req.flushHeaders();
      });
      expect(status).toBe(429);
    });
  });
});
