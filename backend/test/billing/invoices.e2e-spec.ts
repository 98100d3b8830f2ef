import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { latestDateAnywhere } from '../../src/modules/billing/billing-calendar';
import { InvoiceLedger } from '../../src/modules/billing/invoice-ledger.service';
import { Invoice } from '../../src/modules/billing/entities/invoice.entity';
import { User } from '../../src/modules/auth/entities/user.entity';
import { Project } from '../../src/modules/projects/entities/project.entity';
import { StoredFile } from '../../src/modules/files/stored-file.entity';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';
import { type Account, billingAccounts, createInvoice, inDays, sentMails } from './invoice-support';
import { register, withSession } from '../support/accounts';

interface InvoiceBody {
  id: number;
  number: string | null;
  status: string;
  items: Array<{
    description: string;
    quantity: number;
    unitPriceCents: number;
    amountCents: number;
  }>;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  payments: Array<{ amountCents: number; method: string; reference: string }>;
  events: Array<{
    fromStatus: string | null;
    toStatus: string;
    reason: string;
    actor: string | null;
  }>;
}

describe('invoices', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Account;
  let lucia: Account;
  let tom: Account;
  const http = () => request(t.app.getHttpServer());
  const em = () => t.app.get(EntityManager).fork();
  const create = (body: Record<string, unknown>) => createInvoice(t, admin, body);
  const line = (quantity: number, unitPriceCents: number, description = 'Work') => ({
    description,
    quantity,
    unitPriceCents,
  });
  const adminPost = (path: string, body: Record<string, unknown> = {}) =>
    http().post(path).set(withSession(admin.cookie)).send(body);

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: sink.url });
    ({ admin, lucia, tom } = await billingAccounts(t));
  });

  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  describe('amounts', () => {
    it.each([
      // lines, tax rate, discount -> subtotal, tax, total
      [[line(1.5, 3_333)], 0, 0, [5_000, 0, 5_000]],
      [[line(1, 200)], 8.25, 0, [200, 17, 217]],
      [[line(1, 625)], 8, 0, [625, 50, 675]],
      [[line(0.5, 99), line(0.5, 99), line(0.5, 99)], 8.5, 0, [150, 13, 163]],
      [[line(1, 10_000)], 7, 1_001, [10_000, 630, 9_629]],
      [[line(12, 4_500), line(2.5, 8_500), line(1, 95_000)], 8, 10_000, [170_250, 12_820, 173_070]],
    ])(
      'computes %j at %d%% with %d off on the server',
      async (items, taxRate, discountCents, expected) => {
        const res = await create({ userId: tom.id, items, taxRate, discountCents }).expect(201);
        const body = res.body as InvoiceBody;
        expect([body.subtotalCents, body.taxCents, body.totalCents]).toEqual(expected);
        expect(body.balanceCents).toBe(expected[2]);
        expect(body.items.map((item) => item.amountCents).reduce((a, b) => a + b)).toBe(
          expected[0],
        );
      },
    );

    it("takes the spec's form (amount and total in dollars) and checks the total", async () => {
      const ok = await create({
        userId: tom.id,
        amount: 1850,
        total: 1850,
        description: 'Trail Guide AI assistant: milestone 2',
        issueDate: inDays(0),
      }).expect(201);
      expect(ok.body).toMatchObject({
        subtotalCents: 185_000,
        totalCents: 185_000,
        items: [
          {
            description: 'Trail Guide AI assistant: milestone 2',
            quantity: 1,
            amountCents: 185_000,
          },
        ],
      });
      const wrong = await create({ userId: tom.id, amount: 1850, total: 1850.01 }).expect(400);
      expect(wrong.body.message).toBe("The total does not match the invoice's amounts (1850.00)");
      const taxed = await create({ userId: tom.id, amount: 100, total: 100, taxRate: 8 }).expect(
        400,
      );
      expect(taxed.body.message).toBe("The total does not match the invoice's amounts (108.00)");
      const mismatch = await create({
        userId: tom.id,
        amount: 99,
        items: [line(1, 10_000)],
      }).expect(400);
      expect(mismatch.body.message).toBe(
        'The amount does not match the sum of the line items (100.00)',
      );
    });

    it("answers the spec's messages, in Spanish too", async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ amount: 10, dueDate: inDays(5) }, 'Client is required', 'El cliente es obligatorio'],
        [
          { userId: tom.id, amount: 0 },
          'Amount must be greater than 0',
          'El monto debe ser mayor que 0',
        ],
        [
          { userId: tom.id, amount: -5 },
          'Amount must be greater than 0',
          'El monto debe ser mayor que 0',
        ],
        [
          { userId: tom.id, amount: 10, dueDate: '' },
          'Due date is required',
          'La fecha de vencimiento es obligatoria',
        ],
        [
          { userId: tom.id, amount: 10.005 },
          'Amounts are in US dollars with at most 2 decimals, up to 10,000,000',
          'Los montos van en dólares estadounidenses con 2 decimales como máximo, hasta 10.000.000',
        ],
        [
          { userId: tom.id, items: [line(1, 100, '')] },
          'Each line item needs a description (at most 500 characters)',
          'Cada línea necesita una descripción (500 caracteres como máximo)',
        ],
        [
          { userId: tom.id, items: [line(0, 100)] },
          'Quantities are greater than 0, with at most 2 decimals, up to 100,000',
          'Las cantidades son mayores que 0, con 2 decimales como máximo, hasta 100.000',
        ],
        [
          { userId: tom.id, items: [line(1, 10.5)] },
          'Unit prices are whole US cents from 0 to 1,000,000,000',
          'Los precios unitarios son centavos enteros de 0 a 1.000.000.000',
        ],
        [
          { userId: tom.id, items: [line(1, 0)] },
          'Amount must be greater than 0',
          'El monto debe ser mayor que 0',
        ],
        [
          { userId: tom.id, amount: 10, discountCents: 1_001 },
          'The discount is whole US cents, from 0 up to the subtotal',
          'El descuento son centavos enteros, de 0 hasta el subtotal',
        ],
        [
          { userId: tom.id, amount: 10, issueDate: inDays(3), dueDate: inDays(2) },
          'The due date cannot be before the issue date',
          'La fecha de vencimiento no puede ser anterior a la de emisión',
        ],
      ];
      for (const [body, english, spanish] of cases) {
        const sent = { ...body, dueDate: 'dueDate' in body ? body.dueDate : inDays(30) };
        const en = await http()
          .post('/api/invoices')
          .set(withSession(admin.cookie))
          .send(sent)
          .expect(400);
        expect([body, [en.body.message].flat()]).toEqual([body, [english]]);
        const es = await http()
          .post('/api/invoices?lang=es')
          .set(withSession(admin.cookie))
          .send(sent)
          .expect(400);
        expect([body, [es.body.message].flat()]).toEqual([body, [spanish]]);
      }
      const missing = await http()
        .post('/api/invoices')
        .set(withSession(admin.cookie))
        .send({ userId: tom.id, amount: 10 })
        .expect(400);
      expect(missing.body.message).toEqual(['Due date is required']);
    });

    it('refuses a project of another client, an unknown client, and anyone but an admin', async () => {
      await create({ userId: 999_999, amount: 10 }).expect(404);
      const res = await create({ userId: tom.id, amount: 10, projectId: 999_999 }).expect(400);
      expect(res.body.message).toBe("The project was not found among this client's projects");
      await http()
        .post('/api/invoices')
        .set(withSession(tom.cookie))
        .send({ userId: tom.id, amount: 10, dueDate: inDays(3) })
        .expect(403);
      await http()
        .post('/api/invoices')
        .send({ userId: tom.id, amount: 10, dueDate: inDays(3) })
        .expect(401);
    });
    it('never bills the team: no invoice for an admin account, nor a draft issued to one', async () => {
      const refused = await create({ userId: admin.id, amount: 10 }).expect(400);
      expect(refused.body.message).toBe(
        'Invoices are for clients: this account belongs to the team (an admin)',
      );
      const es = await createInvoice(t, admin, { userId: admin.id, amount: 10 })
        .set('Accept-Language', 'es')
        .expect(400);
      expect(es.body.message).toBe(
        'Las facturas son para clientes: esta cuenta es del equipo (un administrador)',
      );
      expect(await em().count(Invoice, { user: admin.id })).toBe(0);

      // A draft for a client who has since joined the team stays a draft.
      const promoted = await register(t.app.getHttpServer());
      const draft = (
        await create({ userId: promoted.user.id, amount: 25, status: 'draft' }).expect(201)
      ).body as { id: number };
      await em().nativeUpdate(User, promoted.user.id, { role: 'admin' });
      const issued = await adminPost(`/api/admin/invoices/${draft.id}/issue`).expect(409);
      expect(issued.body.message).toBe(
        'Invoices are for clients: this account belongs to the team (an admin)',
      );
      expect(await em().findOneOrFail(Invoice, draft.id)).toMatchObject({
        status: 'draft',
        number: null,
      });
    });
  });

  describe('numbers', () => {
    const lastNumber = async () =>
      (
        await em().execute<{ last_number: number }[]>(
          'select "last_number" from "invoice_number_counter"',
        )
      )[0].last_number;

    it('gives 50 invoices issued at once 50 consecutive numbers, none twice', async () => {
      const before = await lastNumber();
      const created = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          create({ userId: i % 2 ? tom.id : lucia.id, amount: 10 + i }),
        ),
      );
      const numbers = created.map((res) => {
        expect(res.status).toBe(201);
        return Number((res.body as InvoiceBody).number!.replace('INV-', ''));
      });
      expect(numbers.sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => before + 1 + i),
      );
      expect(await lastNumber()).toBe(before + 50);
      expect((created[0].body as InvoiceBody).number).toMatch(/^INV-\d{4,}$/);
    });

    it('numbers a draft only when it is issued, and a failed issue gives its number back', async () => {
      const draft = (await create({ userId: tom.id, amount: 10, status: 'draft' }).expect(201))
        .body as InvoiceBody;
      expect(draft).toMatchObject({ number: null, status: 'draft' });
      const before = await lastNumber();
      const ledger = t.app.get(InvoiceLedger);
      await expect(
        em().transactional(async (tx) => {
          await ledger.issue(tx, await ledger.lock(tx, draft.id), null);
          throw new Error('the issuing transaction fails after taking a number');
        }),
      ).rejects.toThrow('fails');
      expect(await lastNumber()).toBe(before);
      const issued = (await adminPost(`/api/admin/invoices/${draft.id}/issue`).expect(200))
        .body as InvoiceBody;
      expect(issued).toMatchObject({
        status: 'pending',
        number: `INV-${String(before + 1).padStart(4, '0')}`,
      });
      const again = await adminPost(`/api/admin/invoices/${draft.id}/issue`).expect(409);
      expect(again.body.message).toBe('An invoice cannot go from pending to pending');
    });
  });

  describe('states', () => {
    it('moves with payments to partial and paid, records each change with who, and refuses the rest', async () => {
      const invoice = (await create({ userId: lucia.id, items: [line(1, 100_000)] }).expect(201))
        .body as InvoiceBody;
      const pay = (amountCents: number, extra: Record<string, unknown> = {}) =>
        adminPost(`/api/admin/invoices/${invoice.id}/payments`, {
          amountCents,
          method: 'bank_transfer',
          reference: 'BROU 0001',
          ...extra,
        });
      const partial = (await pay(40_000).expect(200)).body as InvoiceBody;
      expect(partial).toMatchObject({ status: 'partial', paidCents: 40_000, balanceCents: 60_000 });
      expect(partial.payments[0].reference).toMatch(/^TB-[A-Z0-9]{9}$/);
      const tooMuch = await pay(60_001).expect(409);
      expect(tooMuch.body.message).toBe('The payment is more than the balance (600.00)');
      await pay(100, { paidOn: inDays(2) }).expect(400);
      // Today for an admin whose day has already begun, ahead of the billing time zone.
      await pay(100, { paidOn: latestDateAnywhere() }).expect(200);
      const noVoid = await adminPost(`/api/admin/invoices/${invoice.id}/void`).expect(409);
      expect(noVoid.body.message).toBe('An invoice with payments cannot be voided');
      const paid = (await pay(59_900, { method: 'cash', reference: null }).expect(200))
        .body as InvoiceBody;
      expect(paid).toMatchObject({ status: 'paid', paidCents: 100_000, balanceCents: 0 });
      const closed = await pay(1).expect(409);
      expect(closed.body.message).toBe(
        'Only pending, partly paid or overdue invoices take payments',
      );
      expect(paid.events.map((e) => [e.fromStatus, e.toStatus, e.reason, e.actor])).toEqual([
        [null, 'draft', 'created', 'billing_admin'],
        ['draft', 'pending', 'issued', 'billing_admin'],
        ['pending', 'partial', 'payment', 'billing_admin'],
        ['partial', 'partial', 'payment', 'billing_admin'],
        ['partial', 'paid', 'payment', 'billing_admin'],
      ]);
      const client = await http()
        .get(`/api/invoices/${invoice.id}`)
        .set(withSession(lucia.cookie))
        .expect(200);
      expect(client.body).toMatchObject({ status: 'paid', balanceCents: 0 });
      // Sorted: where the payment dated in the earliest time zone's day falls depends on the hour.
      expect(client.body.payments.map((p: { method: string }) => p.method).sort()).toEqual([
        'bank_transfer',
        'bank_transfer',
        'cash',
      ]);
    });

    it('voids an unpaid invoice for good', async () => {
      const invoice = (await create({ userId: tom.id, amount: 75 }).expect(201))
        .body as InvoiceBody;
      const voided = (
        await adminPost(`/api/admin/invoices/${invoice.id}/void`, {
          reason: 'Billed twice',
        }).expect(200)
      ).body as InvoiceBody & { events: Array<{ detail: unknown }> };
      expect(voided).toMatchObject({ status: 'void', balanceCents: 0 });
      expect(voided.events.at(-1)).toMatchObject({
        reason: 'voided',
        toStatus: 'void',
        detail: { reason: 'Billed twice' },
      });
      await adminPost(`/api/admin/invoices/${invoice.id}/payments`, {
        amountCents: 100,
        method: 'cash',
      }).expect(409);
      const again = await adminPost(`/api/admin/invoices/${invoice.id}/void`).expect(409);
      expect(again.body.message).toBe('An invoice cannot go from void to void');
      await adminPost('/api/admin/invoices/999999/void').expect(404);
    });

    it('issues an invoice already past due as overdue', async () => {
      const res = await create({
        userId: tom.id,
        amount: 20,
        issueDate: inDays(-30),
        dueDate: inDays(-2),
      }).expect(201);
      expect(res.body).toMatchObject({ status: 'overdue' });
      expect((res.body as InvoiceBody).events.map((e) => e.reason)).toEqual([
        'created',
        'issued',
        'overdue',
      ]);
    });
  });

  describe('what clients see', () => {
    it("lists a client's own open and settled invoices, never drafts or another client's", async () => {
      const { lucia: ana, tom: ben } = await billingAccounts(t);
      const open1 = (await create({ userId: ana.id, amount: 100, dueDate: inDays(20) }))
        .body as InvoiceBody;
      const open2 = (await create({ userId: ana.id, amount: 50, dueDate: inDays(10) }))
        .body as InvoiceBody;
      const settled = (await create({ userId: ana.id, amount: 30 })).body as InvoiceBody;
      await adminPost(`/api/admin/invoices/${settled.id}/payments`, {
        amountCents: 3_000,
        method: 'cash',
      }).expect(200);
      await create({ userId: ana.id, amount: 70, status: 'draft' }).expect(201);
      const others = (await create({ userId: ben.id, amount: 80 })).body as InvoiceBody;
      const list = (view?: string) =>
        http()
          .get(`/api/invoices${view ? `?view=${view}` : ''}`)
          .set(withSession(ana.cookie))
          .expect(200);
      expect((await list('open')).body.items.map((i: InvoiceBody) => i.id)).toEqual([
        open2.id,
        open1.id,
      ]);
      expect((await list('history')).body.items.map((i: InvoiceBody) => i.id)).toEqual([
        settled.id,
      ]);
      expect((await list()).body.items.map((i: InvoiceBody) => i.id)).toEqual([
        settled.id,
        open2.id,
        open1.id,
      ]);
      await http().get('/api/invoices?view=drafts').set(withSession(ana.cookie)).expect(400);
      for (const path of [`/api/invoices/${others.id}`, `/api/invoices/${others.id}/pdf`])
        await http().get(path).set(withSession(ana.cookie)).expect(404);
      await http().get(`/api/invoices/${others.id}/pdf`).expect(401);
    });

    it('serves the PDF inline to its client and to admins, who may preview a draft', async () => {
      const invoice = (await create({ userId: tom.id, amount: 42 })).body as InvoiceBody;
      const res = await http()
        .get(`/api/invoices/${invoice.id}/pdf`)
        .set(withSession(tom.cookie))
        .buffer(true)
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${invoice.number}.pdf"`);
      expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      const draft = (await create({ userId: tom.id, amount: 43, status: 'draft' }))
        .body as InvoiceBody;
      await http().get(`/api/invoices/${draft.id}/pdf`).set(withSession(tom.cookie)).expect(404);
      await http().get(`/api/invoices/${draft.id}`).set(withSession(tom.cookie)).expect(404);
      const preview = await http()
        .get(`/api/invoices/${draft.id}/pdf`)
        .set(withSession(admin.cookie))
        .expect(200);
      expect(preview.headers['content-disposition']).toBe(
        `inline; filename="draft-${draft.id}.pdf"`,
      );
    });
  });

  describe('PDFs and mail', () => {
    it('mails an issued invoice in the client’s language with its PDF, and renders it again on each change', async () => {
      const invoice = (
        await create({
          userId: lucia.id,
          items: [
            {
              description: 'Brand design',
              descriptionEs: 'Diseño de marca',
              quantity: 1,
              unitPriceCents: 250_000,
            },
          ],
          taxRate: 8,
        }).expect(201)
      ).body as InvoiceBody;
      const [issued] = await sentMails(t, sink, 'invoices.issued', lucia.email, 1, invoice.number!);
      expect(issued.subject?.replace(/\u00a0/g, ' ')).toBe(
        `Factura ${invoice.number} de TerraBridge Digital LLC: US$ 2.700,00, vence el ${new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${inDays(30)}T00:00:00Z`))}`.replace(
          /\u00a0/g,
          ' ',
        ),
      );
      expect(issued.text).toContain('Hola Lucía Ibáñez:');
      expect(issued.attachments).toHaveLength(1);
      const [pdf] = issued.attachments;
      expect(pdf).toMatchObject({
        filename: `${invoice.number}.pdf`,
        contentType: 'application/pdf',
      });
      expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');

      const stored = async () => {
        const row = await em().findOneOrFail(Invoice, invoice.id, { populate: ['pdfFile'] });
        return row.pdfRevision === row.revision && row.pdfFile ? row.pdfFile.id : null;
      };
      const first = await eventually(stored);
      await adminPost(`/api/admin/invoices/${invoice.id}/payments`, {
        amountCents: 70_000,
        method: 'bank_transfer',
      }).expect(200);
      const second = await eventually(async () => {
        const id = await stored();
        return id !== first && id;
      });
      expect(await em().count(StoredFile, { id: [first, second] })).toBe(2);

      const [receipt] = await sentMails(
        t,
        sink,
        'invoices.receipt',
        lucia.email,
        1,
        invoice.number!,
      );
      expect(receipt.subject?.replace(/\u00a0/g, ' ')).toBe(
        `Recibimos tu pago de US$ 700,00 (factura ${invoice.number})`,
      );
      expect(receipt.text?.replace(/\u00a0/g, ' ')).toContain('Saldo pendiente: US$ 2.000,00');
      expect(receipt.attachments[0].checksum).not.toBe(pdf.checksum);
    });
  });

  describe('admin list', () => {
    it('filters by status, client, issue dates and number, pages, and exports CSV', async () => {
      const { tom: zoe } = await billingAccounts(t);
      const made: InvoiceBody[] = [];
      for (const [amount, issueDate] of [
        [10, inDays(-40)],
        [20, inDays(-20)],
        [30, inDays(-5)],
      ] as const)
        made.push(
          (
            await create({
              userId: zoe.id,
              amount,
              issueDate,
              dueDate: inDays(30),
              description: '=SUM(A1), "quoted"',
            }).expect(201)
          ).body as InvoiceBody,
        );
      await adminPost(`/api/admin/invoices/${made[0].id}/payments`, {
        amountCents: 1_000,
        method: 'cash',
      }).expect(200);
      const list = (query: string) =>
        http().get(`/api/admin/invoices?${query}`).set(withSession(admin.cookie)).expect(200);
      const ids = (res: request.Response) => res.body.items.map((i: InvoiceBody) => i.id);
      expect(ids(await list(`clientId=${zoe.id}`))).toEqual([made[2].id, made[1].id, made[0].id]);
      expect(ids(await list(`clientId=${zoe.id}&status=paid`))).toEqual([made[0].id]);
      expect(ids(await list(`clientId=${zoe.id}&from=${inDays(-25)}&to=${inDays(-10)}`))).toEqual([
        made[1].id,
      ]);
      expect(ids(await list(`q=${made[1].number!.slice(4)}`))).toEqual([made[1].id]);
      const first = await list(`clientId=${zoe.id}&limit=2`);
      expect(ids(first)).toEqual([made[2].id, made[1].id]);
      expect(ids(await list(`clientId=${zoe.id}&limit=2&cursor=${first.body.nextCursor}`))).toEqual(
        [made[0].id],
      );
      expect(first.body.items[0]).toMatchObject({ client: { id: zoe.id }, balanceCents: 3_000 });
      await http()
        .get('/api/admin/invoices?status=sent')
        .set(withSession(admin.cookie))
        .expect(400);
      await http().get('/api/admin/invoices').set(withSession(zoe.cookie)).expect(403);

      const csv = await http()
        .get(`/api/admin/invoices/export.csv?clientId=${zoe.id}`)
        .set(withSession(admin.cookie))
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          res.on('end', () => done(null, text));
        })
        .expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const rows = (csv.body as string)
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(rows[0]).toBe(
        'number,status,client,email,project,issue_date,due_date,subtotal,discount,tax_rate,tax,total,paid,balance,currency',
      );
      expect(rows).toHaveLength(4);
      expect(rows[3]).toBe(
        `${made[0].number},paid,Tom Baker,${zoe.email},,${inDays(-40)},${inDays(30)},10.00,0.00,0.00,0.00,10.00,10.00,0.00,USD`,
      );
    });

    it("sorts by number, due date, total and status, finds a client's invoices by name or email, and exports in that order", async () => {
      const { lucia: ana } = await billingAccounts(t);
      const draft = (
        await create({ userId: ana.id, amount: 50, dueDate: inDays(10), status: 'draft' }).expect(
          201,
        )
      ).body as InvoiceBody;
      const early = (await create({ userId: ana.id, amount: 70, dueDate: inDays(5) }).expect(201))
        .body as InvoiceBody;
      const late = (await create({ userId: ana.id, amount: 60, dueDate: inDays(40) }).expect(201))
        .body as InvoiceBody;
      const list = (query: string) =>
        http()
          .get(`/api/admin/invoices?clientId=${ana.id}&${query}`)
          .set(withSession(admin.cookie))
          .expect(200);
      const ids = (res: request.Response) => res.body.items.map((i: InvoiceBody) => i.id);
      // A draft has no number: first in ascending number order.
      expect(ids(await list('sort=number'))).toEqual([draft.id, early.id, late.id]);
      expect(ids(await list('sort=-number'))).toEqual([late.id, early.id, draft.id]);
      expect(ids(await list('sort=dueDate'))).toEqual([early.id, draft.id, late.id]);
      expect(ids(await list('sort=-total'))).toEqual([early.id, late.id, draft.id]);
      expect(ids(await list('sort=status'))).toEqual([draft.id, early.id, late.id]);
      expect(ids(await list('sort=created'))).toEqual([draft.id, early.id, late.id]);
      // Pages continue in the chosen order.
      const first = await list('sort=total&limit=2');
      expect(ids(first)).toEqual([draft.id, late.id]);
      expect(ids(await list(`sort=total&limit=2&cursor=${first.body.nextCursor}`))).toEqual([
        early.id,
      ]);

      const all = (query: string) =>
        http().get(`/api/admin/invoices?${query}`).set(withSession(admin.cookie)).expect(200);
      // Lucía Ibáñez: every word matches the name, username or email, in any order.
      const byName = ids(await all(`q=${encodeURIComponent('ibáñez lucía')}&limit=100`));
      expect(byName).toEqual(expect.arrayContaining([draft.id, early.id, late.id]));
      expect(ids(await all(`q=${encodeURIComponent(ana.email)}`))).toEqual([
        late.id,
        early.id,
        draft.id,
      ]);
      expect(ids(await all(`q=${encodeURIComponent(`${ana.email} ${late.number}`)}`))).toEqual([
        late.id,
      ]);
      expect((await all(`q=${encodeURIComponent('nobody-such-client%')}`)).body.items).toEqual([]);

      const csv = await http()
        .get(`/api/admin/invoices/export.csv?clientId=${ana.id}&sort=dueDate`)
        .set(withSession(admin.cookie))
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          res.on('end', () => done(null, text));
        })
        .expect(200);
      const dueDates = (csv.body as string)
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(',')[6]);
      expect(dueDates).toEqual([inDays(5), inDays(10), inDays(40)]);

      for (const bad of ['sort=client', 'sort=--number', `q=${'x'.repeat(51)}`])
        await http().get(`/api/admin/invoices?${bad}`).set(withSession(admin.cookie)).expect(400);
      await http().get('/api/admin/invoices?sort=number').expect(401);
      await http().get('/api/admin/invoices?sort=number').set(withSession(ana.cookie)).expect(403);
    });

    it('finds clients to invoice, with their projects, by name or email', async () => {
      const { lucia: ana, tom: ben } = await billingAccounts(t);
      const project = em().create(Project, {
        title: 'Tienda en línea',
        client: em().getReference(User, ana.id),
        description: 'Catálogo y pagos',
      });
      await em().persist(project).flush();
      const find = (query: string, cookie = admin.cookie) =>
        http().get(`/api/admin/invoices/clients?${query}`).set(withSession(cookie));
      const found = (await find(`q=${encodeURIComponent(`lucía ${ana.email}`)}`).expect(200)).body;
      expect(found.items).toEqual([
        {
          id: ana.id,
          name: 'Lucía Ibáñez',
          email: ana.email,
          projects: [{ id: expect.any(Number), title: 'Tienda en línea' }],
        },
      ]);
      const byEmail = (await find(`q=${encodeURIComponent(ben.email)}`).expect(200)).body;
      expect(byEmail.items).toEqual([
        { id: ben.id, name: 'Tom Baker', email: ben.email, projects: [] },
      ]);
      // Only clients: an admin is not someone to invoice.
      expect((await find(`q=${encodeURIComponent(admin.email)}`).expect(200)).body.items).toEqual(
        [],
      );
      await find(`q=${'x'.repeat(101)}`).expect(400);
      await find('limit=0').expect(400);
      await http().get('/api/admin/invoices/clients').expect(401);
      await find('', ana.cookie).expect(403);
    });
  });
});
