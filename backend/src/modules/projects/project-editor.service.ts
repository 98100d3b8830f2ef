import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { User } from '../auth/entities/user.entity';
import { FilesService } from '../files/files.service';
import { isImageType } from '../files/file-types';
import type { UploadedPart } from '../files/multipart-upload.interceptor';
import { StoredFile } from '../files/stored-file.entity';
import {
  ACCOUNT_TEXT,
  clientText,
  loadPage,
  pageOrder,
  textSearch,
} from '../../platform/http/pagination';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import {
  ADMIN_PROJECT_SORTS,
  AdminProjectDto,
  type AdminProjectsPageDto,
  type AdminProjectsQuery,
  AdminProjectRowDto,
  type ClientLookupQuery,
  type ClientOptionsPageDto,
  clientName,
  type CreateProjectRequest,
  type GalleryImageDto,
  type ProjectResultRequest,
  type UpdateProjectRequest,
} from './dto/admin-project.dto';
import { MilestoneDto, ProjectUpdateDto } from './dto/portal-project.dto';
import { ProjectMilestone } from './entities/project-milestone.entity';
import { Project, type ProjectResult } from './entities/project.entity';
import { milestoneCounts } from './milestone-counts';
import { ProjectNotices } from './project-notices.service';
import { countOf } from './progress';
import { updateRows } from './project-page-rows';

/** The client's name as SQL over the row `t`, for the list's search. */

/** Where a gallery image is served to everyone while its project is public. */
export const galleryUrl = (projectId: number, fileId: number) =>
  `/api/projects/${projectId}/images/${fileId}`;

/**
 * The team's editing of projects: the list of every project (archived too), a project's whole
 * record, creating and changing it, and its gallery images. Writes go through the unit of work,
 * so the public cache of projects is dropped at once (PublicCacheInvalidator).
 */
