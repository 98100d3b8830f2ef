import { ApiProperty } from '@nestjs/swagger';

import { PageOf } from '../../../platform/http/page.dto';

import type { User } from '../../auth/entities/user.entity';
import type { StoredFile } from '../../files/stored-file.entity';
import { FilesService } from '../../files/files.service';
import { MILESTONE_STATUSES, type MilestoneStatus } from '../entities/project-milestone.entity';
import type { ProjectMilestone } from '../entities/project-milestone.entity';
import type { ProjectAttachment, ProjectUpdate } from '../entities/project-update.entity';
import type { ProjectComment } from '../entities/project-comment.entity';
import { PROJECT_STATUSES, type Project, type ProjectStatus } from '../entities/project.entity';
import {
  type MilestoneCount,
  progressOf,
  STATUS_GROUPS,
  type StatusGroup,
  statusGroupOf,
} from '../progress';

const today = () => new Date().toISOString().slice(0, 10);

/** A file of an update or comment; `url` downloads it (add `?inline=1` to preview an image). */
export class AttachmentDto {
  @ApiProperty({ type: Number, nullable: true, description: 'The stored file id, if stored here' })
  fileId!: number | null;

  @ApiProperty({ example: 'wireframes.pdf' })
  name!: string;

  @ApiProperty({ example: '/api/files/12' })
  url!: string;

  @ApiProperty({ type: String, nullable: true, example: 'application/pdf' })
  contentType!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Bytes' })
  size!: number | null;

  static list(value: unknown): AttachmentDto[] {
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is ProjectAttachment =>
          typeof item === 'object' &&
          item !== null &&
          typeof item.name === 'string' &&
          typeof item.url === 'string',
      )
      .map((item) => ({
        fileId: typeof item.fileId === 'number' ? item.fileId : null,
        name: item.name,
        url: item.url,
        contentType: typeof item.contentType === 'string' ? item.contentType : null,
        size: typeof item.size === 'number' ? item.size : null,
      }));
  }
}

/** What an author's name and side are made of: an account, or just these columns of it. */
export type AuthorSource = Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'role'>;

/** Who wrote an update or comment; null when that account no longer exists. */
export class AuthorDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'María Rodríguez', description: 'Full name, or the username' })
  name!: string;

  @ApiProperty({ description: "true for the agency's team (admins), false for the client" })
  team!: boolean;

  static from(user: AuthorSource | null | undefined): AuthorDto | null {
    if (!user) return null;
    const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
    return { id: user.id, name: fullName || user.username, team: user.role === 'admin' };
  }
}

/** A file of a project (of an update or a comment), for the project's list of files. */
export class ProjectFileDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'wireframes.pdf' })
  name!: string;

  @ApiProperty({ example: '/api/files/12', description: 'Add ?inline=1 to preview an image' })
  url!: string;

  @ApiProperty({ example: 'application/pdf' })
  contentType!: string;

  @ApiProperty({ description: 'Bytes' })
  size!: number;

  @ApiProperty({ type: AuthorDto, nullable: true, description: 'Who uploaded it' })
  uploadedBy!: AuthorDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  static from(file: StoredFile): ProjectFileDto {
    return {
      id: file.id,
      name: file.name,
      url: FilesService.url(file),
      contentType: file.contentType,
      size: file.size,
      uploadedBy: AuthorDto.from(file.owner),
      createdAt: file.createdAt.toISOString(),
    };
  }
}

export class FilesPageDto extends PageOf(ProjectFileDto, 'older files') {}

export class MilestoneDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  titleEs!: string | null;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: String, nullable: true })
  descriptionEs!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-12-31' })
  dueDate!: string | null;

  @ApiProperty({ enum: MILESTONE_STATUSES })
  status!: MilestoneStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt!: string | null;

  @ApiProperty({ description: 'Position in the plan, ascending' })
  sortOrder!: number;

  @ApiProperty({ description: 'Not completed and its due date has passed (UTC)' })
  overdue!: boolean;

  static from(milestone: ProjectMilestone): MilestoneDto {
    const dueDate = milestone.dueDate ?? null;
    return {
      id: milestone.id,
      title: milestone.title,
      titleEs: milestone.titleEs ?? null,
      description: milestone.description ?? null,
      descriptionEs: milestone.descriptionEs ?? null,
      dueDate,
      status: milestone.status,
      completedAt: milestone.completedAt?.toISOString() ?? null,
      sortOrder: milestone.sortOrder,
      overdue: milestone.status !== 'completed' && dueDate !== null && dueDate < today(),
    };
  }
}

/** An update as an entity, or as the plain row of a page (see project-page-rows.ts). */
export type UpdateSource = Pick<
  ProjectUpdate,
  'id' | 'content' | 'contentEs' | 'isPublic' | 'attachments' | 'createdAt'
