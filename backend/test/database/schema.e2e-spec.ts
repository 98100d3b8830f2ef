import { MikroORM } from '@mikro-orm/postgresql';

import { PROJECT_STATUSES } from '../../src/modules/projects/entities/project.entity';
import { buildOrmOptions } from '../../src/platform/database/mikro-orm.config';
import { createTestDatabase } from '../support/databases';

const SPEC_TABLES = [
  'users',
  'contact_submissions',
  'blog_posts',
  'projects',
  'testimonials',
  'social_media_content',
  'service_types',
  'orders',
  'order_items',
  'project_milestones',
  'project_updates',
  'project_comments',
  'invoices',
  'payment_records',
];

describe('database schema (migrated template)', () => {
  let db: { url: string; drop: () => Promise<void> };
  let orm: MikroORM;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);

  let userSeq = 0;
  const insertUser = async (overrides: Record<string, unknown> = {}): Promise<number> => {
    userSeq += 1;
    const row = {
      username: `member${userSeq}`,
      email: `member${userSeq}@example.com`,
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$placeholder',
      ...overrides,
    };
    const columns = Object.keys(row);
    const [{ id }] = await sql<{ id: number }>(
      `insert into users (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) returning id`,
      Object.values(row),
    );
    return id;
  };
  const insertProject = async (status = 'pending', clientId: number | null = null) => {
    const [{ id }] = await sql<{ id: number }>(
      'insert into projects (title, description, status, client_id) values (?, ?, ?, ?) returning id',
      ['A project', 'Summary line', status, clientId],
    );
    return id;
  };
  const insertInvoice = async (userId: number, overrides: Record<string, unknown> = {}) => {
    const row = { user_id: userId, due_date: '2030-01-31', amount_cents: 1000, total_cents: 1000 };
    const merged = { ...row, ...overrides };
    const columns = Object.keys(merged);
    const [{ id }] = await sql<{ id: number }>(
      `insert into invoices (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) returning id`,
      Object.values(merged),
    );
    return id;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await MikroORM.init(buildOrmOptions(db.url, 2));
  });

  afterAll(async () => {
    await orm.close(true);
    await db.drop();
  });

  it('has applied the initial migration and has none pending', async () => {
    expect(await orm.migrator.getPending()).toEqual([]);
    const executed = await orm.migrator.getExecuted();
    expect(executed.map((migration) => migration.name)).toContain('Migration20261122000000Initial');
  });

  it('matches the entity metadata exactly', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('creates every table of the spec plus sessions, the outbox, stored files, comment digests, AI generation jobs, invoice history, notices and numbering, the payments ledger, contact replies, the audit log, saved recommendations, notification preferences, testimonial requests, two-factor recovery codes, account deletion requests, personal access tokens and webhook endpoints and deliveries', async () => {
    const rows = await sql<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        ...SPEC_TABLES,
        'sessions',
        'mail_outbox',
        'stored_files',
        'project_comment_digests',
        'content_generation_jobs',
        'invoice_events',
        'invoice_notices',
        'invoice_number_counter',
        'payments',
        'payment_events',
        'audit_log',
        'app_state',
        'contact_replies',
        'saved_recommendations',
        'notification_preferences',
        'testimonial_requests',
        'mikro_orm_migrations',
        'two_factor_recovery_codes',
        'account_deletion_requests',
        'personal_access_tokens',
        'webhook_endpoints',
        'webhook_deliveries',
      ]),
    );
    expect(tables).toHaveLength(SPEC_TABLES.length + 22);
  });

  it('keeps AI generation jobs to their kinds and statuses, queued by default, gone with their account', async () => {
    const userId = await insertUser();
    const job = (kind: string, status?: string) =>
      sql<{ id: number; status: string }>(
        `insert into content_generation_jobs (user_id, kind, input${status ? ', status' : ''}) values (?, ?, '{}'${status ? ', ?' : ''}) returning id, status`,
        status ? [userId, kind, status] : [userId, kind],
      );
    const [created] = await job('multi-platform');
    expect(created.status).toBe('queued');
    await expect(job('poem')).rejects.toThrow(/content_generation_jobs_kind_check/);
    await expect(job('generate', 'done')).rejects.toThrow(/content_generation_jobs_status_check/);
    await sql('delete from users where id = ?', [userId]);
    expect(await sql('select id from content_generation_jobs where id = ?', [created.id])).toEqual(
      [],
    );
  });

  it('stores money as integer cents and timestamps with time zone', async () => {
    const rows = await sql<{ table_name: string; column_name: string; data_type: string }>(
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = 'public' and (column_name like '%cents' or column_name like '%_at'
         or column_name like '%_date' or column_name like '%_expiry')`,
    );
    const type = (table: string, column: string) =>
      rows.find((row) => row.table_name === table && row.column_name === column)?.data_type;
    for (const row of rows.filter((r) => r.column_name.endsWith('_cents'))) {
      expect(`${row.table_name}.${row.column_name}: ${row.data_type}`).toMatch(/: integer$/);
    }
    for (const row of rows.filter((r) => r.column_name.endsWith('_at'))) {
      expect(`${row.table_name}.${row.column_name}: ${row.data_type}`).toMatch(
        /: timestamp with time zone$/,
      );
    }
    expect(type('service_types', 'price_cents')).toBe('integer');
    expect(type('projects', 'start_date')).toBe('date');
    expect(type('invoices', 'due_date')).toBe('date');
    expect(type('users', 'reset_password_token_expiry')).toBe('timestamp with time zone');
  });

  it('fills in the documented defaults for a new account', async () => {
    const id = await insertUser();
    const [user] = await sql(
      'select role, admin_level, permissions, language, is_active, email_verified, created_at, updated_at from users where id = ?',
      [id],
    );
    expect(user).toMatchObject({
      role: 'user',
      admin_level: 0,
      permissions: [],
      language: 'en',
      is_active: true,
      email_verified: false,
    });
    // Raw queries return timestamps as text; the database filled both in.
    expect(Number.isNaN(Date.parse(String(user.created_at)))).toBe(false);
    expect(Number.isNaN(Date.parse(String(user.updated_at)))).toBe(false);
  });

  it('rejects duplicate usernames and e-mail addresses', async () => {
    await insertUser({ username: 'unique_name', email: 'first@example.com' });
    await expect(
      insertUser({ username: 'unique_name', email: 'second@example.com' }),
    ).rejects.toThrow(/users_username_unique/);
    await expect(
      insertUser({ username: 'another_name', email: 'first@example.com' }),
    ).rejects.toThrow(/users_email_unique/);
  });

  it('enforces the field limits of the spec', async () => {
    await expect(insertUser({ username: 'u'.repeat(51) })).rejects.toThrow(/too long/);
    await expect(insertUser({ phone: '1'.repeat(21) })).rejects.toThrow(/too long/);
    await expect(insertUser({ first_name: 'n'.repeat(101) })).rejects.toThrow(/too long/);
    const userId = await insertUser();
    await expect(insertInvoice(userId, { number: 'N'.repeat(51) })).rejects.toThrow(/too long/);
  });

  it('accepts only the known roles and languages', async () => {
    await expect(insertUser({ role: 'owner' })).rejects.toThrow(/users_role_check/);
    await expect(insertUser({ language: 'fr' })).rejects.toThrow(/users_language_check/);
    await expect(insertUser({ role: 'admin', language: 'es' })).resolves.toEqual(
      expect.any(Number),
    );
  });

  it('accepts every project status of the decided set and nothing else', async () => {
    for (const status of PROJECT_STATUSES) {
      await expect(insertProject(status)).resolves.toEqual(expect.any(Number));
    }
    await expect(insertProject('in-progress')).rejects.toThrow(/projects_status_check/);
    await expect(insertProject('cancelled')).rejects.toThrow(/projects_status_check/);
    const [project] = await sql<{ status: string; featured: boolean; gallery: unknown }>(
      `insert into projects (title, description) values ('Defaults', 'Line') returning status, featured, gallery`,
    );
    expect(project).toEqual({ status: 'pending', featured: false, gallery: [] });
  });

  it('keeps testimonial ratings between 1 and 5 in half steps, 5 by default', async () => {
    const insert = (rating: number | null) =>
      rating === null
        ? sql<{ rating: string }>(
            `insert into testimonials (name, content) values ('A', 'Quote') returning rating`,
          )
        : sql<{ rating: string }>(
            `insert into testimonials (name, content, rating) values ('A', 'Quote', ?) returning rating`,
            [rating],
          );
    expect(Number((await insert(null))[0].rating)).toBe(5);
    expect(Number((await insert(4.5))[0].rating)).toBe(4.5);
    expect(Number((await insert(1))[0].rating)).toBe(1);
    await expect(insert(4.3)).rejects.toThrow(/testimonials_rating_check/);
    await expect(insert(0.5)).rejects.toThrow(/testimonials_rating_check/);
    await expect(insert(5.5)).rejects.toThrow(/testimonials_rating_check|overflow/);
  });

  it('guards invoice statuses, numbers and amounts', async () => {
    const userId = await insertUser();
    const [invoice] = await sql(
      'select status, payment_method, tax_rate, issue_date, items from invoices where id = ?',
      [await insertInvoice(userId, { number: 'INV-0001' })],
    );
    expect(invoice).toMatchObject({ status: 'pending', payment_method: '', items: [] });
    expect(Number(invoice.tax_rate)).toBe(0);
    expect(invoice.issue_date).toBeTruthy();
    await expect(insertInvoice(userId, { number: 'INV-0001' })).rejects.toThrow(
      /invoices_number_unique/,
    );
    await expect(insertInvoice(userId, { status: 'cancelled' })).rejects.toThrow(
      /invoices_status_check/,
    );
    await expect(insertInvoice(userId, { total_cents: -1 })).rejects.toThrow(
      /invoices_amounts_check/,
    );
    // Numbers are optional and several invoices may have none.
    await insertInvoice(userId);
    const draft = await insertInvoice(userId, { status: 'draft' });
    // A mail an invoice owes is owed once per step; its history keeps known states only.
    const notice = () =>
      sql('insert into invoice_notices (invoice_id, key) values (?, ?)', [draft, 'reminder:0']);
    await notice();
    await expect(notice()).rejects.toThrow(/invoice_notices_invoice_id_key_unique/);
    await expect(
      sql(
        `insert into invoice_events (invoice_id, to_status, reason) values (?, 'sent', 'issued')`,
        [draft],
      ),
    ).rejects.toThrow(/invoice_events_to_status_check/);
    expect(await sql('select id, last_number from invoice_number_counter')).toEqual([
      { id: 1, last_number: 0 },
    ]);
  });

  it('checks payment records: positive amounts, TB- references, one record per transaction', async () => {
    const userId = await insertUser();
    const invoiceId = await insertInvoice(userId);
    const pay = (reference: string | null, amount = 1000, transaction: string | null = null) =>
      sql<{ status: string }>(
        `insert into payment_records (invoice_id, user_id, amount_cents, payment_method, reference, transaction_id)
         values (?, ?, ?, 'stripe', ?, ?) returning status`,
        [invoiceId, userId, amount, reference, transaction],
      );
    expect((await pay('TB-ABCDEFGH1', 1000, 'pi_1'))[0].status).toBe('completed');
    await expect(pay('TB-abc')).rejects.toThrow(/payment_records_reference_check/);
    await expect(pay('TB-ABCDEFGH1')).rejects.toThrow(/payment_records_reference_unique/);
    await expect(pay(null, 1000, 'pi_1')).rejects.toThrow(/payment_records_transaction_id_unique/);
    await expect(pay(null, 0)).rejects.toThrow(/payment_records_amount_cents_check/);
  });

  it('cascades to project children and detaches optional references on delete', async () => {
    const clientId = await insertUser();
    const projectId = await insertProject('in_progress', clientId);
    await sql('insert into project_milestones (project_id, title) values (?, ?)', [projectId, 'M']);
    await sql('insert into project_updates (project_id, user_id, content) values (?, ?, ?)', [
      projectId,
      clientId,
      'U',
    ]);
    await sql('insert into project_comments (project_id, user_id, content) values (?, ?, ?)', [
      projectId,
      clientId,
      'C',
    ]);
    const invoiceId = await insertInvoice(clientId, { project_id: projectId });

    await sql('delete from projects where id = ?', [projectId]);
    for (const table of ['project_milestones', 'project_updates', 'project_comments']) {
      const [{ count }] = await sql<{ count: string }>(
        `select count(*) from ${table} where project_id = ?`,
        [projectId],
      );
      expect(Number(count)).toBe(0);
    }
    const [invoice] = await sql('select project_id from invoices where id = ?', [invoiceId]);
    expect(invoice.project_id).toBeNull();
  });

  it('refuses to delete an account with invoices, and otherwise detaches or removes its data', async () => {
    const billed = await insertUser();
    await insertInvoice(billed);
    await expect(sql('delete from users where id = ?', [billed])).rejects.toThrow(
      /invoices_user_id_foreign/,
    );

    const leaving = await insertUser();
    const projectId = await insertProject('completed', leaving);
    await sql(`insert into blog_posts (title, content, slug, author_id) values ('T', 'B', ?, ?)`, [
      `post-${leaving}`,
      leaving,
    ]);
    await sql(
      `insert into social_media_content (user_id, platform, content) values (?, 'instagram', 'Hello there')`,
      [leaving],
    );
    await sql('delete from users where id = ?', [leaving]);
    const [project] = await sql('select client_id from projects where id = ?', [projectId]);
    expect(project.client_id).toBeNull();
    const [post] = await sql('select author_id from blog_posts where slug = ?', [
      `post-${leaving}`,
    ]);
    expect(post.author_id).toBeNull();
    const [{ count }] = await sql<{ count: string }>(
      'select count(*) from social_media_content where user_id = ?',
      [leaving],
    );
    expect(Number(count)).toBe(0);
  });

  it('unique service slugs, unique blog slugs and non-negative prices', async () => {
    const service = (slug: string, price: number) =>
      sql(
        `insert into service_types (slug, name, description, price_cents) values (?, 'S', 'D', ?)`,
        [slug, price],
      );
    await service('web-design-test', 250000);
    await expect(service('web-design-test', 1)).rejects.toThrow(/service_types_slug_unique/);
    await expect(service('negative', -100)).rejects.toThrow(/service_types_price_cents_check/);
    const post = () =>
      sql(`insert into blog_posts (title, content, slug) values ('T', 'B', 'same-slug')`);
    await post();
    await expect(post()).rejects.toThrow(/blog_posts_slug_unique/);
  });

  it('gives posts from before the social post states a status of their own', async () => {
    const scratch = await createTestDatabase();
    const other = await MikroORM.init({
      ...buildOrmOptions(scratch.url, 1),
      logger: () => undefined,
    });
    try {
      await other.migrator.down({ to: 'Migration20261125150000SessionPlace' });
      const run = <T>(query: string, params: unknown[] = []) =>
        other.em.fork().execute<T[]>(query, params);
      const [{ id: userId }] = await run<{ id: number }>(
        `insert into users (username, email, password_hash) values ('before_states', 'before@example.com', 'x') returning id`,
      );
      const insert = async (scheduled: boolean, when: string | null) => {
        const [{ id }] = await run<{ id: number }>(
          `insert into social_media_content (user_id, platform, content, scheduled, scheduled_date)
           values (?, 'twitter', 'A post from before', ?, ?) returning id`,
          [userId, scheduled, when],
        );
        return id;
      };
      const plain = await insert(false, null);
      const coming = await insert(true, new Date(Date.now() + 86_400_000).toISOString());
      const past = await insert(true, '2020-01-01T10:00:00Z');
      const noTime = await insert(true, null);
      await other.migrator.up();
      const rows = await run<{ id: number; status: string; scheduled: boolean }>(
        'select id, status, scheduled from social_media_content order by id',
      );
      expect(rows).toEqual([
        { id: plain, status: 'draft', scheduled: false },
        { id: coming, status: 'scheduled', scheduled: true },
        { id: past, status: 'due', scheduled: true },
        { id: noTime, status: 'draft', scheduled: false },
      ]);
      await expect(
        run(`update social_media_content set status = 'published' where id = ?`, [plain]),
      ).rejects.toThrow(/social_media_content_status_check/);
    } finally {
      await other.close(true);
      await scratch.drop();
    }
  });

  it('can be rolled back and re-applied', async () => {
    const scratch = await createTestDatabase();
    // A silent logger keeps the migrator's progress lines out of the test output.
    const other = await MikroORM.init({
      ...buildOrmOptions(scratch.url, 1),
      logger: () => undefined,
    });
    try {
      await other.migrator.down({ to: 0 });
      const rows = await other.em
        .fork()
        .execute<{ table_name: string }[]>(
          `select table_name from information_schema.tables where table_schema = 'public'`,
        );
      expect(rows.map((row) => row.table_name)).toEqual(['mikro_orm_migrations']);
      await other.migrator.up();
      expect((await other.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
    } finally {
      await other.close(true);
      await scratch.drop();
    }
  });
});