@Injectable()
export class ProjectEditorService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
    private readonly notices: ProjectNotices,
  ) {}

  async list(query: AdminProjectsQuery): Promise<AdminProjectsPageDto> {
    const em = this.em.fork();
    const search = textSearch(query.q, ['t."title"', 't."title_es"', clientText('t."client_id"')]);
    const equal: Record<string, string | number> = {};
    if (query.status) equal.status = query.status;
    if (query.clientId) equal.client_id = query.clientId;
    const { items, nextCursor } = await loadPage(
      em,
      'projects',
      { equal, ...search, order: pageOrder(query.sort, ADMIN_PROJECT_SORTS) },
      query,
      (ids) => em.find(Project, { id: { $in: ids } }, { populate: ['client'] }),
    );
    const counts = await milestoneCounts(
      em,
      items.map((project) => project.id),
    );
    return {
      items: items.map((project) => AdminProjectRowDto.from(project, counts.get(project.id))),
      nextCursor,
    };
  }

  async detail(id: number): Promise<AdminProjectDto> {
    const em = this.em.fork();
    const project = await this.project(em, id);
    const [milestones, updates] = await Promise.all([
      em.find(ProjectMilestone, { project: id }, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
      loadPage(em, 'project_updates', { column: 'project_id', value: id }, {}, (ids) =>
        updateRows(em, ids),
      ),
    ]);
    return {
      ...AdminProjectRowDto.from(project, countOf(milestones)),
      description: project.description,
      descriptionEs: project.descriptionEs ?? null,
      category: project.category ?? null,
      categoryEs: project.categoryEs ?? null,
      image: project.image ?? null,
      gallery: [...project.gallery],
      results: [...project.results],
      features: [...project.features],
      featuresEs: [...project.featuresEs],
      adminNotes: project.adminNotes ?? null,
      milestones: milestones.map((milestone) => MilestoneDto.from(milestone)),
      updates: {
        items: updates.items.map((update) => ProjectUpdateDto.from(update)),
        nextCursor: updates.nextCursor,
      },
    };
  }

  /** Saves the project with the client's mails about it, which are queued once it is saved. */
  async create(request: CreateProjectRequest): Promise<AdminProjectDto> {
    checkDates(request.startDate, request.endDate);
    const { id, mails } = await this.em.fork().transactional(async (em) => {
      const project = em.create(Project, {
        title: request.title,
        description: request.description ?? '',
        client: await this.client(em, request.clientId),
      });
      apply(project, request);
      await em.flush();
      const staged = await this.notices.projectCreated(em, project);
      if (project.status === 'completed')
        staged.push(...(await this.notices.projectCompleted(em, project)));
      await em.flush();
      return { id: project.id, mails: staged };
    });
    await this.notices.dispatch(mails);
    return this.detail(id);
  }

  /** A project becoming completed asks its client for a testimonial (ProjectNotices). */
  async update(id: number, request: UpdateProjectRequest): Promise<AdminProjectDto> {
    const mails = await this.em.fork().transactional(async (em) => {
      const project = await this.project(em, id);
      if (project.status === 'archived' && !isRestore(request))
        throw new LocalizedException(409, 'projects.archived.readOnly');
      checkDates(
        request.startDate !== undefined ? request.startDate : project.startDate,
        request.endDate !== undefined ? request.endDate : project.endDate,
      );
      if (request.clientId !== undefined) project.client = await this.client(em, request.clientId);
      if (request.gallery !== undefined) {
        const gallery = await this.checkedGallery(em, project, request.gallery);
        project.gallery = gallery;
        project.image = gallery[0] ?? null;
      }
      const wasCompleted = project.status === 'completed';
      apply(project, request);
      await em.flush();
      if (wasCompleted || project.status !== 'completed') return [];
      const staged = await this.notices.projectCompleted(em, project);
      await em.flush();
      return staged;
    });
    await this.notices.dispatch(mails);
    return this.detail(id);
  }

  /** Keeps an image for the project's gallery; it shows once its url is put in the gallery. */
  async uploadImage(id: number, uploader: User, parts: UploadedPart[]): Promise<GalleryImageDto> {
    const em = this.em.fork();
    const project = await this.project(em, id);
    if (project.status === 'archived')
      throw new LocalizedException(409, 'projects.archived.readOnly');
    if (parts.length !== 1) throw new LocalizedException(400, 'projects.image.required');
    const [file] = this.files.prepare(em, parts, em.getReference(User, uploader.id), project);
    if (!isImageType(file.contentType)) throw new LocalizedException(415, 'projects.image.type');
    await em.flush();
    return { fileId: file.id, url: galleryUrl(project.id, file.id) };
  }

  /**
   * A gallery image for anyone, while it is in the gallery of a project that is not archived;
   * anything else answers like a missing file.
   */
  async publicImage(projectId: number, fileId: number): Promise<StoredFile> {
    const em = this.em.fork();
    const project = await em.findOne(Project, { id: projectId, status: { $ne: 'archived' } });
    if (!project || !project.gallery.includes(galleryUrl(projectId, fileId)))
      throw new LocalizedException(404, 'files.notFound');
    const file = await em.findOne(
      StoredFile,
      { id: fileId, project: projectId },
      { populate: ['content'] as never },
    );
    if (!file || !isImageType(file.contentType))
      throw new LocalizedException(404, 'files.notFound');
    return file;
  }

  /** Client accounts (role user) whose name or email matches `q`, by name. */
  async clients(query: ClientLookupQuery): Promise<ClientOptionsPageDto> {
    const em = this.em.fork();
    const search = textSearch(query.q, ACCOUNT_TEXT);
    const { items, nextCursor } = await loadPage(
      em,
      'users',
      {
        equal: { role: 'user' },
        ...search,
        order: { expression: 'lower(t."username")', direction: 'asc' },
      },
      query,
      (ids) => em.find(User, { id: { $in: ids } }),
    );
    return {
      items: items.map((user) => ({ id: user.id, name: clientName(user), email: user.email })),
      nextCursor,
    };
  }

  private async project(em: EntityManager, id: number): Promise<Project> {
    const project = await em.findOne(Project, id, { populate: ['client'] });
    if (!project) throw new LocalizedException(404, 'projects.notFound');
    return project;
  }

  private async client(em: EntityManager, id: number): Promise<User> {
    const client = await em.findOne(User, { id, role: 'user' });
    if (!client) throw new LocalizedException(400, 'projects.client.notFound');
    return client;
  }

  /**
   * The gallery as asked, if every entry is an image uploaded to this project or was already in
   * its gallery (the demo's and older projects' images are plain URLs).
   */
  private async checkedGallery(
    em: EntityManager,
    project: Project,
    gallery: string[],
  ): Promise<string[]> {
    const current = new Set(project.gallery);
    const uploaded = new Map<string, number>();
    for (const url of gallery) {
      if (current.has(url)) continue;
      const match = /^\/api\/projects\/(\d{1,10})\/images\/(\d{1,10})$/.exec(url);
      if (!match || Number(match[1]) !== project.id)
        throw new LocalizedException(400, 'projects.gallery.invalid');
      uploaded.set(url, Number(match[2]));
    }
    if (uploaded.size > 0) {
      const files = await em.find(StoredFile, {
        id: { $in: [...uploaded.values()] },
        project: project.id,
      });
      const images = new Set(
        files.filter((file) => isImageType(file.contentType)).map((file) => file.id),
      );
      if (![...uploaded.values()].every((fileId) => images.has(fileId)))
        throw new LocalizedException(400, 'projects.gallery.invalid');
    }
    return [...new Set(gallery)];
  }
}

