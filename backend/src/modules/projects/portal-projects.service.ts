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
import { Project } from './entities/project.entity';
import { loadPage, type PageRequest } from '../../platform/http/pagination';
import { followedProject, isTeam } from './project-access';
import { commentRows, updateRows } from './project-page-rows';
import { milestoneCounts } from './milestone-counts';
import { countOf } from './progress';

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
    const { items, nextCursor } = await loadPage(
      em,
      'projects',
      { column: 'client_id', value: user.id },
      request,
      (ids) => em.find(Project, { id: { $in: ids } }, { populate: ['client'] }),
    );
    const shown = items.map((project) => project.id);
    const [next, lastUpdates, counts] = await Promise.all([
      this.nextMilestones(em, shown),
      this.lastUpdates(em, shown, user),
      milestoneCounts(em, shown),
    ]);
    return {
      items: items.map((project) =>
        ProjectSummaryDto.from(
          project,
          next.get(project.id),
          lastUpdates.get(project.id),
          counts.get(project.id),
        ),
      ),
      nextCursor,
    };
  }

  /** How many projects the user is the client of, whatever their status. */
  count(user: User): Promise<number> {
    return this.em.fork().count(Project, { client: user.id });
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
        countOf(milestones),
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
    const { items, nextCursor } = await loadPage(
      em,
      'stored_files',
      {
        column: 'project_id',
        value: project.id,
        extra: isTeam(user) ? undefined : 'not t."admin_only"',
      },
      request,
      (ids) => em.find(StoredFile, { id: { $in: ids } }, { populate: ['owner'] }),
    );
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
    const { items, nextCursor } = await loadPage(
      em,
      'project_updates',
      {
        column: 'project_id',
        value: project.id,
        extra: isTeam(user) ? undefined : 't."is_public"',
      },
      request,
      (ids) => updateRows(em, ids),
    );
    return { items: items.map((update) => ProjectUpdateDto.from(update)), nextCursor };
  }

  private async commentsOf(
    em: EntityManager,
    project: Project,
    request: PageRequest,
  ): Promise<CommentsPageDto> {
    const { items, nextCursor } = await loadPage(
      em,
      'project_comments',
      { column: 'project_id', value: project.id },
      request,
      (ids) => commentRows(em, ids),
    );
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
