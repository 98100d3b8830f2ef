import { ApiProperty } from '@nestjs/swagger';

import { PROJECT_STATUSES, type ProjectStatus } from '../entities/project.entity';
import { STATUS_GROUPS, type StatusGroup } from '../progress';

/** How many projects are in a group of statuses (the portal filter's groups). */
export class ProjectGroupCountDto {
  @ApiProperty({ enum: STATUS_GROUPS })
  group!: StatusGroup;

  @ApiProperty({ minimum: 0 })
  projects!: number;
}

/** The user's milestones judged by their due dates (calendar days in UTC). */
export class MilestoneTimelinessDto {
  @ApiProperty({
    minimum: 0,
    description: 'Completed on or before the due date (or completed without one)',
  })
  onTime!: number;

  @ApiProperty({ minimum: 0, description: 'Completed after the due date' })
  late!: number;

  @ApiProperty({ minimum: 0, description: 'Not completed and the due date has passed' })
  overdueOpen!: number;
}

export class ProjectActivityDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  titleEs!: string | null;

  @ApiProperty({ enum: PROJECT_STATUSES })
  status!: ProjectStatus;

  @ApiProperty({ enum: STATUS_GROUPS })
  statusGroup!: StatusGroup;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 100,
    description: 'The same progress as every other view of the project (see progress.ts)',
  })
  progress!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    description:
      'Whole days since the newest update this user may see was posted; null without one',
  })
  daysSinceUpdate!: number | null;
}

/** Figures of the signed-in user's own projects, for the portal's Analytics tab. */
export class ProjectAnalyticsDto {
  @ApiProperty({
    type: [ProjectGroupCountDto],
    description:
      'Every group of statuses in workflow order, with zero counts (planning and review count as in_progress)',
  })
  byGroup!: ProjectGroupCountDto[];

  @ApiProperty({ type: MilestoneTimelinessDto })
  milestones!: MilestoneTimelinessDto;

  @ApiProperty({ type: [ProjectActivityDto], description: 'Newest project first' })
  projects!: ProjectActivityDto[];
}
