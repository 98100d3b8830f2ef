import { ApiProperty } from '@nestjs/swagger';

import { PROJECT_STATUSES, type ProjectStatus } from '../entities/project.entity';

export class ProjectStatusCountDto {
  @ApiProperty({ enum: PROJECT_STATUSES })
  status!: ProjectStatus;

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
    type: [ProjectStatusCountDto],
    description: 'Every status in workflow order, with zero counts',
  })
  byStatus!: ProjectStatusCountDto[];

  @ApiProperty({ type: MilestoneTimelinessDto })
  milestones!: MilestoneTimelinessDto;

  @ApiProperty({ type: [ProjectActivityDto], description: 'Newest project first' })
  projects!: ProjectActivityDto[];
}
