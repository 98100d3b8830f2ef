import { ConfigurationError } from './environment';
import { loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives working defaults on an empty environment: embedded database, inline queue', () => {
    const config = loadConfig({});
    expect(config.http.port).toBe(3000);
    expect(config.http.publicUrl).toBe('http://localhost:3000');
    expect(config.database.url).toBeUndefined();
    expect(config.database.seedDemoData).toBe(true);
    expect(config.queue.redisUrl).toBeUndefined();
    expect(config.queue.dashboard).toBe(true);
    expect(config.frontends.remotes.admin).toBe('/remotes/admin/remoteEntry.js');
  });

  it('does not seed demo data into an external database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).database.seedDemoData).toBe(
      false,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', SEED_DEMO_DATA: 'true' }).database
        .seedDemoData,
    ).toBe(true);
  });

  it('turns the queue dashboard off in production by default', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).queue.dashboard).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://nope' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://localhost:6379' }, 'REDIS_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ RUN_WORKERS: 'maybe' }, 'RUN_WORKERS'],
    [{ SALES_EMAIL: 'not-an-email' }, 'SALES_EMAIL'],
  ])('rejects %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigurationError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' });
      throw new Error('expected a ConfigurationError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationError);
      const problems = (error as ConfigurationError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/LOG_LEVEL/);
    }
  });
});
