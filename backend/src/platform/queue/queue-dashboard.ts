import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { Express, RequestHandler } from 'express';

import { SessionCookie } from '../../modules/auth/session-cookie';
import { SessionsService } from '../../modules/auth/sessions.service';

import type { AppConfig } from '../config/app-config';
import { originCheck } from '../http/origin-check';
import { MailService } from '../mail/mail.service';
import { QueueInspector } from './queue-inspector';
import { QUEUE_NAMES } from './queue.constants';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** Where the dashboard's way back leads: the back-office's queues section. */
export const BACK_OFFICE_QUEUES_PATH = '/admin?section=queues';

/**
 * Where signing in returns to: the dashboard page asked for, judged after normalising (`..`
 * segments resolved, escapes decoded), so that the path handed to the sign-in page is one of the
 * dashboard's own and never one a browser would read as another host (`/..//evil.example`).
 */
export function dashboardReturnPath(originalUrl: string): string {
  let url: URL;
  try {
    url = new URL(originalUrl, 'http://dashboard.invalid');
  } catch {
    return QUEUE_DASHBOARD_PATH;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return QUEUE_DASHBOARD_PATH;
  }
  const inside = (path: string) =>
    path === QUEUE_DASHBOARD_PATH || path.startsWith(`${QUEUE_DASHBOARD_PATH}/`);
  if (
    url.origin !== 'http://dashboard.invalid' ||
    !inside(url.pathname) ||
    !inside(decoded) ||
    /[\\]|\/\/|\/\.\.?(\/|$)/.test(decoded)
  )
    return QUEUE_DASHBOARD_PATH;
  return `${url.pathname}${url.search}`;
}

/** Only a signed-in admin gets through; others are sent to sign in, or refused. */
function adminsOnly(app: INestApplication): RequestHandler {
  const cookie = app.get(SessionCookie);
  const sessions = app.get(SessionsService);
  return async (req, res, next) => {
    try {
      const token = cookie.read(req);
      const claims = token ? await sessions.claims(token) : undefined;
      const user = claims ? await sessions.resolve(claims) : undefined;
      if (!user) {
        res.redirect(302, `/auth?next=${encodeURIComponent(dashboardReturnPath(req.originalUrl))}`);
        return;
      }
      if (user.role !== 'admin') {
        res.status(403).type('text/plain').send('The queue dashboard is for admins only.');
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The operators' view of the queues at /admin/queues, for admins only: bull-board on Redis; under
 * the inline driver a read-only summary of the in-process queues.
 */
export function mountQueueDashboard(app: INestApplication, config: AppConfig): void {
  if (!config.queue.dashboard) return;
  const server = app.getHttpAdapter().getInstance() as Express;
  // bull-board's pause, retry, clean and remove are cookie-authenticated changes like the API's.
  const session = app.get(SessionCookie);
  server.use(
    QUEUE_DASHBOARD_PATH,
    originCheck(config, { carriesSession: (req) => session.read(req) !== undefined }),
    adminsOnly(app),
  );
  if (config.queue.redisUrl) {
    const adapter = new ExpressAdapter();
    adapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: QUEUE_NAMES.map(
        (name) => new BullMQAdapter(app.get<Queue>(getQueueToken(name), { strict: false })),
      ),
      serverAdapter: adapter,
      options: {
        uiConfig: {
          boardTitle: 'TerraBridge queues',
          // bull-board speaks English only; the way back names itself in both languages.
          miscLinks: [
            { text: 'Back to the back-office · Volver al panel', url: BACK_OFFICE_QUEUES_PATH },
          ],
        },
      },
    });
    server.use(QUEUE_DASHBOARD_PATH, adapter.getRouter());
    return;
  }
  const inspector = app.get(QueueInspector);
  const mail = app.get(MailService);
  server.get(QUEUE_DASHBOARD_PATH, async (_req, res, next) => {
    try {
      const [state, outbox] = await Promise.all([inspector.state(), mail.countByState()]);
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(inlineSummary(state.queues, outbox));
    } catch (error) {
      next(error);
    }
  });
}

/**
 * Job counts per queue, and the mail outbox per state beside them: a job ends `completed` only
 * when its message was sent; held mail (no transport yet) ends `failed` and shows as held here.
 */
function inlineSummary(
  queues: Record<string, Record<string, number> | undefined>,
  outbox: Record<string, number>,
): string {
  const rows = Object.entries(queues)
    .map(([name, counts]) => {
      const cells = ['waiting', 'active', 'completed', 'failed'].map(
        (k) => `<td>${counts?.[k] ?? 0}</td>`,
      );
      return `<tr><th scope="row">${name}</th>${cells.join('')}</tr>`;
    })
    .join('');
  const states = Object.keys(outbox)
    .map((state) => `<th scope="col">${state}</th>`)
    .join('');
  const counts = Object.entries(outbox)
    .map(([state, count]) => `<td data-state="${state}">${count}</td>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Queues</title></head>
<body><nav><a href="${BACK_OFFICE_QUEUES_PATH}">← Back to the back-office · Volver al panel</a></nav>
<main><h1>Queues (in-process)</h1>
<p>Jobs run inside the API process because REDIS_URL is not set. Set it to get the full queue
dashboard and separate workers. Failed mail stays in the mail outbox with its error; held mail
waits there for a mail transport (SMTP_URL).</p>
<table><thead><tr><th scope="col">queue</th><th scope="col">waiting</th><th scope="col">active</th>
<th scope="col">completed</th><th scope="col">failed</th></tr></thead><tbody>${rows}</tbody></table>
<h2>Mail outbox</h2>
<table><thead><tr>${states}</tr></thead><tbody><tr>${counts}</tr></tbody></table>
</main></body></html>`;
}
