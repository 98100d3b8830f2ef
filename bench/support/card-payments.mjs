// Card payments of issued invoices as the portal leaves them once the client has paid and Stripe's
// word is still to come: clients, pending invoices (numbered, with their history), and per payment
// a `payments` row in state `processing` with its PaymentIntent id and the invoices it pays with
// their balances. Written straight into the database; amounts vary, the same every run (seeded
// pseudo-random numbers). Beside them, the `payment_intent.succeeded` event Stripe sends for each
// payment, and its `Stripe-Signature` header.
import { createHmac, randomBytes } from 'node:crypto';

const DAY = 86_400_000;
const TAX_RATE = 8;
const hex = (bytes) => randomBytes(bytes).toString('hex');
const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** mulberry32, as in large-project.mjs: reproducible amounts. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SERVICES = [
  ['Website maintenance, monthly', 'Mantenimiento del sitio web, mensual'],
  ['Booking flow design', 'Diseño del flujo de reservas'],
  ['Route planner, second phase', 'Planificador de rutas, segunda etapa'],
  ['Hosting and backups, quarterly', 'Alojamiento y copias de seguridad, trimestral'],
  ['Social media content, 12 posts', 'Contenido para redes sociales, 12 publicaciones'],
  ['Staff training, two sessions', 'Capacitación del personal, dos sesiones'],
];

/** Adds `count` client accounts (no password anyone can sign in with: they only own invoices). */
export async function seedClients(db, count, tag) {
  const { rows } = await db.query(
    `insert into users (username, password_hash, email, first_name, last_name, role, email_verified)
     select 'client_' || $1 || '_' || i, 'bench: no sign-in', 'client.' || $1 || '.' || i || '@example.com',
            'Client', 'No. ' || i, 'user', true
     from generate_series(1, $2::int) as i
     returning id`,
    [tag, count],
  );
  return rows.map((r) => r.id);
}

let invoiceNumber = 1000;
let seed = 20261128;

/**
 * `count` payments in state `processing`, each of one client's pending invoices (every fourth of
 * two), for their whole balances. Returns, per payment, its ids, amount and invoices.
 */
