import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { User } from '../auth/entities/user.entity';
import { FilesService } from '../files/files.service';
import { StoredFile } from '../files/stored-file.entity';
import type { UploadedPart } from '../files/multipart-upload.interceptor';
import { CommentDigests } from './comment-digests.service';
import {
  MilestoneDto,
  ProjectCommentDto,
  ProjectDetailDto,
  type ProjectsPageDto,
  ProjectSummaryDto,
  ProjectUpdateDto,
  type CommentsPageDto,
  type FilesPageDto,
  ProjectFileDto,
  type UpdatesPageDto,
} from './dto/portal-project.dto';
import { ProjectComment } from './entities/project-comment.entity';
import { ProjectMilestone } from './entities/project-milestone.entity';
import { ProjectUpdate } from './entities/project-update.entity';
import { Project } from './entities/project.entity';
import { decodeCursor, page } from './pagination';
import { followedProject, isTeam } from './project-access';

const DEFAULT_LIMIT = 20;

interface PageRequest {
  limit?: number;
  cursor?: string;
}

/**
 * Ids of one page of a list ordered newest first by (created_at, id), continuing after the
 * cursor's row. The cursor row is compared in SQL at full timestamp precision and must belong to
 * the same list (`scope`), so a cursor of another list yields nothing. Each scope has an index on
 * (scope column, created_at); `extra` is a further condition on the row, aliased `t`.
 */
async function pageIds(
  em: EntityManager,
  table: 'projects' | 'project_updates' | 'project_comments' | 'stored_files',
  scope: { column: 'client_id' | 'project_id'; value: number; extra?: string },
  cursor: number | null,
  limit: number,
): Promise<number[]> {
  const where = [`t."${scope.column}" = ?`, ...(scope.extra ? [scope.extra] : [])];
  const params: unknown[] = [scope.value];
  if (cursor !== null) {
    where.push(
      `(t."created_at", t."id") < (select c."created_at", c."id" from "${table}" c where c."id" = ? and c."${scope.column}" = ?)`,
    );
    params.push(cursor, scope.value);
  }
  params.push(limit + 1);
  const rows = await em.execute<{ id: number }[]>(
    `select t."id" from "${table}" t where ${where.join(' and ')} order by t."created_at" desc, t."id" desc limit ?`,
    params,
  );
  return rows.map((row) => row.id);
}

