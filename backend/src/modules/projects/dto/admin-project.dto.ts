import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

import { PageOf } from '../../../platform/http/page.dto';
import { SearchPageQuery, SortParam } from '../../../platform/http/pagination';
import { trim, trimOrNull } from '../../../platform/http/transforms';
import type { MessageKey } from '../../../platform/i18n/messages';
import { type MilestoneCount, progressOf } from '../progress';
import { PROJECT_STATUSES, type Project, type ProjectStatus } from '../entities/project.entity';
import { MilestoneDto, ProjectClientDto, UpdatesPageDto } from './portal-project.dto';
import { ProjectResultDto } from './public-project.dto';

/**
 * The admin list's sorts, as SQL over the row `t`; each has an index (Migration…AdminProjects).
 * `status` is the workflow order of decisions.md, not the alphabet.
 */
export const ADMIN_PROJECT_SORTS = {
  newest: 't."created_at"',
  title: 'lower(t."title")',
  status: `array_position(array['pending','planning','in_progress','review','completed','archived']::varchar[], t."status")`,
  startDate: `coalesce(t."start_date", '0001-01-01'::date)`,
};

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;

export class AdminProjectsQuery extends SearchPageQuery {
  @ApiPropertyOptional({ enum: PROJECT_STATUSES })
  @IsOptional()
  @IsIn(PROJECT_STATUSES, { message: 'projects.filter.status.invalid' })
  status?: ProjectStatus;

  @ApiPropertyOptional({ type: Number, minimum: 1, description: "Only this client's projects" })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'projects.filter.clientId.invalid' })
  @Min(1, { message: 'projects.filter.clientId.invalid' })
  @Max(2_147_483_647, { message: 'projects.filter.clientId.invalid' })
  clientId?: number;

  @SortParam(ADMIN_PROJECT_SORTS)
  sort?: string;
}

/** A row of the admin list. */
export class AdminProjectRowDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  titleEs!: string | null;

  @ApiProperty({ type: ProjectClientDto, nullable: true })
  client!: ProjectClientDto | null;

  @ApiProperty({ enum: PROJECT_STATUSES })
  status!: ProjectStatus;

  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'The share of its milestones completed; by status without milestones; archived null',
  })
  progress!: number | null;

  @ApiProperty()
  featured!: boolean;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  startDate!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  endDate!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;

  static from(project: Project, milestones: MilestoneCount | undefined): AdminProjectRowDto {
    const client = project.client;
    return {
      id: project.id,
      title: project.title,
      titleEs: project.titleEs ?? null,
      client: client ? { id: client.id, name: clientName(client) } : null,
      status: project.status,
      progress: progressOf(project.status, milestones),
      featured: project.featured,
      startDate: project.startDate ?? null,
      endDate: project.endDate ?? null,
      createdAt: project.createdAt.toISOString(),
      updatedAt: project.updatedAt.toISOString(),
    };
  }
}

export class AdminProjectsPageDto extends PageOf(AdminProjectRowDto, 'the next page') {}

/** Everything an admin edits about a project, with its plan and its updates (internal too). */
export class AdminProjectDto extends AdminProjectRowDto {
  @ApiProperty()
  description!: string;

  @ApiProperty({ type: String, nullable: true })
  descriptionEs!: string | null;

  @ApiProperty({ type: String, nullable: true })
  category!: string | null;

  @ApiProperty({ type: String, nullable: true })
  categoryEs!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Cover: the first gallery image' })
  image!: string | null;

  @ApiProperty({ type: [String], description: 'Image URLs in display order' })
  gallery!: string[];

  @ApiProperty({ type: [ProjectResultDto] })
  results!: ProjectResultDto[];

  @ApiProperty({ type: [String] })
  features!: string[];

  @ApiProperty({ type: [String] })
  featuresEs!: string[];

  @ApiProperty({ type: String, nullable: true, description: 'Internal; never public' })
  adminNotes!: string | null;

  @ApiProperty({ type: [MilestoneDto], description: 'In plan order' })
  milestones!: MilestoneDto[];

  @ApiProperty({ type: UpdatesPageDto, description: 'Newest first, public and internal' })
  updates!: UpdatesPageDto;
}

/** A client to pick for a project. */
export class ClientOptionDto extends ProjectClientDto {
  @ApiProperty({ example: 'maria@example.com' })
  email!: string;
}

export class ClientLookupQuery extends SearchPageQuery {}

export class ClientOptionsPageDto extends PageOf(ClientOptionDto, 'more clients') {}

/** An image uploaded for a project's gallery; put its url in `gallery` to show it. */
export class GalleryImageDto {
  @ApiProperty()
  fileId!: number;

  @ApiProperty({ example: '/api/projects/5/images/12' })
  url!: string;
}

