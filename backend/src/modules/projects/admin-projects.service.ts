import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { User } from '../auth/entities/user.entity';
import { FilesService } from '../files/files.service';
import type { UploadedPart } from '../files/multipart-upload.interceptor';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { MilestoneDto, ProjectUpdateDto } from './dto/portal-project.dto';
import type {
  CreateMilestoneRequest,
  CreateUpdateRequest,
  UpdateMilestoneRequest,
} from './dto/project-requests.dto';
import { ProjectMilestone, type MilestoneStatus } from './entities/project-milestone.entity';
import { ProjectUpdate } from './entities/project-update.entity';
import { Project } from './entities/project.entity';
import { ProjectNotices } from './project-notices.service';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { WebhookDeliveries } from '../webhooks/webhook-deliveries.service';

/**
 * A plan is read whole (the timeline is one list in plan order), so its length is bounded here
 * instead of paged: a hundred milestones is far beyond any plan the agency writes.
 */
export const MAX_MILESTONES = 100;

/** The team's work on a project's plan and news: milestones and updates. */
@Injectable()
export class AdminProjectsService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
    private readonly notices: ProjectNotices,
    private readonly webhooks: WebhookDeliveries,
  ) {}

  /** Adds a milestone at the end of the plan. */
  async createMilestone(projectId: number, request: CreateMilestoneRequest): Promise<MilestoneDto> {
    const em = this.em.fork();
    const project = await this.project(em, projectId);
    const [{ next, count }] = await em.execute<{ next: number; count: number }[]>(
      `select coalesce(max("sort_order") + 1, 0) as "next", count(*)::int as "count"
       from "project_milestones" where "project_id" = ?`,
      [projectId],
    );
    if (count >= MAX_MILESTONES) {
      throw new LocalizedException(409, 'projects.milestone.tooMany', { max: MAX_MILESTONES });
    }
    const milestone = em.create(ProjectMilestone, {
      project,
      title: request.title,
      titleEs: request.titleEs ?? null,
      description: request.description ?? null,
      descriptionEs: request.descriptionEs ?? null,
      dueDate: request.dueDate ?? null,
      sortOrder: Number(next),
    });
    setStatus(milestone, request.status ?? 'pending');
    await em.flush();
    return MilestoneDto.from(milestone);
  }

  /** A due date moved is mailed to the client (ProjectNotices) once the change is saved. */
  async updateMilestone(
    projectId: number,
    milestoneId: number,
    request: UpdateMilestoneRequest,
  ): Promise<MilestoneDto> {
    const { milestone, mails } = await this.em.fork().transactional(async (em) => {
      const project = await this.project(em, projectId);
      const changed = await this.milestone(em, projectId, milestoneId);
      const previousDue = changed.dueDate ?? null;
      // A title cannot be removed: null leaves it as it is.
      if (request.title != null) changed.title = request.title;
      if (request.titleEs !== undefined) changed.titleEs = request.titleEs;
      if (request.description !== undefined) changed.description = request.description;
      if (request.descriptionEs !== undefined) changed.descriptionEs = request.descriptionEs;
      if (request.dueDate !== undefined) changed.dueDate = request.dueDate;
      if (request.status !== undefined) setStatus(changed, request.status);
      await em.flush();
      const staged = await this.notices.milestoneDateMoved(em, project, changed, previousDue);
      await em.flush();
      return { milestone: changed, mails: staged };
    });
    await this.notices.dispatch(mails);
    return MilestoneDto.from(milestone);
  }

  async completeMilestone(projectId: number, milestoneId: number): Promise<MilestoneDto> {
    return this.updateMilestone(projectId, milestoneId, { status: 'completed' });
  }

  /** Puts the plan in the given order, which must name every milestone of the project once. */
  async reorderMilestones(projectId: number, ids: number[]): Promise<MilestoneDto[]> {
    const em = this.em.fork();
    await this.project(em, projectId);
    const milestones = await em.find(ProjectMilestone, { project: projectId });
    const byId = new Map(milestones.map((milestone) => [milestone.id, milestone]));
    if (
      ids.length !== milestones.length ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => byId.has(id))
    )
      throw new LocalizedException(400, 'projects.milestone.order.invalid');
    ids.forEach((id, index) => (byId.get(id)!.sortOrder = index));
    await em.flush();
    return ids.map((id) => MilestoneDto.from(byId.get(id)!));
  }

  /** Posts an update with its files; files of an internal update are never served to the client. */
  async postUpdate(
    projectId: number,
    author: User,
    request: CreateUpdateRequest,
    parts: UploadedPart[],
  ): Promise<ProjectUpdateDto> {
    const isPublic = request.isPublic ?? true;
    const mails: MailOutbox[] = [];
    const id = await this.em.fork().transactional(async (em) => {
      const project = await this.project(em, projectId);
      const user = em.getReference(User, author.id);
      const stored = this.files.prepare(em, parts, user, project, !isPublic);
      await em.flush();
      const update = em.create(ProjectUpdate, {
        project,
        user,
        content: request.content,
        contentEs: request.contentEs ?? null,
        isPublic,
        attachments: stored.map((file) => FilesService.attachment(file)),
      });
      await em.flush();
      mails.push(...(await this.notices.updatePosted(em, project, update)));
      await em.flush();
      return update.id;
    });
    await this.notices.dispatch(mails);
    const saved = await this.em.fork().findOneOrFail(ProjectUpdate, id, { populate: ['user'] });
    const dto = ProjectUpdateDto.from(saved);
    // Internal updates stay inside the team.
    if (isPublic) await this.webhooks.emit('project.update_posted', { ...dto, projectId });
    return dto;
  }

  private async project(em: EntityManager, id: number): Promise<Project> {
    const project = await em.findOne(Project, id, { populate: ['client'] });
    if (!project) throw new LocalizedException(404, 'projects.notFound');
    // Every use here is a change, and an archived project is read-only until it is restored.
    if (project.status === 'archived')
      throw new LocalizedException(409, 'projects.archived.readOnly');
    return project;
  }

  private async milestone(
    em: EntityManager,
    projectId: number,
    milestoneId: number,
  ): Promise<ProjectMilestone> {
    const milestone = await em.findOne(ProjectMilestone, { id: milestoneId, project: projectId });
    if (!milestone) {
      await this.project(em, projectId);
      throw new LocalizedException(404, 'projects.milestone.notFound');
    }
    return milestone;
  }
}

/** Completion time follows the status: set when it becomes completed, cleared when it leaves it. */
function setStatus(milestone: ProjectMilestone, status: MilestoneStatus): void {
  if (status === 'completed') milestone.completedAt ??= new Date();
  else milestone.completedAt = null;
  milestone.status = status;
}