/** Restoring an archived project: its status back to pending, and nothing else. */
function isRestore(request: UpdateProjectRequest): boolean {
  const given = Object.entries(request).filter(([, value]) => value !== undefined);
  return given.length === 1 && given[0][0] === 'status' && request.status === 'pending';
}

/** Each result: both labels (trimmed, 1-100 characters) and a percent from 0 to 100. */
function checkedResults(results: ProjectResultRequest[]): ProjectResult[] {
  return results.map((result) => {
    const label = typeof result.label === 'string' ? result.label.trim() : '';
    const labelEs = typeof result.labelEs === 'string' ? result.labelEs.trim() : '';
    const { percent } = result;
    if (
      !label ||
      !labelEs ||
      label.length > 100 ||
      labelEs.length > 100 ||
      typeof percent !== 'number' ||
      !Number.isFinite(percent) ||
      percent < 0 ||
      percent > 100
    )
      throw new LocalizedException(400, 'projects.results.invalid');
    return { label, labelEs, percent };
  });
}

function checkDates(start: string | null | undefined, end: string | null | undefined): void {
  if (start && end && end < start)
    throw new LocalizedException(400, 'projects.endDate.beforeStart');
}

/** Copies the fields the request gives; a title cannot be removed (null leaves it). */
function apply(project: Project, request: UpdateProjectRequest): void {
  if (request.title != null) project.title = request.title;
  if (request.titleEs !== undefined) project.titleEs = request.titleEs;
  if (request.description !== undefined) project.description = request.description ?? '';
  if (request.descriptionEs !== undefined) project.descriptionEs = request.descriptionEs;
  if (request.status != null) project.status = request.status;
  if (request.startDate !== undefined) project.startDate = request.startDate;
  if (request.endDate !== undefined) project.endDate = request.endDate;
  if (request.featured != null) project.featured = request.featured;
  if (request.category !== undefined) project.category = request.category;
  if (request.categoryEs !== undefined) project.categoryEs = request.categoryEs;
  if (request.results != null) project.results = checkedResults(request.results);
  if (request.features != null) project.features = [...request.features];
  if (request.featuresEs != null) project.featuresEs = [...request.featuresEs];
  if (request.adminNotes !== undefined) project.adminNotes = request.adminNotes;
}
