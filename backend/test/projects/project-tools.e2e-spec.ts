import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { login, register, withSession } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

/** A real 1×1 PNG and a minimal PDF: the server checks the bytes, not the names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

interface Attachment {
  name: string;
  url: string;
  contentType: string | null;
}

describe('project progress everywhere, and the team tools of a project', () => {
  let t: TestApp;
  let admin: string;
  let owner: { cookie: string; id: number };
  let stranger: { cookie: string; id: number };
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    await ensureAdmin(t.app.get(EntityManager).fork(), {
      username: 'tools_admin',
      email: 'tools-team@agency.example',
      password: 'Admin#Password2026',
    });
    admin = (await login(t.app.getHttpServer(), 'tools_admin', 'Admin#Password2026')).cookie;
    const a = await register(t.app.getHttpServer());
    owner = { cookie: a.cookie, id: a.user.id };
    const b = await register(t.app.getHttpServer());
    stranger = { cookie: b.cookie, id: b.user.id };
  });
  afterAll(() => t.close());

  const createProject = async (title: string, status: string) =>
    (
      await http()
        .post('/api/projects')
        .set(withSession(admin))
        .send({ title, clientId: owner.id, status })
        .expect(201)
    ).body as { id: number };

  const addMilestone = async (projectId: number, body: Record<string, unknown>) =>
    (
      await http()
        .post(`/api/admin/projects/${projectId}/milestones`)
        .set(withSession(admin))
        .send(body)
        .expect(201)
    ).body as { id: number; description: string | null; descriptionEs: string | null };

  describe('progress', () => {
    let planned: number;
    let plain: number;

    beforeAll(async () => {
      // Marked completed, yet one milestone of four is done: the milestones decide.
      planned = (await createProject('Planned by milestones', 'completed')).id;
      const ids = [];
      for (const title of ['One', 'Two', 'Three', 'Four'])
        ids.push((await addMilestone(planned, { title })).id);
      await http()
        .post(`/api/admin/projects/${planned}/milestones/${ids[0]}/complete`)
        .set(withSession(admin))
        .expect(200);
      plain = (await createProject('No plan yet', 'review')).id;
    });

    const progressIn = (items: { id: number; progress: number | null }[]) =>
      Object.fromEntries(
        items
          .filter((item) => item.id === planned || item.id === plain)
          .map((item) => [item.id, item.progress]),
      );

    it('is the same figure on every endpoint that shows it', async () => {
      const expected = { [planned]: 25, [plain]: 80 };
      const get = async (path: string, cookie: string) =>
        (await http().get(path).set(withSession(cookie)).expect(200)).body;

      expect(progressIn((await get('/api/user/projects', owner.cookie)).items)).toEqual(expected);
      expect((await get(`/api/user/projects/${planned}`, owner.cookie)).progress).toBe(25);
      expect((await get(`/api/user/projects/${plain}`, owner.cookie)).progress).toBe(80);
      expect(progressIn((await get('/api/user/overview', owner.cookie)).recentProjects)).toEqual(
        expected,
      );
      expect(
        progressIn((await get('/api/user/analytics/projects', owner.cookie)).projects),
      ).toEqual(expected);
      expect(
        progressIn((await get(`/api/admin/projects?clientId=${owner.id}`, admin)).items),
      ).toEqual(expected);
      expect((await get(`/api/admin/projects/${planned}`, admin)).progress).toBe(25);
    });

    it('follows the milestones as they are completed', async () => {
      const detail = (await http().get(`/api/admin/projects/${planned}`).set(withSession(admin)))
        .body as { milestones: { id: number; status: string }[] };
      for (const milestone of detail.milestones.filter((m) => m.status !== 'completed').slice(1))
        await http()
          .patch(`/api/admin/projects/${planned}/milestones/${milestone.id}`)
          .set(withSession(admin))
          .send({ status: 'completed' })
          .expect(200);
      const mine = await http()
        .get(`/api/user/projects/${planned}`)
        .set(withSession(owner.cookie))
        .expect(200);
      expect(mine.body.progress).toBe(75);
    });

    it('groups statuses the same way in the list and in analytics', async () => {
      const list = await http()
        .get('/api/user/projects')
        .set(withSession(owner.cookie))
        .expect(200);
      const groups = Object.fromEntries(
        (list.body.items as { id: number; statusGroup: string }[]).map((p) => [
          p.id,
          p.statusGroup,
        ]),
      );
      expect(groups[plain]).toBe('in_progress');
      expect(groups[planned]).toBe('completed');
      const figures = await http()
        .get('/api/user/analytics/projects')
        .set(withSession(owner.cookie))
        .expect(200);
      const inProgress = (figures.body.byGroup as { group: string; projects: number }[]).find(
        (row) => row.group === 'in_progress',
      );
      expect(inProgress?.projects).toBe(
        Object.values(groups).filter((group) => group === 'in_progress').length,
      );
    });
  });

  describe('milestone descriptions', () => {
    it('keeps a description in each language and shows both to the client', async () => {
      const { id } = await createProject('Described plan', 'planning');
      const made = await addMilestone(id, {
        title: 'Research',
        description: 'Interviews with five customers',
        descriptionEs: 'Entrevistas con cinco clientes',
      });
      expect(made).toMatchObject({
        description: 'Interviews with five customers',
        descriptionEs: 'Entrevistas con cinco clientes',
      });
      await http()
        .patch(`/api/admin/projects/${id}/milestones/${made.id}`)
        .set(withSession(admin))
        .send({ descriptionEs: 'Entrevistas con seis clientes' })
        .expect(200);
      const page = await http()
        .get(`/api/user/projects/${id}`)
        .set(withSession(owner.cookie))
        .expect(200);
      expect(page.body.milestones[0]).toMatchObject({
        description: 'Interviews with five customers',
        descriptionEs: 'Entrevistas con seis clientes',
      });
    });
  });

  describe('attachments', () => {
    let projectId: number;
    beforeAll(async () => {
      projectId = (await createProject('Files both ways', 'in_progress')).id;
    });

    it("takes images and PDFs on an admin's update, served to the client and to nobody else", async () => {
      const posted = await http()
        .post(`/api/admin/projects/${projectId}/updates`)
        .set(withSession(admin))
        .field('content', 'Mockups and the estimate')
        .field('isPublic', 'true')
        .attach('files', PNG, { filename: 'mockup.png', contentType: 'image/png' })
        .attach('files', PDF, { filename: 'estimate.pdf', contentType: 'application/pdf' })
        .expect(201);
      const files = posted.body.attachments as Attachment[];
      expect(files.map((file) => [file.name, file.contentType])).toEqual([
        ['mockup.png', 'image/png'],
        ['estimate.pdf', 'application/pdf'],
      ]);
      for (const file of files) {
        const res = await http().get(file.url).set(withSession(owner.cookie)).expect(200);
        expect(res.headers['content-type']).toContain(file.contentType!);
        await http().get(file.url).set(withSession(stranger.cookie)).expect(404);
        await http().get(file.url).expect(401);
      }
      const page = await http()
        .get(`/api/user/projects/${projectId}`)
        .set(withSession(owner.cookie))
        .expect(200);
      expect(page.body.updates.items[0].attachments).toHaveLength(2);
    });

    it("keeps an internal update's file from the client", async () => {
      const posted = await http()
        .post(`/api/admin/projects/${projectId}/updates`)
        .set(withSession(admin))
        .field('content', 'Supplier invoice')
        .field('isPublic', 'false')
        .attach('files', PDF, { filename: 'supplier.pdf', contentType: 'application/pdf' })
        .expect(201);
      const [file] = posted.body.attachments as Attachment[];
      await http().get(file.url).set(withSession(admin)).expect(200);
      await http().get(file.url).set(withSession(owner.cookie)).expect(404);
    });

    it('refuses a file of another type with a clear 415', async () => {
      const res = await http()
        .post(`/api/admin/projects/${projectId}/updates`)
        .set(withSession(admin))
        .field('content', 'A script')
        .attach(
          'files',
          Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0xff, 0xfe]),
          {
            filename: 'tool.bin',
            contentType: 'application/octet-stream',
          },
        )
        .expect(415);
      expect(JSON.stringify(res.body)).toContain('tool.bin');
    });

    it("lets the team read and download the client's conversation files, and no other client", async () => {
      await http()
        .post(`/api/user/projects/${projectId}/comments`)
        .set(withSession(owner.cookie))
        .field('content', 'Here is our logo and the brief')
        .attach('files', PNG, { filename: 'logo.png', contentType: 'image/png' })
        .attach('files', PDF, { filename: 'brief.pdf', contentType: 'application/pdf' })
        .expect(201);
      const thread = await http()
        .get(`/api/user/projects/${projectId}/comments`)
        .set(withSession(admin))
        .expect(200);
      const files = (thread.body.items as { attachments: Attachment[] }[])[0].attachments;
      expect(files.map((file) => file.name)).toEqual(['logo.png', 'brief.pdf']);
      for (const file of files) {
        const res = await http().get(file.url).set(withSession(admin)).expect(200);
        expect(res.headers['content-disposition']).toContain('attachment');
        await http().get(file.url).set(withSession(stranger.cookie)).expect(404);
      }
      await http()
        .get(`/api/user/projects/${projectId}/comments`)
        .set(withSession(stranger.cookie))
        .expect(404);
    });

    it("takes images and PDFs on the team's own messages, which the client downloads and no other client", async () => {
      const posted = await http()
        .post(`/api/user/projects/${projectId}/comments`)
        .set(withSession(admin))
        .field('content', 'The signed contract and the new logo')
        .attach('files', PDF, { filename: 'contract.pdf', contentType: 'application/pdf' })
        .attach('files', PNG, { filename: 'logo-v2.png', contentType: 'image/png' })
        .expect(201);
      expect(posted.body.author).toMatchObject({ team: true });
      const files = posted.body.attachments as Attachment[];
      expect(files.map((file) => [file.name, file.contentType])).toEqual([
        ['contract.pdf', 'application/pdf'],
        ['logo-v2.png', 'image/png'],
      ]);
      for (const file of files) {
        const res = await http().get(file.url).set(withSession(owner.cookie)).expect(200);
        expect(res.headers['content-disposition']).toContain('attachment');
        await http().get(file.url).set(withSession(stranger.cookie)).expect(404);
      }
      // The client's conversation and project files show them.
      const thread = await http()
        .get(`/api/user/projects/${projectId}/comments`)
        .set(withSession(owner.cookie))
        .expect(200);
      const newest = (thread.body.items as { attachments: Attachment[] }[])[0];
      expect(newest.attachments.map((file) => file.name)).toEqual(['contract.pdf', 'logo-v2.png']);
      const listed = await http()
        .get(`/api/user/projects/${projectId}/files`)
        .set(withSession(owner.cookie))
        .expect(200);
      expect((listed.body.items as { name: string }[]).map((file) => file.name)).toEqual(
        expect.arrayContaining(['contract.pdf', 'logo-v2.png']),
      );
      // Another type is refused with a clear 415, and the message is not kept.
      const refused = await http()
        .post(`/api/user/projects/${projectId}/comments`)
        .set(withSession(admin))
        .field('content', 'A script')
        .attach('files', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), {
          filename: 'tool.bin',
          contentType: 'application/octet-stream',
        })
        .expect(415);
      expect(JSON.stringify(refused.body)).toContain('tool.bin');
      const after = await http()
        .get(`/api/user/projects/${projectId}/comments`)
        .set(withSession(admin))
        .expect(200);
      expect(after.body.items).toHaveLength(thread.body.items.length);
    });
  });
});