const inOrder = <T extends { id: number }>(ids: number[], rows: T[]): T[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** The client portal's view of projects: own projects for clients, any project for admins. */
@Injectable()
export class PortalProjectsService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
    private readonly digests: CommentDigests,
  ) {}

  /** The user's own projects, newest first, with progress, next milestone and last update. */
  async list(user: User, request: PageRequest): Promise<ProjectsPageDto> {
    const em = this.em.fork();
    const limit = request.limit ?? DEFAULT_LIMIT;
    const ids = await pageIds(
      em,
      'projects',
      { column: 'client_id', value: user.id },
      decodeCursor(request.cursor),
      limit,
    );
    const projects = inOrder(
      ids,
      await em.find(Project, { id: { $in: ids } }, { populate: ['client'] }),
    );
    const { items, nextCursor } = page(projects, limit);
    const shown = items.map((project) => project.id);
    const [next, lastUpdates] = await Promise.all([
      this.nextMilestones(em, shown),
      this.lastUpdates(em, shown, user),
    ]);
    return {
      items: items.map((project) =>
        ProjectSummaryDto.from(project, next.get(project.id), lastUpdates.get(project.id)),
      ),
      nextCursor,
    };
  }

  async detail(id: number, user: User): Promise<ProjectDetailDto> {
    const em = this.em.fork();
    const project = await followedProject(em, id, user);
    const [milestones, lastUpdates, updates, comments] = await Promise.all([
      em.find(ProjectMilestone, { project: id }, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
      this.lastUpdates(em, [id], user),
      this.updatesOf(em, project, user, {}),
      this.commentsOf(em, project, {}),
    ]);
    return {
      ...ProjectSummaryDto.from(
        project,
        milestones.find((milestone) => milestone.status !== 'completed'),
        lastUpdates.get(id),
      ),
      milestones: milestones.map((milestone) => MilestoneDto.from(milestone)),
      updates,
      comments,
    };
  }

  async updates(id: number, user: User, request: PageRequest): Promise<UpdatesPageDto> {
    const em = this.em.fork();
    return this.updatesOf(em, await followedProject(em, id, user), user, request);
  }

  async comments(id: number, user: User, request: PageRequest): Promise<CommentsPageDto> {
    const em = this.em.fork();
    return this.commentsOf(em, await followedProject(em, id, user), request);
  }

  /** Every file of the project's updates and comments that this user may see, newest first. */
  async projectFiles(id: number, user: User, request: PageRequest): Promise<FilesPageDto> {
    const em = this.em.fork();
    const project = await followedProject(em, id, user);
    const limit = request.limit ?? DEFAULT_LIMIT;
    const ids = await pageIds(
      em,
      'stored_files',
      {
        column: 'project_id',
        value: project.id,
        extra: isTeam(user) ? undefined : 'not t."admin_only"',
      },
      decodeCursor(request.cursor),
      limit,
    );
    const rows = await em.find(StoredFile, { id: { $in: ids } }, { populate: ['owner'] });
    const { items, nextCursor } = page(inOrder(ids, rows), limit);
    return { items: items.map((file) => ProjectFileDto.from(file)), nextCursor };
  }

  /**
   * Saves a comment with its files in one transaction, together with the due time of the other
   * side's digest mail; the mail itself is sent later by the digest sweeper.
   */
  async addComment(
    id: number,
    user: User,
    content: string,
    parts: UploadedPart[],
  ): Promise<ProjectCommentDto> {
    const comment = await this.em.fork().transactional(async (em) => {
      const project = await followedProject(em, id, user);
      const author = em.getReference(User, user.id);
      const stored = this.files.prepare(em, parts, author, project);
      await em.flush();
      const created = em.create(ProjectComment, {
        project,
        user: author,
        content,
        attachments: stored.map((file) => FilesService.attachment(file)),
      });
      await em.flush();
      await this.digests.schedule(em, project.id, isTeam(user) ? 'client' : 'team', created.id);
      return created;
    });
    const em = this.em.fork();
    const saved = await em.findOneOrFail(ProjectComment, comment.id, { populate: ['user'] });
    return ProjectCommentDto.from(saved);
  }

  private async updatesOf(
    em: EntityManager,
    project: Project,
    user: User,
    request: PageRequest,
  ): Promise<UpdatesPageDto> {
    const limit = request.limit ?? DEFAULT_LIMIT;
    const ids = await pageIds(
      em,
      'project_updates',
      {
        column: 'project_id',
        value: project.id,
        extra: isTeam(user) ? undefined : 't."is_public"',
      },
      decodeCursor(request.cursor),
      limit,
    );
    const rows = await em.find(ProjectUpdate, { id: { $in: ids } }, { populate: ['user'] });
    const { items, nextCursor } = page(inOrder(ids, rows), limit);
    return { items: items.map((update) => ProjectUpdateDto.from(update)), nextCursor };
  }

  private async commentsOf(
    em: EntityManager,
    project: Project,
    request: PageRequest,
  ): Promise<CommentsPageDto> {
    const limit = request.limit ?? DEFAULT_LIMIT;
    const ids = await pageIds(
      em,
      'project_comments',
      { column: 'project_id', value: project.id },
      decodeCursor(request.cursor),
      limit,
    );
    const rows = await em.find(ProjectComment, { id: { $in: ids } }, { populate: ['user'] });
    const { items, nextCursor } = page(inOrder(ids, rows), limit);
    return { items: items.map((comment) => ProjectCommentDto.from(comment)), nextCursor };
  }

  /** Per project, the first milestone in plan order that is not completed. */
  private async nextMilestones(
    em: EntityManager,
    projectIds: number[],
  ): Promise<Map<number, ProjectMilestone>> {
    if (projectIds.length === 0) return new Map();
    const rows = await em.execute<{ id: number }[]>(
      `select distinct on ("project_id") "id" from "project_milestones"
       where "project_id" in (${projectIds.map(() => '?').join(', ')}) and "status" <> 'completed'
       order by "project_id", "sort_order", "id"`,
      projectIds,
    );
    const milestones = await em.find(ProjectMilestone, { id: { $in: rows.map((row) => row.id) } });
    return new Map(milestones.map((milestone) => [milestone.project.id, milestone]));
  }

  /** Per project, when the newest update this user may see was posted. */
  private async lastUpdates(
    em: EntityManager,
    projectIds: number[],
    user: User,
  ): Promise<Map<number, Date>> {
    if (projectIds.length === 0) return new Map();
    const rows = await em.execute<{ project_id: number; last: Date }[]>(
      `select "project_id", max("created_at") as "last" from "project_updates"
       where "project_id" in (${projectIds.map(() => '?').join(', ')})${isTeam(user) ? '' : ' and "is_public"'}
       group by "project_id"`,
      projectIds,
    );
    return new Map(rows.map((row) => [row.project_id, new Date(row.last)]));
  }
}
