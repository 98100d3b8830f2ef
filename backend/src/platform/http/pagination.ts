import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

import type { EntityManager } from '@mikro-orm/postgresql';

import { LocalizedException } from '../i18n/localized.exception';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;

/** `limit` and the opaque `cursor` of a page: the `nextCursor` of the page before. */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, description: 'Rows per page (default 20)' })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'pagination.limit.invalid' })
  @Min(1, { message: 'pagination.limit.invalid' })
  @Max(100, { message: 'pagination.limit.invalid' })
  limit?: number;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page' })
  @IsOptional()
  @IsString({ message: 'pagination.cursor.invalid' })
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'pagination.cursor.invalid' })
  cursor?: string;

  @ApiPropertyOptional({ enum: ['en', 'es'], description: 'Language of error messages' })
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  lang?: 'en' | 'es';
}

/** A page of an admin list: `q` searches the list's own text columns, `sort` orders it. */
export class SearchPageQuery extends PageQuery {
  @ApiPropertyOptional({ maxLength: 100, description: 'Text to search for (any word order)' })
  @IsOptional()
  @IsString({ message: 'pagination.search.invalid' })
  @MaxLength(100, { message: 'pagination.search.invalid' })
  q?: string;
}

/**
 * Text of a related row a list is searched by: `id` is the row's column naming it (over `t`),
 * `text` an expression over the related row `r` of `table`. Its matches are found once per search
 * (`id in (select …)`), not looked up again for every row of the list.
 */
export interface RelatedText {
  id: string;
  table: string;
  text: string;
}

/** The text columns a list of accounts (rows `t` of `users`) is searched by. */
export const ACCOUNT_TEXT = ['t."first_name"', 't."last_name"', 't."username"', 't."email"'];

/** A client's names, username and email: a list is found by whose its rows are as well. */
export const clientText = (id: string): RelatedText => ({
  id,
  table: 'users',
  text: `concat_ws(' ', r."first_name", r."last_name", r."username", r."email")`,
});

/**
 * A filter for `q`: every word of it appears (case-insensitively) in one of the columns, given
 * as SQL over the row `t` by the code, or in a related row's text. LIKE's wildcards in the text
 * are taken literally. Each column is compared on its own, so an index can serve it.
 */
export function textSearch(
  q: string | undefined,
  columns: Array<string | RelatedText>,
): { extra?: string; extraParams?: unknown[] } {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return {};
  const matches = columns.map((column) =>
    typeof column === 'string'
      ? `${column} ilike ? escape '\\'`
      : `${column.id} in (select r."id" from "${column.table}" r where ${column.text} ilike ? escape '\\')`,
  );
  const anyColumn = `(${matches.join(' or ')})`;
  return {
    extra: words.map(() => anyColumn).join(' and '),
    extraParams: words.flatMap((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return columns.map(() => pattern);
    }),
  };
}

/**
 * Cursors name the last row of a page; the next page continues after it in the list's order, so
 * walking the pages visits every row once even while rows are added.
 */
