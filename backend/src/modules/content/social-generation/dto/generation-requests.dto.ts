import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@terrabridge/rules/social-posts';

import type { MessageKey } from '../../../../platform/i18n/messages';
import { PageQuery } from '../../../../platform/http/pagination';
import {
  GENERATION_KINDS,
  GENERATION_STATUSES,
  type GenerationKind,
  type GenerationStatus,
} from '../content-generation-job.entity';
import { trim } from '../../../../platform/http/transforms';

/** Lengths of what a client may send; the minimums are the spec's. */
export const GENERATION_INPUT_LIMITS = {
  prompt: { min: 10, max: 2000 },
  audience: { min: 5, max: 500 },
  industry: { min: 3, max: 100 },
} as const;

/** A platform named twice is asked for once. */
const distinct = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? [...new Set(value)] : value;

/**
 * Trimmed text of `min` to `max` characters. Checked in this order, one message per field: a
 * missing value reads as too short.
 */
const Text = (
  field: keyof typeof GENERATION_INPUT_LIMITS,
  minKey: MessageKey,
  maxKey: MessageKey,
) =>
  applyDecorators(
    Transform(trim),
    IsString({ message: minKey }),
    MinLength(GENERATION_INPUT_LIMITS[field].min, { message: minKey }),
    MaxLength(GENERATION_INPUT_LIMITS[field].max, { message: maxKey }),
  );

/** One to four known platforms, each once; missing or empty reads as none selected. */
const Platforms = () =>
  applyDecorators(
    Transform(distinct),
    IsArray({ message: 'ai.platforms.required' }),
    ArrayMinSize(1, { message: 'ai.platforms.required' }),
    ArrayMaxSize(SOCIAL_PLATFORMS.length, { message: 'ai.platforms.invalid' }),
    IsIn(SOCIAL_PLATFORMS, { each: true, message: 'ai.platforms.invalid' }),
  );

class LanguageField {
  @ApiPropertyOptional({
    enum: ['en', 'es'],
    description:
      "The client's language (en when left out): error messages come in it, and the model is told it. Posts always come in both languages; recommendations in this one.",
  })
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  language?: 'en' | 'es';
}

class PromptField extends LanguageField {
  @ApiProperty({
    minLength: GENERATION_INPUT_LIMITS.prompt.min,
    maxLength: GENERATION_INPUT_LIMITS.prompt.max,
    description: 'What the post should be about (topic, audience, tone)',
  })
  @Text('prompt', 'ai.prompt.min', 'ai.prompt.max')
  prompt!: string;
}

export class GenerateRequest extends PromptField {
  @ApiProperty({ enum: SOCIAL_PLATFORMS })
  @IsIn(SOCIAL_PLATFORMS, { message: 'ai.platform.required' })
  platform!: SocialPlatform;
}

export class MultiPlatformRequest extends PromptField {
  @ApiProperty({
    enum: SOCIAL_PLATFORMS,
    isArray: true,
    minItems: 1,
    maxItems: SOCIAL_PLATFORMS.length,
    description: 'One post per platform; a platform named twice is written once',
  })
  @Platforms()
  platforms!: SocialPlatform[];
}

export class RecommendationsRequest extends LanguageField {
  @ApiProperty({
    minLength: GENERATION_INPUT_LIMITS.audience.min,
    maxLength: GENERATION_INPUT_LIMITS.audience.max,
    example: 'Owners of small restaurants in Montevideo',
  })
  @Text('audience', 'ai.audience.min', 'ai.audience.max')
  audience!: string;

  @ApiProperty({
    minLength: GENERATION_INPUT_LIMITS.industry.min,
    maxLength: GENERATION_INPUT_LIMITS.industry.max,
    example: 'Hospitality',
  })
  @Text('industry', 'ai.industry.required', 'ai.industry.max')
  industry!: string;
}

/** The admins' list of generation jobs: a page, optionally of one status or kind. */
export class GenerationJobsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: GENERATION_STATUSES })
  @IsOptional()
  @IsIn(GENERATION_STATUSES, { message: 'ai.job.status.invalid' })
  status?: GenerationStatus;

  @ApiPropertyOptional({ enum: GENERATION_KINDS })
  @IsOptional()
  @IsIn(GENERATION_KINDS, { message: 'ai.job.kind.invalid' })
  kind?: GenerationKind;
}
