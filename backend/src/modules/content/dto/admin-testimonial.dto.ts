import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  isInt,
} from 'class-validator';
import { applyDecorators } from '@nestjs/common';

import { PageOf } from '../../../platform/http/page.dto';
import { SearchPageQuery, SortParam } from '../../../platform/http/pagination';
import { trim, trimOrNull } from '../../../platform/http/transforms';
import type { MessageKey } from '../../../platform/i18n/messages';
import type { Testimonial } from '../entities/testimonial.entity';
import { TestimonialDto } from './testimonial.dto';

/** A testimonial as the admin panel lists it: the public fields, its review state and age. */
export class AdminTestimonialDto extends TestimonialDto {
  @ApiProperty({ description: 'Shown on the website' })
  approved!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  static forAdmin(testimonial: Testimonial): AdminTestimonialDto {
    return {
      ...TestimonialDto.from(testimonial),
      approved: testimonial.approved,
      createdAt: testimonial.createdAt.toISOString(),
    };
  }
}

export class AdminTestimonialsPageDto extends PageOf(AdminTestimonialDto, 'more testimonials') {}

/** The sorts of the admin's testimonial list: SQL over the row `t`, each with an index. */
export const TESTIMONIAL_SORTS = {
  createdAt: 't."created_at"',
  name: 'lower(t."name")',
  company: `lower(coalesce(t."company", ''))`,
  rating: 't."rating"',
};

export const TESTIMONIAL_STATUSES = ['pending', 'approved'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export class AdminTestimonialsQuery extends SearchPageQuery {
  @ApiPropertyOptional({
    enum: TESTIMONIAL_STATUSES,
    description: 'Only those waiting for review, or only approved ones',
  })
  @IsOptional()
  @IsIn(TESTIMONIAL_STATUSES, { message: 'testimonials.status.invalid' })
  status?: TestimonialStatus;

  @SortParam(TESTIMONIAL_SORTS)
  sort?: string;
}

/*
 * The fields of a testimonial, shared by create (where name and content are required) and update
 * (where every field is optional, but a required one may not be emptied).
 */

/** Present on create; on update, absent is "unchanged" while null or blank is refused. */
const whenGiven = (required: boolean) =>
  required ? [] : [ValidateIf((_: unknown, value: unknown) => value !== undefined)];

const RequiredText = (max: number, required: MessageKey, tooLong: MessageKey, create: boolean) =>
  applyDecorators(
    (create ? ApiProperty : ApiPropertyOptional)({ minLength: 1, maxLength: max }),
    Transform(trim),
    ...whenGiven(create),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(max, { message: tooLong }),
  );

const OptionalText = (max: number, tooLong: MessageKey) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max }),
    Transform(trimOrNull),
    IsOptional(),
    IsString({ message: tooLong }),
    MaxLength(max, { message: tooLong }),
  );

const isHalfStep = (value: unknown) => typeof value === 'number' && isInt(value * 2);

const RatingField = () =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: 5, multipleOf: 0.5, example: 4.5 }),
    ...whenGiven(false),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'testimonials.rating.invalid' }),
    Min(1, { message: 'testimonials.rating.invalid' }),
    Max(5, { message: 'testimonials.rating.invalid' }),
    ValidateBy(
      { name: 'isHalfStep', validator: { validate: isHalfStep } },
      { message: 'testimonials.rating.invalid' },
    ),
  );

const ImageField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: 500,
      description: 'Portrait: a path on this site (/images/…) or an https address',
    }),
    Transform(trimOrNull),
    IsOptional(),
    IsString({ message: 'testimonials.image.invalid' }),
    MaxLength(500, { message: 'testimonials.image.invalid' }),
    Matches(/^(\/(?!\/)|https:\/\/)\S+$/, { message: 'testimonials.image.invalid' }),
  );

const ApprovedField = () =>
  applyDecorators(
    ApiPropertyOptional({ description: 'Shown on the website' }),
    ...whenGiven(false),
    IsBoolean({ message: 'testimonials.approved.invalid' }),
  );

export class CreateTestimonialRequest {
  @RequiredText(100, 'testimonials.name.required', 'testimonials.name.max', true)
  name!: string;

  @OptionalText(100, 'testimonials.position.max')
  position?: string | null;

  @OptionalText(150, 'testimonials.company.max')
  company?: string | null;

  @RequiredText(2000, 'testimonials.content.required', 'testimonials.content.max', true)
  content!: string;

  @OptionalText(2000, 'testimonials.contentEs.max')
  contentEs?: string | null;

  @RatingField()
  rating?: number;

  @ImageField()
  image?: string | null;

  @ApprovedField()
  approved?: boolean;
}

/** Only the fields sent change; `{ approved }` alone is the spec's review toggle. */
export class UpdateTestimonialRequest {
  @RequiredText(100, 'testimonials.name.required', 'testimonials.name.max', false)
  name?: string;

  @OptionalText(100, 'testimonials.position.max')
  position?: string | null;

  @OptionalText(150, 'testimonials.company.max')
  company?: string | null;

  @RequiredText(2000, 'testimonials.content.required', 'testimonials.content.max', false)
  content?: string;

  @OptionalText(2000, 'testimonials.contentEs.max')
  contentEs?: string | null;

  @RatingField()
  rating?: number;

  @ImageField()
  image?: string | null;

  @ApprovedField()
  approved?: boolean;
}
