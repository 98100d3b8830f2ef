import type { AppConfig } from './config/app-config';
import { DEMO_LOGINS } from './database/seeders/demo-content/demo-logins';

/** What a person starting the product needs to see: where it is and how to sign in. */
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
  if (config.database.seedDemoData) {
    lines.push('  Demo logins:');
    for (const login of DEMO_LOGINS) {
      lines.push(`    ${login.role.padEnd(6)} ${login.username} / ${login.password}`);
    }
  }
  return `${lines.filter((line) => line !== '').join('\n')}\n\n`;
}
