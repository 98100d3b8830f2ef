// An agency some years on, for the admin lists' bench: 2,000 client accounts, 10,000 contact
// messages and 20,000 invoices, written straight into the database with set-based SQL (seconds,
// not minutes). Names, services and amounts vary; statuses and dates spread over three years.
export const ADMIN_SCALE = { clients: 2_000, contacts: 10_000, invoices: 20_000 };

const FIRST_NAMES = `'{Ana,Bruno,Carla,Diego,Elena,Facundo,Gabriela,Hugo,Inés,Javier,Karen,Lucas,María,Nicolás,Olivia,Pablo,Rosa,Santiago,Teresa,Valentina}'`;
const LAST_NAMES = `'{Acosta,Benítez,Castro,Díaz,Fernández,García,Hernández,Ibarra,Jiménez,López,Martínez,Núñez,Olivera,Pérez,Rodríguez,Silva,Torres,Vázquez,Walker,Young}'`;

/**
 * Adds the clients, their contact messages and invoices to `db` (PGlite, or anything with
 * `query(sql, params)` and `transaction`). Clients cannot sign in (no usable password).
 */
export async function seedAdminScale(db, scale = ADMIN_SCALE) {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into users (username, password_hash, email, first_name, last_name, role,
         email_verified, is_active, created_at)
       select 'client' || i,
              'bench: no sign-in',
              'client' || i || '@example.com',
              (${FIRST_NAMES}::text[])[1 + i % 20],
              (${LAST_NAMES}::text[])[1 + (i / 20) % 20],
              'user',
              i % 7 <> 0,
              i % 50 <> 0,
              now() - (i % 1000) * interval '1 day' - i * interval '1 second'
       from generate_series(1, $1::int) as i`,
      [scale.clients],
    );
    await tx.query(
      `insert into contact_submissions (name, email, message, service_type, language, resolved,
         created_at)
       select (${FIRST_NAMES}::text[])[1 + i % 20] || ' ' || (${LAST_NAMES}::text[])[1 + (i / 7) % 20],
              'visitor' || i || '@example.com',
              'Hello, we would like a quote for ' ||
                (array['a new website','an online store','our brand refresh','ads and social media'])[1 + i % 4] ||
                '. Message number ' || i || '.',
              (array['web-design','automation','branding','marketing'])[1 + i % 4],
              (array['en','es'])[1 + i % 2],
              i % 3 = 0,
              now() - (i % 1100) * interval '1 day' - i * interval '1 second'
       from generate_series(1, $1::int) as i`,
      [scale.contacts],
    );
    await tx.query(
      `with clients as (
         select id, row_number() over (order by id) as n from users where username like 'client%'
           and password_hash = 'bench: no sign-in'
       )
       insert into invoices (user_id, number, status, issue_date, due_date, amount_cents,
         tax_rate, tax_cents, total_cents, description, items, pdf_revision, created_at, updated_at)
       select c.id,
              case when i % 8 = 7 then null else 'INV-B' || lpad(i::text, 6, '0') end,
              (array['paid','paid','paid','pending','partial','overdue','void','draft'])[1 + i % 8],
              (current_date - (i % 1100))::date,
              -- Open invoices fall due in the coming weeks, so the daily run marks none overdue.
              case when i % 8 in (3, 4, 7) then current_date + 1 + i % 60
                   else (current_date - (i % 1100) + 30)::date end,
              10000 + (i * 7919) % 240000,
              8,
              round((10000 + (i * 7919) % 240000) * 0.08),
              10000 + (i * 7919) % 240000 + round((10000 + (i * 7919) % 240000) * 0.08),
              'Monthly services ' || i,
              jsonb_build_array(jsonb_build_object(
                'description', 'Monthly services', 'descriptionEs', 'Servicios mensuales',
                'quantity', 1, 'unitPriceCents', 10000 + (i * 7919) % 240000,
                'amountCents', 10000 + (i * 7919) % 240000)),
              -- As if imported: their PDFs are drawn when opened, not all at once in the background.
              1,
              now() - (i % 1100) * interval '1 day' - i * interval '1 second',
              now() - (i % 1100) * interval '1 day'
       from generate_series(1, $1::int) as i
       join clients c on c.n = 1 + (i % $2::int)`,
      [scale.invoices, scale.clients],
    );
  });
}
