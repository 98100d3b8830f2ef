import request from 'supertest';

import { DatabaseLifecycle } from '../../src/platform/database/database-lifecycle.service';
import { DEMO_LOGINS } from '../../src/platform/database/seeders/demo-content/demo-logins';
import { demoLoginsNotice, startupBanner } from '../../src/platform/startup-banner';
import { newIp } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://www.terrabridge.example' };
const [README_ADMIN] = DEMO_LOGINS;

/** What the process prints after it starts listening, as main.ts writes it. */
function printedAtStart(t: TestApp): string {
  return (
    startupBanner(t.config) +
    demoLoginsNotice(t.config, t.app.get(DatabaseLifecycle).seededDemoLogins)
  );
}

const signIn = (t: TestApp, username: string, password: string) =>
  request(t.app.getHttpServer())
    .post('/api/login')
    .set('X-Forwarded-For', newIp())
    .send({ username, password });

describe('a production start', () => {
  it('loads no demo accounts unless asked, and prints no password', async () => {
    const t = await startTestApp({ ...PRODUCTION, SEED_DEMO_DATA: '' });
    try {
      await signIn(t, README_ADMIN.username, README_ADMIN.password).expect(401);
      const printed = printedAtStart(t);
      for (const login of DEMO_LOGINS) expect(printed).not.toContain(login.password);
    } finally {
      await t.close();
    }
  });

  it('with SEED_DEMO_DATA=true gives the demo logins random passwords, printed by that start only', async () => {
    const first = await startTestApp({ ...PRODUCTION, SEED_DEMO_DATA: 'true' });
    let restarted: TestApp | undefined;
    try {
      const printed = printedAtStart(first);
      for (const login of DEMO_LOGINS) expect(printed).not.toContain(login.password);
      const shown = new RegExp(`${README_ADMIN.username} / (\\S+)`).exec(printed)?.[1];
      expect(shown).toBeDefined();

      await signIn(first, README_ADMIN.username, README_ADMIN.password).expect(401);
      const signedIn = await signIn(first, README_ADMIN.username, shown!).expect(200);
      expect(signedIn.body).toMatchObject({ username: README_ADMIN.username, role: 'admin' });

      // A later start on the same database creates nothing and shows no password.
      await first.stop();
      restarted = await startTestApp(
        { ...PRODUCTION, SEED_DEMO_DATA: 'true' },
        { database: first.databaseUrl },
      );
      expect(printedAtStart(restarted)).not.toContain(shown!);
      expect(printedAtStart(restarted)).not.toMatch(/ \/ /);
    } finally {
      await restarted?.stop();
      await first.close();
    }
  });
});
