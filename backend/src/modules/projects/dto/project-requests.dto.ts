import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  Matches,
  Max,
  Min,
} from 'class-validator';

import { MILESTONE_STATUSES, type MilestoneStatus } from '../entities/project-milestone.entity';
import { trimOrNull } from '../../../platform/http/transforms';
import { RequiredText, OptionalText } from '../../../platform/http/text-fields';

/** Multipart fields arrive as text: 'true' and 'false' become booleans. */
const toBool = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

const DueDate = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-12-31' }),
    Transform(trimOrNull),
    IsOptional(),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'projects.milestone.dueDate.invalid' }),
    IsISO8601({ strict: true }, { message: 'projects.milestone.dueDate.invalid' }),
  );

/** A message to the other side of a project; files go in the multipart field `files`. */
export class CreateCommentRequest {
  @ApiProperty({ minLength: 1, maxLength: 5000 })
  @RequiredText('projects.comment.required', 5000, 'projects.comment.max')
  content!: string;
}

/** The multipart form of a comment, for the API document. */
export class CreateCommentForm extends CreateCommentRequest {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'Up to 5 files of at most 10 MB: images, PDF, office documents, zip, plain text',
  })
  files?: unknown[];
}

export class CreateMilestoneRequest {
  @ApiProperty({ maxLength: 255 })
  @RequiredText('projects.milestone.title.required', 255, 'projects.milestone.title.max')
  title!: string;

  @ApiPropertyOptional({ type: String, maxLength: 255, nullable: true })
  @OptionalText(255, 'projects.milestone.title.max')
  titleEs?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 5000, nullable: true })
  @OptionalText(5000, 'projects.milestone.description.max')
  description?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 5000, nullable: true })
  @OptionalText(5000, 'projects.milestone.description.max')
  descriptionEs?: string | null;

  @DueDate()
  dueDate?: string | null;

  @ApiPropertyOptional({ enum: MILESTONE_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn(MILESTONE_STATUSES, { message: 'projects.milestone.status.invalid' })
  status?: MilestoneStatus;
}

/** Only the fields given change; `status: completed` records the completion time. */
export class UpdateMilestoneRequest extends PartialType(CreateMilestoneRequest) {}

export class ReorderMilestonesRequest {
  @ApiProperty({
    type: [Number],
    description: 'Every milestone id of the project, once each, in the new order',
    example: [3, 1, 2],
  })
  @IsArray({ message: 'projects.milestone.order.invalid' })
  @ArrayMinSize(1, { message: 'projects.milestone.order.invalid' })
  @ArrayMaxSize(500, { message: 'projects.milestone.order.invalid' })
  @IsInt({ each: true, message: 'projects.milestone.order.invalid' })
  @Min(1, { each: true, message: 'projects.milestone.order.invalid' })
  @Max(2_147_483_647, { each: true, message: 'projects.milestone.order.invalid' })
  milestoneIds!: number[];
}

/** A progress note; files go in the multipart field `files`. */
export class CreateUpdateRequest {
  @ApiProperty({ minLength: 1, maxLength: 20000 })
  @RequiredText('projects.update.content.required', 20000, 'projects.update.content.max')
  content!: string;

  @ApiPropertyOptional({ type: String, maxLength: 20000, nullable: true })
  @OptionalText(20000, 'projects.update.content.max')
  contentEs?: string | null;

  @ApiPropertyOptional({
    type: Boolean,
    default: true,
    description: "false: an internal note for admins only ('true'/'false' in a multipart form)",
  })
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'projects.update.isPublic.invalid' })
  isPublic?: boolean;
}

export class CreateUpdateForm extends CreateUpdateRequest {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'Up to 5 files of at most 10 MB: images, PDF, office documents, zip, plain text',
  })
  files?: unknown[];
}
