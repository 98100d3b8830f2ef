import { MikroORM } from '@mikro-orm/postgresql';

import { buildOrmOptions } from '../../src/platform/database/mikro-orm.config';
import { loadPage, pageOrder, textSearch } from '../../src/platform/http/pagination';
import { LocalizedException } from '../../src/platform/i18n/localized.exception';
import { createTestDatabase } from '../support/databases';

/** Sorts an admin list of contact messages may offer, as SQL over the row `t`. */
const SORTS = { name: 'lower(t."name")', email: 't."email"', created: 't."created_at"' };

describe('pages of a list in any order it offers', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await MikroORM.init(buildOrmOptions(db.url, 2));
    // 23 messages; many share a name (ties broken by id) and two share one instant.
    const names = ['Zoe', 'ana', 'Bruno', 'ana', 'Carla 100%', 'bruno', 'Ana'];
    for (let i = 0; i < 23; i++) {
      await orm.em.getConnection().execute(
        `insert into contact_submissions (name, email, message, created_at)
         values (?, ?, ?, ?)`,
        [
          names[i % names.length],
          `person${String(i).padStart(2, '0')}@example.com`,
          `message ${i}`,
          new Date(Date.UTC(2026, 0, 1, 0, 0, i === 5 ? 4 : i)),
        ],
      );
    }
  });

  afterAll(async () => {
    await orm.close(true);
    await db.drop();
  });

  /** Every page of the list, walked by its cursors; the rows' ids in the order shown. */
  async function walk(
    sort: string | undefined,
    limit: number,
    filter: { extra?: string; extraParams?: unknown[] } = {},
  ): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 50; pages++) {
      const page = await loadPage(
        orm.em.fork(),
        'contact_submissions',
        { ...filter, order: pageOrder(sort, SORTS) },
        { limit, cursor },
        async (pageIds) => pageIds.map((id) => ({ id })),
      );
      ids.push(...page.items.map((row) => row.id));
      if (!page.nextCursor) return ids;
      cursor = page.nextCursor;
    }
    throw new Error('the pages never ended');
  }

  async function expected(orderBy: string, where = 'true', params: unknown[] = []) {
    const rows = await orm.em
      .getConnection()
      .execute<{ id: number }[]>(
        `select t.id from contact_submissions t where ${where} order by ${orderBy}`,
        params,
      );
    return rows.map((row) => row.id);
  }

  it.each([
    [undefined, 't.created_at desc, t.id desc'],
    ['name', 'lower(t.name) asc, t.id asc'],
    ['-name', 'lower(t.name) desc, t.id desc'],
    ['email', 't.email asc, t.id asc'],
    ['-created', 't.created_at desc, t.id desc'],
  ])('sort %s: every row once, in order, across pages of 4', async (sort, orderBy) => {
    expect(await walk(sort, 4)).toEqual(await expected(orderBy));
  });

  it('gives the same rows whatever the page size', async () => {
    expect(await walk('-name', 1)).toEqual(await walk('-name', 100));
  });

  it('falls back to newest first for a sort the list does not offer', () => {
    expect(pageOrder('password', SORTS)).toEqual(pageOrder(undefined, SORTS));
    expect(pageOrder(undefined, SORTS)).toEqual({
      expression: 't."created_at"',
      direction: 'desc',
    });
  });

  it('finds rows holding every word of the search, in any column, any case', async () => {
    const search = textSearch('ANA person1', ['t."name"', 't."email"']);
    const found = await walk('name', 2, search);
    expect(found).toEqual(
      await expected(
        'lower(t.name) asc, t.id asc',
        `t.name ilike '%ana%' and t.email like '%person1%'`,
      ),
    );
    expect(found.length).toBeGreaterThan(0);
  });

  it("takes LIKE's wildcards in the search literally", async () => {
    const percent = await walk(undefined, 50, textSearch('100%', ['t."name"']));
    expect(percent).toEqual(
      await expected('t.created_at desc, t.id desc', `t.name = 'Carla 100%'`),
    );
    expect(await walk(undefined, 50, textSearch('_', ['t."name"']))).toEqual([]);
  });

  it('ignores a blank search and refuses a forged cursor', async () => {
    expect(textSearch('   ', ['t."name"'])).toEqual({});
    await expect(
      loadPage(
        orm.em.fork(),
        'contact_submissions',
        {},
        { cursor: 'bm90LWEtY3Vyc29y' },
        async () => [],
      ),
    ).rejects.toBeInstanceOf(LocalizedException);
  });
});
