import { loadConfig } from './config/app-config';
import { DEMO_LOGINS, demoLogins } from './database/seeders/demo-content/demo-logins';
import { demoLoginsNotice, startupBanner } from './startup-banner';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://www.terrabridge.example',
};

describe('startupBanner', () => {
  it('shows the README demo logins on the embedded default outside production', () => {
    const banner = startupBanner(loadConfig({}));
    for (const login of DEMO_LOGINS) expect(banner).toContain(login.password);
  });

  it('never shows a password in production, even with the demo data asked for', () => {
    for (const env of [production, { ...production, SEED_DEMO_DATA: 'true' }]) {
      const banner = startupBanner(loadConfig(env));
      for (const login of DEMO_LOGINS) expect(banner).not.toContain(login.password);
      expect(banner).not.toMatch(/ \/ /);
    }
  });
});

describe('demoLoginsNotice', () => {
  it('shows the random passwords of the logins a production start created, once', () => {
    const config = loadConfig({ ...production, SEED_DEMO_DATA: 'true' });
    const created = demoLogins(config.database.demoPasswords);
    const notice = demoLoginsNotice(config, created);
    for (const login of created) expect(notice).toContain(`${login.username} / ${login.password}`);
    for (const login of DEMO_LOGINS) expect(notice).not.toContain(login.password);
    expect(demoLoginsNotice(config, [])).toBe('');
  });

  it('prints nothing for the published passwords (the banner has them)', () => {
    const config = loadConfig({});
    expect(demoLoginsNotice(config, demoLogins('published'))).toBe('');
  });
});

describe('demoLogins', () => {
  it('draws a different password each time, never the published one', () => {
    const [first, second] = [demoLogins('random'), demoLogins('random')];
    expect(first.map((login) => login.username)).toEqual(['tbadmin', 'democlient']);
    for (const [index, login] of first.entries()) {
      expect(login.password).not.toBe(DEMO_LOGINS[index].password);
      expect(login.password).not.toBe(second[index].password);
      expect(login.password.length).toBeGreaterThanOrEqual(20);
    }
  });
});
