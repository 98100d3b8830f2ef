import { EntityManager } from '@mikro-orm/postgresql';
import { simpleParser, type ParsedMail } from 'mailparser';
import request from 'supertest';

import { ensureAdmin } from '../../src/modules/auth/first-admin';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { login, register, withSession } from '../support/accounts';
import type { SmtpSink } from '../support/smtp-sink';
import { eventually, type TestApp } from '../support/test-app';

export interface Account {
  cookie: string;
  id: number;
  email: string;
}

/** An admin and two clients (one reading Spanish) on a test app. */
export async function billingAccounts(t: TestApp) {
  const server = t.app.getHttpServer();
  await ensureAdmin(t.app.get(EntityManager).fork(), {
    username: 'billing_admin',
    email: 'accounts@agency.example',
    password: 'Admin#Password2026',
  });
  const signedIn = await login(server, 'billing_admin', 'Admin#Password2026');
  const admin: Account = {
    cookie: signedIn.cookie,
    id: signedIn.user.id,
    email: 'accounts@agency.example',
  };
  const client = async (overrides: Record<string, unknown>): Promise<Account> => {
    const made = await register(server, overrides);
    return { cookie: made.cookie, id: made.user.id, email: made.account.email };
  };
  return {
    admin,
    lucia: await client({ language: 'es', firstName: 'Lucía', lastName: 'Ibáñez' }),
    tom: await client({ language: 'en', firstName: 'Tom', lastName: 'Baker' }),
  };
}

/** A date `days` from today (UTC), as `YYYY-MM-DD`. */
export function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function createInvoice(t: TestApp, admin: Account, body: Record<string, unknown>) {
  return request(t.app.getHttpServer())
    .post('/api/invoices')
    .set(withSession(admin.cookie))
    .send({ dueDate: inDays(30), ...body });
}

/**
 * The messages of this kind to this address (about one invoice, when its number is given), once
 * `count` of them are sent, parsed as the recipient's mail program would.
 */
export async function sentMails(
  t: TestApp,
  sink: SmtpSink,
  kind: string,
  to: string,
  count: number,
  about?: string,
): Promise<ParsedMail[]> {
  const rows = await eventually(
    async () => {
      const found = (
        await t.app
          .get(EntityManager)
          .fork()
          .find(MailOutbox, { kind, to }, { orderBy: { id: 'asc' } })
      ).filter((row) => !about || row.subject.includes(about));
      return found.length >= count && found.every((row) => row.state === 'sent') && found;
    },
    { timeoutMs: 20_000 },
  );
  return Promise.all(
    rows.map((row) => {
      const received = sink
        .to(to)
        .find((mail) => row.messageId && mail.raw.includes(row.messageId));
      if (!received) throw new Error(`the mail server has no message ${row.messageId}`);
      return simpleParser(received.raw);
    }),
  );
}
