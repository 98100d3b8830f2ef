import type { EntityManager } from '@mikro-orm/postgresql';

import type { UserRole } from '../auth/entities/user.entity';
import type { AuthorSource, CommentSource, UpdateSource } from './dto/portal-project.dto';

/*
 * The updates and comments of a page, read as plain rows with only the columns of the author that
 * the answer shows, rather than as entities with the author's whole account: pages are only read,
 * and building entities for them was about a third of the project page's time on the embedded
 * database (docs/decisions/0018-project-page-plain-rows.md).
 */

/** The author's columns of a row; all null when the account is gone (author_id tells). */
interface AuthorColumns {
  author_id: number | null;
  author_username: string;
  author_first_name: string | null;
  author_last_name: string | null;
  author_role: UserRole;
}

const AUTHOR_COLUMNS = `u."id" as "author_id", u."username" as "author_username",
  u."first_name" as "author_first_name", u."last_name" as "author_last_name",
  u."role" as "author_role"`;

const authorOf = (row: AuthorColumns): AuthorSource | null =>
  row.author_id === null
    ? null
    : {
        id: row.author_id,
        username: row.author_username,
        firstName: row.author_first_name,
        lastName: row.author_last_name,
        role: row.author_role,
      };

const placeholders = (ids: number[]) => ids.map(() => '?').join(', ');

/** Updates by id, in no particular order (loadPage puts them in the page's order). */
export async function updateRows(em: EntityManager, ids: number[]): Promise<UpdateSource[]> {
  if (ids.length === 0) return [];
  const rows = await em.execute<
    (AuthorColumns & {
      id: number;
      content: string;
      content_es: string | null;
      is_public: boolean;
      attachments: UpdateSource['attachments'];
      created_at: string;
    })[]
  >(
    `select r."id", r."content", r."content_es", r."is_public", r."attachments", r."created_at",
       ${AUTHOR_COLUMNS}
     from "project_updates" r left join "users" u on u."id" = r."user_id"
     where r."id" in (${placeholders(ids)})`,
    ids,
  );
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    contentEs: row.content_es,
    isPublic: row.is_public,
    attachments: row.attachments,
    createdAt: new Date(row.created_at),
    user: authorOf(row),
  }));
}

/** Comments by id, in no particular order (loadPage puts them in the page's order). */
export async function commentRows(em: EntityManager, ids: number[]): Promise<CommentSource[]> {
  if (ids.length === 0) return [];
  const rows = await em.execute<
    (AuthorColumns & {
      id: number;
      content: string;
      attachments: CommentSource['attachments'];
      created_at: string;
    })[]
  >(
    `select r."id", r."content", r."attachments", r."created_at", ${AUTHOR_COLUMNS}
     from "project_comments" r left join "users" u on u."id" = r."user_id"
     where r."id" in (${placeholders(ids)})`,
    ids,
  );
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    attachments: row.attachments,
    createdAt: new Date(row.created_at),
    user: authorOf(row),
  }));
}
