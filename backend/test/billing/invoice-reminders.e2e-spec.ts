import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';

import { InvoiceNotice } from '../../src/modules/billing/entities/invoice-notice.entity';
import { Invoice } from '../../src/modules/billing/entities/invoice.entity';
import { addDays } from '../../src/modules/billing/billing-calendar';
import { InvoiceRemindersService } from '../../src/modules/billing/invoice-reminders.service';
import type { InlineQueue } from '../../src/platform/queue/inline-queue';
import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';
import { type Account, billingAccounts, createInvoice, inDays, sentMails } from './invoice-support';
import { withSession } from '../support/accounts';

const noticeKeys = async (t: TestApp, invoiceId: number) =>
  (
    await t.app
      .get(EntityManager)
      .fork()
      .find(InvoiceNotice, { invoice: invoiceId }, { orderBy: { key: 'asc' } })
  ).map((notice) => notice.key);

describe('the daily invoice job', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
  });

  afterAll(async () => {
    await sink?.stop();
  });

  describe('with BullMQ and two workers', () => {
    let first: TestApp;
    let second: TestApp;
    let admin: Account;
    let tom: Account;
    let lucia: Account;

    beforeAll(async () => {
      first = await startTestApp({ SMTP_URL: sink.url });
      // A second API-and-worker process on the same database and queues.
      second = await startTestApp(
        { SMTP_URL: sink.url, QUEUE_PREFIX: first.config.queue.prefix },
        { database: first.databaseUrl },
      );
      ({ admin, tom, lucia } = await billingAccounts(first));
    });

    afterAll(async () => {
      await second?.stop();
      await first?.close();
    });

    it('schedules itself once for both processes, with the configured pattern', async () => {
      const queue = first.app.get<Queue>(getQueueToken('billing'));
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => [s.key, s.pattern, s.tz])).toEqual([
        ['invoices-daily', '0 8 * * *', 'America/New_York'],
      ]);
    });

    it('marks the invoice overdue once and mails each reminder step once, both workers running every day', async () => {
      const due = inDays(10);
      const invoice = (
        await createInvoice(first, admin, { userId: tom.id, amount: 500, dueDate: due }).expect(201)
      ).body as { id: number; number: string };
      await sentMails(first, sink, 'invoices.issued', tom.email, 1);
      for (let offset = -5; offset <= 9; offset++) {
        const today = addDays(due, offset);
        await Promise.all(
          [first, second].map((app) => app.app.get(InvoiceRemindersService).runDaily(today)),
        );
      }
      expect(await noticeKeys(first, invoice.id)).toEqual([
        'issued',
        'reminder:-3',
        'reminder:0',
        'reminder:7',
      ]);
      const reminders = await sentMails(first, sink, 'invoices.reminder', tom.email, 3);
      expect(reminders.map((mail) => mail.subject)).toEqual([
        `Reminder: invoice ${invoice.number} is due in 3 days`,
        `Invoice ${invoice.number} is due today`,
        `Invoice ${invoice.number} is 7 days overdue`,
      ]);
      for (const mail of reminders)
        expect(mail.attachments.map((a) => a.filename)).toEqual([`${invoice.number}.pdf`]);
      const row = await first.app.get(EntityManager).fork().findOneOrFail(Invoice, invoice.id);
      expect(row.status).toBe('overdue');
      const events = await first.app
        .get(EntityManager)
        .fork()
        .getConnection()
        .execute<{ reason: string }[]>(
          `select reason from invoice_events where invoice_id = ? and reason = 'overdue'`,
          [invoice.id],
        );
      expect(events).toHaveLength(1);
    });

    it('catches up on a step missed by a few days, in the client’s language, but not on steps from before the invoice', async () => {
      const due = inDays(10);
      const invoice = (
        await createInvoice(first, admin, { userId: lucia.id, amount: 80, dueDate: due }).expect(
          201,
        )
      ).body as { id: number; number: string };
      // Nothing ran until two days after the due date: the due-date step is still sent, and
      // says how late the invoice really is that day, as the client's dashboard counts it.
      await first.app.get(InvoiceRemindersService).runDaily(addDays(due, 2));
      await first.app.get(InvoiceRemindersService).runDaily(addDays(due, 3));
      expect(await noticeKeys(first, invoice.id)).toEqual(['issued', 'reminder:0']);
      const [mail] = await sentMails(first, sink, 'invoices.reminder', lucia.email, 1);
      expect(mail.subject).toBe(`La factura ${invoice.number} está vencida hace 2 días`);
      expect(mail.text).toContain(`venció el`);
      // A step whose day is more than a week gone is left out.
      const late = (
        await createInvoice(first, admin, {
          userId: lucia.id,
          amount: 80,
          dueDate: inDays(1),
        }).expect(201)
      ).body as { id: number };
      await first.app.get(InvoiceRemindersService).runDaily(addDays(inDays(1), 16));
      expect(await noticeKeys(first, late.id)).toEqual(['issued']);
      // An invoice issued after a step's day never gets that step.
      const issuedLate = (
        await createInvoice(first, admin, {
          userId: lucia.id,
          amount: 80,
          dueDate: inDays(2),
        }).expect(201)
      ).body as { id: number };
      await first.app.get(InvoiceRemindersService).runDaily(inDays(0));
      expect(await noticeKeys(first, issuedLate.id)).toEqual(['issued']);
    });

    it('leaves paid invoices alone', async () => {
      const due = inDays(3);
      const paid = (
        await createInvoice(first, admin, { userId: tom.id, amount: 10, dueDate: due }).expect(201)
      ).body as {
        id: number;
      };
      await request(first.app.getHttpServer())
        .post(`/api/admin/invoices/${paid.id}/payments`)
        .set(withSession(admin.cookie))
        .send({ amountCents: 1_000, method: 'cash' })
        .expect(200);
      await first.app.get(InvoiceRemindersService).runDaily(addDays(due, 1));
      expect(await noticeKeys(first, paid.id)).toEqual([
        'issued',
        expect.stringMatching(/^receipt:\d+$/),
      ]);
      expect(
        (await first.app.get(EntityManager).fork().findOneOrFail(Invoice, paid.id)).status,
      ).toBe('paid');
    });
  });

  it('runs the same through the in-process queue', async () => {
    const t = await startTestApp({ SMTP_URL: sink.url, REDIS_URL: '' });
    try {
      const { admin, tom } = await billingAccounts(t);
      const due = inDays(4);
      const invoice = (
        await createInvoice(t, admin, { userId: tom.id, amount: 120, dueDate: due }).expect(201)
      ).body as {
        id: number;
        number: string;
      };
      const queue = t.app.get<InlineQueue>(getQueueToken('billing'));
      for (const today of [addDays(due, 1), addDays(due, 1)]) {
        await queue.add('invoices.daily', { today });
        await queue.drained();
      }
      expect(await noticeKeys(t, invoice.id)).toEqual(['issued', 'reminder:0']);
      const [mail] = await sentMails(t, sink, 'invoices.reminder', tom.email, 1);
      // The due-date step, sent the day after: it says how late the invoice really is.
      expect(mail.subject).toBe(`Invoice ${invoice.number} is 1 day overdue`);
      expect(
        (await t.app.get(EntityManager).fork().findOneOrFail(Invoice, invoice.id)).status,
      ).toBe('overdue');
      await eventually(
        async () =>
          (await t.app
            .get(EntityManager)
            .fork()
            .count(MailOutbox, { kind: 'invoices.reminder', to: tom.email })) === 1,
      );
    } finally {
      await t.close();
    }
  });
});
