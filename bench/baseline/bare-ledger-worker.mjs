// The floor for the payments queue: a bare BullMQ worker, one job at a time, that applies each
// stored `payment_intent.succeeded` event the way the ledger does, in one transaction with plain
// SQL on one connection: the event's row locked (and left alone when it is done), the payment's
// row locked, per invoice its row locked, its completed payments summed, the record, the invoice's
// event, state, revision and receipt notice written, then the payment and the event marked; after
// the commit, a render job per invoice is queued (on a queue nobody works, so no PDF is made). No
// Nest, no MikroORM, no PDFs or mail beside it. A job that fails marks its event `failed`. Prints
// "ready" once the worker is connected.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/x REDIS_URL=redis://127.0.0.1:6379/5 \
//   QUEUE_PREFIX=x BARE_QUEUE=bare-ledger node bench/baseline/bare-ledger-worker.mjs
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';

const connection = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: null });
const prefix = process.env.QUEUE_PREFIX;
const queueName = process.env.BARE_QUEUE ?? 'bare-ledger';
const renders = new Queue(`${queueName}-pdfs`, { connection, prefix });
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

const one = async (sql, params) => (await db.query(sql, params)).rows[0];

/** The invoice's state for what is paid of it, as invoice-status.ts decides it. */
function statusFor(invoice, paid) {
  if (paid >= invoice.total_cents) return 'paid';
  if (invoice.due_date < new Date().toISOString().slice(0, 10)) return 'overdue';
  return paid > 0 ? 'partial' : 'pending';
}

async function apply(eventId) {
  const event = await one(`select state, fact from payment_events where id = $1 for update`, [
    eventId,
  ]);
  if (!event || event.state === 'applied' || event.state === 'ignored') return { changed: [] };
  const fact = event.fact;
  const payment = await one(
    `select id, state, amount_cents, invoices, user_id, reference from payments
     where provider = 'stripe' and provider_id = $1 for update`,
    [fact.providerId],
  );
  let outcome = 'ignored';
  const changed = [];
  if (payment && payment.state !== 'succeeded' && payment.state !== 'refunded') {
    if (fact.amountCents !== payment.amount_cents || fact.currency !== 'usd')
      throw new Error(`payment ${payment.reference}: amounts differ`);
    let left = payment.amount_cents;
    let first = true;
    for (const { id } of payment.invoices) {
      const invoice = await one(
        `select id, status, total_cents, to_char(due_date, 'YYYY-MM-DD') as due_date
         from invoices where id = $1 for update`,
        [id],
      );
      if (!invoice || left === 0) continue;
      const { paid } = await one(
        `select coalesce(sum(amount_cents), 0)::int as paid from payment_records
         where invoice_id = $1 and status = 'completed'`,
        [id],
      );
      const amount = Math.min(invoice.total_cents - paid, left);
      if (amount <= 0 || !['pending', 'partial', 'overdue'].includes(invoice.status)) continue;
      left -= amount;
      const record = await one(
        `insert into payment_records (invoice_id, user_id, payment_id, amount_cents, payment_method,
           status, reference, transaction_id)
         values ($1, $2, $3, $4, 'stripe', 'completed', $5, $6) returning id, payment_date`,
        [
          id,
          payment.user_id,
          payment.id,
          amount,
          first ? payment.reference : null,
          first ? fact.transactionId : null,
        ],
      );
      first = false;
      const status = statusFor(invoice, paid + amount);
      await db.query(
        `insert into invoice_events (invoice_id, from_status, to_status, reason, detail)
         values ($1, $2, $3, 'payment', $4)`,
        [
          id,
          invoice.status,
          status,
          { paymentId: record.id, amountCents: amount, method: 'stripe' },
        ],
      );
      const { revision } = await one(
        `update invoices set status = $2::varchar, payment_method = 'stripe',
           payment_date = case when $2::varchar = 'paid' then $3::timestamptz else payment_date end,
           revision = revision + 1, updated_at = now()
         where id = $1 returning revision`,
        [id, status, record.payment_date],
      );
      await db.query(`insert into invoice_notices (invoice_id, key) values ($1, $2)`, [
        id,
        `receipt:${record.id}`,
      ]);
      changed.push({ id, revision });
    }
    if (left > 0) throw new Error(`payment ${payment.reference}: ${left} cents over the balances`);
    await db.query(
      `update payments set state = 'succeeded', transaction_id = $2, failure_message = null,
         updated_at = now() where id = $1`,
      [payment.id, fact.transactionId],
    );
    outcome = 'applied';
  }
  await db.query(
    `update payment_events set state = $2, attempts = attempts + 1, applied_at = clock_timestamp(),
       last_error = null where id = $1`,
    [eventId, outcome],
  );
  return { outcome, changed };
}

const worker = new Worker(
  queueName,
  async (job) => {
    await db.query('begin');
    let result;
    try {
      result = await apply(job.data.eventId);
      await db.query('commit');
    } catch (error) {
      await db.query('rollback');
      // Seen by the bench, which stops at a failed event.
      await db.query(`update payment_events set state = 'failed', last_error = $2 where id = $1`, [
        job.data.eventId,
        String(error),
      ]);
      throw error;
    }
    for (const { id, revision } of result.changed)
      await renders.add(
        'invoice.render',
        { invoiceId: id },
        { jobId: `invoice-${id}-r${revision}` },
      );
    return { outcome: result.outcome ?? 'done' };
  },
  { connection, prefix, concurrency: 1 },
);

worker.on('failed', (job, error) =>
  process.stderr.write(`bare ledger job ${job?.id} failed: ${error.message}\n`),
);
await worker.waitUntilReady();
process.stdout.write('ready\n');

process.once('SIGTERM', async () => {
  await worker.close();
  await renders.close();
  await db.end();
  connection.disconnect();
  process.exit(0);
});