> & { user?: AuthorSource | null };

export class ProjectUpdateDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: String, nullable: true })
  contentEs!: string | null;

  @ApiProperty({ description: 'false: an internal note, shown to admins only' })
  isPublic!: boolean;

  @ApiProperty({ type: AuthorDto, nullable: true })
  author!: AuthorDto | null;

  @ApiProperty({ type: [AttachmentDto] })
  attachments!: AttachmentDto[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  static from(update: UpdateSource): ProjectUpdateDto {
    return {
      id: update.id,
      content: update.content,
      contentEs: update.contentEs ?? null,
      isPublic: update.isPublic,
      author: AuthorDto.from(update.user),
      attachments: AttachmentDto.list(update.attachments),
      createdAt: update.createdAt.toISOString(),
    };
  }
}

/** A comment as an entity, or as the plain row of a page (see project-page-rows.ts). */
export type CommentSource = Pick<ProjectComment, 'id' | 'content' | 'attachments' | 'createdAt'> & {
  user?: AuthorSource | null;
};

export class ProjectCommentDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: AuthorDto, nullable: true })
  author!: AuthorDto | null;

  @ApiProperty({ type: [AttachmentDto] })
  attachments!: AttachmentDto[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  static from(comment: CommentSource): ProjectCommentDto {
    return {
      id: comment.id,
      content: comment.content,
      author: AuthorDto.from(comment.user),
      attachments: AttachmentDto.list(comment.attachments),
      createdAt: comment.createdAt.toISOString(),
    };
  }
}

export class UpdatesPageDto extends PageOf(ProjectUpdateDto, 'older updates') {}

export class CommentsPageDto extends PageOf(ProjectCommentDto, 'older comments') {}

export class ProjectClientDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'María Rodríguez' })
  name!: string;
}

/** A project as its client (or an admin) follows it in the portal. */
export class ProjectSummaryDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  titleEs!: string | null;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: String, nullable: true })
  descriptionEs!: string | null;

  @ApiProperty({ enum: PROJECT_STATUSES })
  status!: ProjectStatus;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 100,
    description:
      'The share of its milestones completed (rounded down); without milestones by status: pending 0, planning 20, in_progress 50, review 80, completed 100; archived null',
  })
  progress!: number | null;

  @ApiProperty({
    enum: STATUS_GROUPS,
    description:
      'The group of the status in filters and figures: planning and review are in_progress',
  })
  statusGroup!: StatusGroup;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  startDate!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  endDate!: string | null;

  @ApiProperty({ type: String, nullable: true })
  image!: string | null;

  @ApiProperty({ type: String, nullable: true })
  category!: string | null;

  @ApiProperty({ type: String, nullable: true })
  categoryEs!: string | null;

  @ApiProperty({ type: ProjectClientDto, nullable: true })
  client!: ProjectClientDto | null;

  @ApiProperty({
    type: MilestoneDto,
    nullable: true,
    description: 'The first milestone in plan order that is not completed',
  })
  nextMilestone!: MilestoneDto | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the newest update this user may see was posted',
  })
  lastUpdateAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  static from(
    project: Project,
    nextMilestone: ProjectMilestone | undefined,
    lastUpdateAt: Date | undefined,
    milestones: MilestoneCount | undefined,
  ): ProjectSummaryDto {
    const client = AuthorDto.from(project.client);
    return {
      id: project.id,
      title: project.title,
      titleEs: project.titleEs ?? null,
      description: project.description,
      descriptionEs: project.descriptionEs ?? null,
      status: project.status,
      progress: progressOf(project.status, milestones),
      statusGroup: statusGroupOf(project.status),
      startDate: project.startDate ?? null,
      endDate: project.endDate ?? null,
      image: project.image ?? null,
      category: project.category ?? null,
      categoryEs: project.categoryEs ?? null,
      client: client ? { id: client.id, name: client.name } : null,
      nextMilestone: nextMilestone ? MilestoneDto.from(nextMilestone) : null,
      lastUpdateAt: lastUpdateAt ? new Date(lastUpdateAt).toISOString() : null,
      createdAt: project.createdAt.toISOString(),
    };
  }
}

export class ProjectsPageDto extends PageOf(ProjectSummaryDto, 'the next page') {}

/** The project page: the project, its whole plan, and the first page of updates and comments. */
export class ProjectDetailDto extends ProjectSummaryDto {
  @ApiProperty({ type: [MilestoneDto], description: 'In plan order' })
  milestones!: MilestoneDto[];

  @ApiProperty({
    type: UpdatesPageDto,
    description: 'Newest first; public ones only for the client, all for admins',
  })
  updates!: UpdatesPageDto;

  @ApiProperty({ type: CommentsPageDto, description: 'Newest first' })
  comments!: CommentsPageDto;
}
