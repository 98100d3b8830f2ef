import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@terrabridge/rules/social-posts';

import { PageOf } from '../../../../platform/http/page.dto';
import { translate, type Language } from '../../../../platform/i18n/messages';
import {
  type ContentGenerationJob,
  GENERATION_KINDS,
  GENERATION_STATUSES,
  type GeneratedPost,
  type GenerationKind,
  type GenerationStatus,
} from '../content-generation-job.entity';

/** One post in both languages, within its platform's limits (hashtags included as posted). */
export class GeneratedPostDto {
  @ApiProperty({ description: 'The post in English, without its hashtags' })
  content!: string;

  @ApiProperty({ description: 'The post in Spanish, without its hashtags' })
  contentEs!: string;

  @ApiProperty({
    type: [String],
    example: ['#DigitalMarketing', '#Montevideo'],
    description:
      'Posted after the text in either language, separated by a blank line and by spaces',
  })
  hashtags!: string[];

  @ApiProperty({
    description:
      "Text or hashtags were removed to fit the platform's limits (after asking the model once for shorter posts)",
  })
  shortened!: boolean;
}

/** The answer of POST /social-media/generate. */
export class GeneratedContentDto extends GeneratedPostDto {
  @ApiProperty({ enum: SOCIAL_PLATFORMS })
  platform!: SocialPlatform;
}

/** The answer of POST /social-media/multi-platform: one post for each platform asked. */
export class MultiPlatformResultDto {
  @ApiPropertyOptional({ type: GeneratedPostDto })
  twitter?: GeneratedPostDto;

  @ApiPropertyOptional({ type: GeneratedPostDto })
  facebook?: GeneratedPostDto;

  @ApiPropertyOptional({ type: GeneratedPostDto })
  instagram?: GeneratedPostDto;

  @ApiPropertyOptional({ type: GeneratedPostDto })
  linkedin?: GeneratedPostDto;
}

/** The answer of POST /content-recommendations, in the language asked for. */
export class RecommendationsDto {
  @ApiProperty({ type: [String], description: 'Post topics for that audience and industry' })
  topics!: string[];

  @ApiProperty({ type: [String], description: 'Content formats that suit them' })
  contentTypes!: string[];

  @ApiProperty({ enum: SOCIAL_PLATFORMS, isArray: true, description: 'Best-suited first' })
  platforms!: SocialPlatform[];
}

export type GenerationAnswer = GeneratedContentDto | MultiPlatformResultDto | RecommendationsDto;

/** What the client asked for. */
export class GenerationInputDto {
  @ApiProperty({ enum: ['en', 'es'] })
  language!: 'en' | 'es';

  @ApiPropertyOptional({ description: 'generate and multi-platform' })
  prompt?: string;

  @ApiPropertyOptional({
    enum: SOCIAL_PLATFORMS,
    isArray: true,
    description: 'generate (one) and multi-platform',
  })
  platforms?: SocialPlatform[];

  @ApiPropertyOptional({ description: 'recommendations' })
  audience?: string;

  @ApiPropertyOptional({ description: 'recommendations' })
  industry?: string;
}

/** Tokens used by all the model calls of a job, retries included. */
export class GenerationUsageDto {
  @ApiProperty()
  promptTokens!: number;

  @ApiProperty()
  completionTokens!: number;

  @ApiProperty()
  totalTokens!: number;

  @ApiProperty({ description: 'Model calls made, failed ones included' })
  calls!: number;

  @ApiProperty({ type: String, nullable: true, description: 'The model that answered last' })
  model!: string | null;
}

export class GenerationJobUserDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  username!: string;
}

/**
 * A generation request and where it stands. `result` has the shape of the request's own answer:
 * GeneratedContentDto (generate), MultiPlatformResultDto (multi-platform) or RecommendationsDto.
 * The fields marked "admins only" are left out for clients.
 */
@ApiExtraModels(GeneratedContentDto, MultiPlatformResultDto, RecommendationsDto)
export class GenerationJobDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: GENERATION_KINDS })
  kind!: GenerationKind;

  @ApiProperty({
    enum: GENERATION_STATUSES,
    description: 'queued (also while waiting for a retry), running, succeeded or failed',
  })
  status!: GenerationStatus;

  @ApiProperty({ type: GenerationInputDto })
  input!: GenerationInputDto;

  @ApiProperty({
    nullable: true,
    oneOf: [
      { $ref: getSchemaPath(GeneratedContentDto) },
      { $ref: getSchemaPath(MultiPlatformResultDto) },
      { $ref: getSchemaPath(RecommendationsDto) },
    ],
    description: 'Set once the job has succeeded',
  })
  result!: GenerationAnswer | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "Why the job failed, in the request's language",
    example: 'Error generating content',
  })
  error!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt!: string | null;

  @ApiPropertyOptional({ type: GenerationJobUserDto, description: 'Admins only: who asked' })
  user?: GenerationJobUserDto;

  @ApiPropertyOptional({
    type: GenerationUsageDto,
    nullable: true,
    description: 'Admins only: tokens used so far',
  })
  usage?: GenerationUsageDto | null;

  @ApiPropertyOptional({ description: 'Admins only: runs of the job so far' })
  attempts?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "Admins only: what went wrong (the provider's answer, say), also while retrying",
  })
  errorDetail?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Admins only',
  })
  startedAt?: string | null;

  static from(
    job: ContentGenerationJob,
    language: Language,
    view: 'owner' | 'admin',
  ): GenerationJobDto {
    const dto: GenerationJobDto = {
      id: job.id,
      kind: job.kind,
      status: job.status,
      input: job.input,
      result: job.status === 'succeeded' ? answerOf(job) : null,
      error: job.status === 'failed' && job.errorCode ? translate(job.errorCode, language) : null,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    };
    if (view === 'admin') {
      Object.assign(dto, {
        user: { id: job.user.id, username: job.user.username },
        usage: job.usage ?? null,
        attempts: job.attempts,
        errorDetail: job.errorDetail ?? null,
        startedAt: job.startedAt?.toISOString() ?? null,
      });
    }
    return dto;
  }
}

export class GenerationJobsPageDto extends PageOf(GenerationJobDto, 'older jobs') {}

/** A succeeded job's result, in the shape its request answers with. */
export function answerOf(job: ContentGenerationJob): GenerationAnswer | null {
  const result = job.result;
  if (!result) return null;
  if ('recommendations' in result) return { ...result.recommendations };
  const posts = Object.entries(result.posts) as Array<[SocialPlatform, GeneratedPost]>;
  if (job.kind === 'generate') {
    const [platform, post] = posts[0];
    return { platform, ...post };
  }
  return Object.fromEntries(posts.map(([platform, post]) => [platform, { ...post }]));
}
