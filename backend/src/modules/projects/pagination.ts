import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

import { LocalizedException } from '../../platform/i18n/localized.exception';

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