export async function seedPayments(db, count, clientIds) {
  const rand = random(seed++);
  const now = new Date();
  const invoices = [];
  const payments = [];
  for (let i = 0; i < count; i++) {
    const userId = clientIds[i % clientIds.length];
    const own = [];
    for (let k = 0; k < (i % 4 === 0 ? 2 : 1); k++) {
      const [description, descriptionEs] = SERVICES[Math.floor(rand() * SERVICES.length)];
      const amountCents = 15_000 + Math.floor(rand() * 225_000);
      const taxCents = Math.round((amountCents * TAX_RATE) / 100);
      const invoice = {
        userId,
        number: `INV-${++invoiceNumber}`,
        amountCents,
        taxCents,
        totalCents: amountCents + taxCents,
        dueDate: new Date(now.getTime() + (10 + Math.floor(rand() * 20)) * DAY)
          .toISOString()
          .slice(0, 10),
        items: [
          {
            description,
            descriptionEs,
            quantity: 1,
            unitPriceCents: amountCents,
            amountCents,
          },
        ],
      };
      invoices.push(invoice);
      own.push(invoice);
    }
    payments.push({
      userId,
      invoices: own,
      amountCents: own.reduce((sum, invoice) => sum + invoice.totalCents, 0),
      reference: `TB-${Array.from({ length: 9 }, () => REFERENCE_ALPHABET[Math.floor(rand() * 36)]).join('')}`,
      intentId: `pi_${hex(12)}`,
    });
  }

  await db.query('begin');
  try {
    // Revision 2: created, then issued; its PDF counts as current, so only payments render one.
    const { rows: invoiceIds } = await db.query(
      `insert into invoices (user_id, number, status, due_date, amount_cents, tax_rate, tax_cents,
         total_cents, description, items, issued_at, revision, pdf_revision)
       select u, n, 'pending', d, a, $7, t, a + t, i->0->>'description', i, now(), 2, 2
       from unnest($1::int[], $2::text[], $3::date[], $4::int[], $5::int[], $6::jsonb[])
         as x(u, n, d, a, t, i)
       returning id`,
      [
        invoices.map((x) => x.userId),
        invoices.map((x) => x.number),
        invoices.map((x) => x.dueDate),
        invoices.map((x) => x.amountCents),
        invoices.map((x) => x.taxCents),
        invoices.map((x) => JSON.stringify(x.items)),
        TAX_RATE,
      ],
    );
    invoiceIds.forEach(({ id }, i) => (invoices[i].id = id));
    await db.query(
      `insert into invoice_events (invoice_id, from_status, to_status, reason)
       select id, f, t, r from unnest($1::int[]) as id,
         (values (null, 'draft', 'created'), ('draft', 'pending', 'issued')) as e(f, t, r)`,
      [invoiceIds.map((x) => x.id)],
    );
    await db.query(`update invoice_number_counter set last_number = $1 where id = 1`, [
      invoiceNumber,
    ]);
    const { rows: paymentIds } = await db.query(
      `insert into payments (reference, user_id, provider, provider_id, idempotency_key, purpose,
         invoices, amount_cents, state)
       select r, u, 'stripe', p, k, 'invoices', i, a, 'processing'
       from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::jsonb[], $6::int[])
         as x(r, u, p, k, i, a)
       returning id`,
      [
        payments.map((x) => x.reference),
        payments.map((x) => x.userId),
        payments.map((x) => x.intentId),
        payments.map(() => hex(32)),
        payments.map((x) =>
          JSON.stringify(x.invoices.map((v) => ({ id: v.id, balanceCents: v.totalCents }))),
        ),
        payments.map((x) => x.amountCents),
      ],
    );
    paymentIds.forEach(({ id }, i) => (payments[i].id = id));
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  return payments;
}

/** The event Stripe sends once the card went through: a PaymentIntent as the API returns it. */
export function succeededEvent(payment, eventId = `evt_${hex(12)}`) {
  const created = Math.floor(Date.now() / 1000);
  return {
    id: eventId,
    object: 'event',
    api_version: '2025-03-31.basil',
    created,
    data: {
      object: {
        id: payment.intentId,
        object: 'payment_intent',
        amount: payment.amountCents,
        amount_capturable: 0,
        amount_details: { tip: {} },
        amount_received: payment.amountCents,
        application: null,
        application_fee_amount: null,
        automatic_payment_methods: { allow_redirects: 'always', enabled: true },
        canceled_at: null,
        cancellation_reason: null,
        capture_method: 'automatic_async',
        client_secret: `${payment.intentId}_secret_${hex(12)}`,
        confirmation_method: 'automatic',
        created: created - 40,
        currency: 'usd',
        customer: null,
        description: `Payment ${payment.reference}`,
        last_payment_error: null,
        latest_charge: `ch_${hex(12)}`,
        livemode: false,
        metadata: { reference: payment.reference },
        next_action: null,
        on_behalf_of: null,
        payment_method: `pm_${hex(12)}`,
        payment_method_configuration_details: { id: `pmc_${hex(12)}`, parent: null },
        payment_method_options: {
          card: {
            installments: null,
            mandate_options: null,
            network: null,
            request_three_d_secure: 'automatic',
          },
          link: { persistent_token: null },
        },
        payment_method_types: ['card', 'link'],
        processing: null,
        receipt_email: null,
        review: null,
        setup_future_usage: null,
        shipping: null,
        source: null,
        statement_descriptor: null,
        statement_descriptor_suffix: null,
        status: 'succeeded',
        transfer_data: null,
        transfer_group: null,
      },
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: `req_${hex(8)}`, idempotency_key: hex(16) },
    type: 'payment_intent.succeeded',
  };
}

/** Stripe's `Stripe-Signature` for `payload` sent now: HMAC-SHA256 of `<t>.<payload>`. */
export function stripeSignature(payload, secret) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
