import type { AppConfig } from './config/app-config';
import { DEMO_LOGINS, type DemoLogin } from './database/seeders/demo-content/demo-logins';

/**
 * What a person starting the product needs to see: where it is and how to sign in. Outside
 * production that includes the README's demo logins. In production no password is ever part of
 * the banner: demo logins created by this start (with random passwords) come separately from
 * `demoLoginsNotice`, once.
 */
export function startupBanner(config: AppConfig): string {
  const lines = [
    '',
    `TerraBridge Digital is running at ${config.http.publicUrl}`,
    config.http.apiDocs ? `  API docs:        ${config.http.publicUrl}/api/docs` : '',
    `  Health:          ${config.http.publicUrl}/api/health`,
    config.queue.dashboard ? `  Queue dashboard: ${config.http.publicUrl}/admin/queues` : '',
    `  Database:        ${config.database.url ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.database.dataDir}`}`,
    `  Queues:          ${config.queue.redisUrl ? 'BullMQ on Redis (REDIS_URL)' : 'in-process'}`,
  ];
  if (config.database.seedDemoData && config.database.demoPasswords === 'published') {
    lines.push('  Demo logins:');
    for (const login of DEMO_LOGINS) lines.push(loginLine(login));
  }
  return `${lines.filter((line) => line !== '').join('\n')}\n\n`;
}

/**
 * The demo logins with random passwords that this start created: the only time those passwords
 * are shown (they are stored as hashes). Empty when none were created or they are the README's.
 */
export function demoLoginsNotice(config: AppConfig, created: readonly DemoLogin[]): string {
  if (config.database.demoPasswords !== 'random' || created.length === 0) return '';
  return [
    'Demo data loaded. Its logins, shown this once (only hashes of the passwords are kept):',
    ...created.map(loginLine),
    '',
    '',
  ].join('\n');
}

function loginLine(login: DemoLogin): string {
  return `    ${login.role.padEnd(6)} ${login.username} / ${login.password}`;
}
