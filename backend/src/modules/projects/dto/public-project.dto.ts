import { ApiProperty } from '@nestjs/swagger';

import { PROJECT_STATUSES, type Project, type ProjectStatus } from '../entities/project.entity';

/** A headline figure of a project, e.g. 87 for "Faster page load time". */
export class ProjectResultDto {
  @ApiProperty({ example: 'Faster page load time' })
  label!: string;

  @ApiProperty({ example: 'Tiempo de carga más rápido' })
  labelEs!: string;

  @ApiProperty({ minimum: 0, maximum: 100, example: 87 })
  percent!: number;
}

/**
 * A portfolio project as the public site shows it: never the admin notes, never the client.
 * Archived projects are not public at all.
 */
export class PublicProjectDto {
  @ApiProperty({ example: 5 })
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  titleEs!: string | null;

  @ApiProperty({ description: 'The first line is the summary shown on cards' })
  description!: string;

  @ApiProperty({ type: String, nullable: true })
  descriptionEs!: string | null;

  @ApiProperty({ enum: PROJECT_STATUSES.filter((status) => status !== 'archived') })
  status!: Exclude<ProjectStatus, 'archived'>;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2025-05-05' })
  startDate!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2025-06-14' })
  endDate!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Cover image URL' })
  image!: string | null;

  @ApiProperty({ type: [String], description: 'Every image of the detail page, in order' })
  gallery!: string[];

  @ApiProperty()
  featured!: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Web Platform Development' })
  category!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Desarrollo de Plataforma Web' })
  categoryEs!: string | null;

  @ApiProperty({ type: [String] })
  features!: string[];

  @ApiProperty({ type: [String] })
  featuresEs!: string[];

  @ApiProperty({ type: [ProjectResultDto] })
  results!: ProjectResultDto[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  static from(project: Project): PublicProjectDto {
    return {
      id: project.id,
      title: project.title,
      titleEs: project.titleEs ?? null,
      description: project.description,
      descriptionEs: project.descriptionEs ?? null,
      status: project.status as Exclude<ProjectStatus, 'archived'>,
      startDate: project.startDate ?? null,
      endDate: project.endDate ?? null,
      image: project.image ?? null,
      gallery: strings(project.gallery),
      featured: project.featured,
      category: project.category ?? null,
      categoryEs: project.categoryEs ?? null,
      features: strings(project.features),
      featuresEs: strings(project.featuresEs),
      results: results(project.results),
      createdAt: project.createdAt.toISOString(),
    };
  }
}

/** JSON columns are shown as given when they have the expected shape, otherwise as empty. */
function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function results(value: unknown): ProjectResultDto[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item): item is ProjectResultDto =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.label === 'string' &&
        typeof item.labelEs === 'string' &&
        typeof item.percent === 'number',
    )
    .map(({ label, labelEs, percent }) => ({ label, labelEs, percent }));
}
