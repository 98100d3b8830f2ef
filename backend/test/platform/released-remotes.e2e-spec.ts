import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import request from 'supertest';

import { fakeFrontends } from '../support/fake-frontends';
import { startTestApp, type TestApp } from '../support/test-app';

/** A published release of the admin remote, as `npm run release:admin` lays it out. */
function publishAdmin(dir: string, release: string): void {
  const folder = join(dir, 'admin', 'releases', release);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'remoteEntry.js'), `var admin = ${JSON.stringify(release)}`);
  writeFileSync(join(folder, '__federation_expose_Module.js'), 'export {}');
}

/** The switch itself: remotes.json replaced in one step. */
function switchAdmin(dir: string, listing: unknown): void {
  writeFileSync(join(dir, 'remotes.json.tmp'), JSON.stringify(listing));
  renameSync(join(dir, 'remotes.json.tmp'), join(dir, 'remotes.json'));
}

const released = (release: string, contract = 1) => ({
  entry: `/remotes/admin/releases/${release}/remoteEntry.js`,
  release,
  contract,
});

describe('remotes released on their own', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let dir: string;

  beforeAll(async () => {
    dir = fakeFrontends();
    t = await startTestApp({ FRONTENDS_DIR: dir });
    http = request(t.app.getHttpServer());
  });
  afterAll(() => t.close());

  it('lists the release remotes.json switched to, and follows a switch on the next request', async () => {
    publishAdmin(dir, '0.1.0-aaaaaaaaaa');
    publishAdmin(dir, '0.2.0-bbbbbbbbbb');
    switchAdmin(dir, { admin: released('0.1.0-aaaaaaaaaa') });

    const first = await http.get('/remotes.json').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toEqual({
      marketing: '/remotes/marketing/remoteEntry.js',
      portal: '/remotes/portal/remoteEntry.js',
      admin: released('0.1.0-aaaaaaaaaa'),
    });

    switchAdmin(dir, { admin: released('0.2.0-bbbbbbbbbb') });
    const second = await http.get('/remotes.json').expect(200);
    expect(second.body.admin).toEqual(released('0.2.0-bbbbbbbbbb'));

    // Rolled back: the older release is still there, unchanged.
    switchAdmin(dir, { admin: released('0.1.0-aaaaaaaaaa') });
    expect((await http.get('/remotes.json').expect(200)).body.admin.release).toBe(
      '0.1.0-aaaaaaaaaa',
    );
    const older = await http.get('/remotes/admin/releases/0.1.0-aaaaaaaaaa/remoteEntry.js');
    expect(older.status).toBe(200);
    expect(older.text).toBe('var admin = "0.1.0-aaaaaaaaaa"');
  });

  it('caches every file of a release for good, its entry too, and keeps the plain entry fresh', async () => {
    publishAdmin(dir, '0.1.0-aaaaaaaaaa');
    const entry = await http
      .get('/remotes/admin/releases/0.1.0-aaaaaaaaaa/remoteEntry.js')
      .expect(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await http.get('/remotes/admin/remoteEntry.js').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    await http.get('/remotes/admin/releases/9.9.9-missing0000/remoteEntry.js').expect(404);
  });

  it('keeps the configured entries when remotes.json is broken or lists nonsense', async () => {
    const configured = {
      marketing: '/remotes/marketing/remoteEntry.js',
      portal: '/remotes/portal/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
    };
    writeFileSync(join(dir, 'remotes.json'), '{ "admin": ');
    expect((await http.get('/remotes.json').expect(200)).body).toEqual(configured);

    switchAdmin(dir, {
      admin: { entry: 'javascript:alert(1)', release: 'x', contract: 1 },
      portal: { entry: '/remotes/portal/releases/1/remoteEntry.js', release: '1' },
      other: released('0.1.0-aaaaaaaaaa'),
    });
    expect((await http.get('/remotes.json').expect(200)).body).toEqual(configured);
  });
});