export function encodeCursor(id: number): string {
  return Buffer.from(`r${id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  const match = /^r(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) throw new LocalizedException(400, 'pagination.cursor.invalid');
  return Number(match[1]);
}

/** Asks for one row more than `limit` to learn whether a next page exists. */
export function page<T extends { id: number }>(
  rows: T[],
  limit: number,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const more = rows.length > limit;
  return { items, nextCursor: more ? encodeCursor(items[items.length - 1].id) : null };
}

const DEFAULT_LIMIT = 20;

export interface PageRequest {
  limit?: number;
  cursor?: string;
}

type PagedTable =
  | 'users'
  | 'contact_submissions'
  | 'testimonials'
  | 'blog_posts'
  | 'service_types'
  | 'mail_outbox'
  | 'audit_log'
  | 'sessions'
  | 'projects'
  | 'project_updates'
  | 'project_comments'
  | 'stored_files'
  | 'social_media_content'
  | 'saved_recommendations'
  | 'invoices'
  | 'payment_events'
  | 'payments';
interface PageScope {
  /** The column naming whose list it is; none for a list of every row (an admin's). */
  column?: 'client_id' | 'project_id' | 'user_id';
  value?: number;
  /** Filters: each column (named by the code, never by a request) equal to its value. */
  equal?: Record<string, string | number>;
  /** A further condition on the row, aliased `t`, with `?` placeholders for `extraParams`. */
  extra?: string;
  extraParams?: unknown[];
  /** The list's order when not newest first: a sort the request chose among the list's own. */
  order?: PageOrder;
}

/**
 * An order for a page: a SQL expression over the row `t` (written by the code, e.g.
 * `lower(t."email")`, never taken from a request) and a direction; ties are broken by id.
 * The expression must not be null (wrap a nullable column in coalesce), so rows compare in order.
 */
export interface PageOrder {
  expression: string;
  direction: 'asc' | 'desc';
}

const NEWEST_FIRST: PageOrder = { expression: 't."created_at"', direction: 'desc' };

/**
 * A sort parameter (`name` ascending, `-name` descending) as a PageOrder among the list's sorts;
 * the DTO has already refused any other value, so an unknown one falls back to newest first.
 */
export function pageOrder(sort: string | undefined, sorts: Record<string, string>): PageOrder {
  if (!sort) return NEWEST_FIRST;
  const descending = sort.startsWith('-');
  const expression = sorts[descending ? sort.slice(1) : sort];
  if (!expression) return NEWEST_FIRST;
  return { expression, direction: descending ? 'desc' : 'asc' };
}

/** One page of a list, newest first: the ids in SQL, then the rows through `load`, in order. */
export async function loadPage<T extends { id: number }>(
  em: EntityManager,
  table: PagedTable,
  scope: PageScope,
  request: PageRequest,
  load: (ids: number[]) => Promise<T[]>,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const limit = request.limit ?? DEFAULT_LIMIT;
  const ids = await pageIds(em, table, scope, decodeCursor(request.cursor), limit);
  return page(inOrder(ids, await load(ids)), limit);
}

/**
 * Ids of one page of a list ordered newest first by (created_at, id), or by the scope's order,
 * continuing after the cursor's row. The cursor row is compared in SQL at full precision and must
 * belong to the same owner (`scope.column`), so a cursor of another owner's list yields nothing.
 * Each scope has an index on (scope column, created_at), and one per filter and sort it offers.
 */
async function pageIds(
  em: EntityManager,
  table: PagedTable,
  scope: PageScope,
  cursor: number | null,
  limit: number,
): Promise<number[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (scope.column) {
    where.push(`t."${scope.column}" = ?`);
    params.push(scope.value);
  }
  for (const [column, value] of Object.entries(scope.equal ?? {})) {
    where.push(`t."${column}" = ?`);
    params.push(value);
  }
  if (scope.extra) {
    where.push(scope.extra);
    params.push(...(scope.extraParams ?? []));
  }
  const { expression, direction } = scope.order ?? NEWEST_FIRST;
  if (cursor !== null) {
    // The subquery's own alias `t` names the cursor's row, so the same expression applies to it.
    const sameOwner = scope.column ? ` and t."${scope.column}" = ?` : '';
    where.push(
      `(${expression}, t."id") ${direction === 'desc' ? '<' : '>'} (select ${expression}, t."id" from "${table}" t where t."id" = ?${sameOwner})`,
    );
    params.push(cursor, ...(scope.column ? [scope.value] : []));
  }
  params.push(limit + 1);
  const rows = await em.execute<{ id: number }[]>(
    `select t."id" from "${table}" t ${where.length > 0 ? `where ${where.join(' and ')}` : ''} order by ${expression} ${direction}, t."id" ${direction} limit ?`,
    params,
  );
  return rows.map((row) => row.id);
}

const inOrder = <T extends { id: number }>(ids: number[], rows: T[]): T[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/**
 * The `sort` parameter of a list with these sorts (`name`, or `-name` for descending): document
 * and check it with `@SortParam(SORTS)` on the query DTO, then order with `pageOrder(sort, SORTS)`.
 */
export function SortParam(sorts: Record<string, string>): PropertyDecorator {
  const allowed = Object.keys(sorts).flatMap((key) => [key, `-${key}`]);
  return (target, property) => {
    ApiPropertyOptional({ enum: allowed, description: 'Order: a column, or -column descending' })(
      target,
      property,
    );
    IsOptional()(target, property);
    IsIn(allowed, { message: 'pagination.sort.invalid' })(target, property);
  };
}

/** Every item of a paged list, read page after page (for exports, not for answers). */
export async function everyPage<T>(
  load: (request: PageRequest) => Promise<{ items: T[]; nextCursor: string | null }>,
  limit = 100,
): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await load({ limit, ...(cursor ? { cursor } : {}) });
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}