export class GalleryImageForm {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'PNG, JPEG, GIF or WebP, <= 10 MB',
  })
  file!: unknown;
}

export const clientName = (user: {
  firstName?: string | null;
  lastName?: string | null;
  username: string;
}) => [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;

const Text = (max: number, key: MessageKey) =>
  applyDecorators(
    Transform(trimOrNull),
    IsOptional(),
    IsString({ message: key }),
    MaxLength(max, { message: key }),
  );

const DateField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-05-05' }),
    Transform(trimOrNull),
    IsOptional(),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'projects.date.invalid' }),
    IsISO8601({ strict: true }, { message: 'projects.date.invalid' }),
  );

const Bullets = () =>
  applyDecorators(
    ApiPropertyOptional({ type: [String], maxItems: 30 }),
    IsOptional(),
    IsArray({ message: 'projects.features.invalid' }),
    ArrayMaxSize(30, { message: 'projects.features.invalid' }),
    IsString({ each: true, message: 'projects.features.invalid' }),
    IsNotEmpty({ each: true, message: 'projects.features.invalid' }),
    MaxLength(200, { each: true, message: 'projects.features.invalid' }),
  );

/** A result as the editor sends it; checked entry by entry by `checkedResults`. */
export class ProjectResultRequest {
  @ApiProperty({ maxLength: 100 })
  label!: string;

  @ApiProperty({ maxLength: 100 })
  labelEs!: string;

  @ApiProperty({ minimum: 0, maximum: 100 })
  percent!: number;
}

/** `POST /api/projects`: title and client are required (spec §5). */
export class CreateProjectRequest {
  // Checked top to bottom is reported last to first: the "required" message wins for a blank title.
  @ApiProperty({ maxLength: 255 })
  @MaxLength(255, { message: 'projects.title.max' })
  @IsNotEmpty({ message: 'projects.title.required' })
  @IsString({ message: 'projects.title.required' })
  @Transform(trim)
  title!: string;

  @ApiProperty({ type: Number, description: 'The client (a user account) the project is for' })
  @Transform(toInt)
  @IsInt({ message: 'projects.client.required' })
  @Min(1, { message: 'projects.client.required' })
  @Max(2_147_483_647, { message: 'projects.client.required' })
  clientId!: number;

  @ApiPropertyOptional({ type: String, maxLength: 255, nullable: true })
  @Text(255, 'projects.title.max')
  titleEs?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 20000, nullable: true })
  @Text(20000, 'projects.description.max')
  description?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 20000, nullable: true })
  @Text(20000, 'projects.description.max')
  descriptionEs?: string | null;

  @ApiPropertyOptional({ enum: PROJECT_STATUSES, description: 'pending when not given' })
  @IsOptional()
  @IsIn(PROJECT_STATUSES, { message: 'projects.status.invalid' })
  status?: ProjectStatus;

  @DateField()
  startDate?: string | null;

  @DateField()
  endDate?: string | null;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @IsBoolean({ message: 'projects.featured.boolean' })
  featured?: boolean;

  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true })
  @Text(100, 'projects.category.max')
  category?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true })
  @Text(100, 'projects.category.max')
  categoryEs?: string | null;

  @ApiPropertyOptional({ type: [ProjectResultRequest], maxItems: 12 })
  @IsOptional()
  @IsArray({ message: 'projects.results.invalid' })
  @ArrayMaxSize(12, { message: 'projects.results.invalid' })
  @IsObject({ each: true, message: 'projects.results.invalid' })
  results?: ProjectResultRequest[];

  @Bullets()
  features?: string[];

  @Bullets()
  featuresEs?: string[];

  @ApiPropertyOptional({ type: String, maxLength: 20000, nullable: true })
  @Text(20000, 'projects.adminNotes.max')
  adminNotes?: string | null;
}

/**
 * `PATCH /api/projects/{id}`: only the fields given change. The gallery is set here (a project
 * must exist before images are uploaded to it).
 */
export class UpdateProjectRequest extends PartialType(
  OmitType(CreateProjectRequest, ['clientId']),
) {
  @ApiPropertyOptional({
    type: [String],
    maxItems: 20,
    description:
      'Image URLs in order: ones uploaded to this project (POST /api/admin/projects/{id}/images) or already in its gallery',
  })
  @IsOptional()
  @IsArray({ message: 'projects.gallery.invalid' })
  @ArrayMaxSize(20, { message: 'projects.gallery.invalid' })
  @IsString({ each: true, message: 'projects.gallery.invalid' })
  @MaxLength(500, { each: true, message: 'projects.gallery.invalid' })
  gallery?: string[];

  @ApiPropertyOptional({ type: Number, description: 'Moves the project to another client' })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'projects.client.required' })
  @Min(1, { message: 'projects.client.required' })
  @Max(2_147_483_647, { message: 'projects.client.required' })
  clientId?: number;
}
