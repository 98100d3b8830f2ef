import { Body, Controller, HttpCode, Post, Res, type Type, applyDecorators } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  type ApiOperationOptions,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';

import { LocalizedException } from '../../../platform/i18n/localized.exception';
import { AccountRateLimits } from '../../../platform/rate-limit/account-rate-limit.guard';
import { AiModel } from '../../../platform/ai/ai-model';
import { Auth, CurrentUser } from '../../auth/auth.decorators';
import type { User } from '../../auth/entities/user.entity';
import type { GenerationInput, GenerationKind } from './content-generation-job.entity';
import {
  GenerateRequest,
  MultiPlatformRequest,
  RecommendationsRequest,
} from './dto/generation-requests.dto';
import {
  answerOf,
  type GenerationAnswer,
  GenerationJobDto,
  GeneratedContentDto,
  MultiPlatformResultDto,
  RecommendationsDto,
} from './dto/generation-results.dto';
import { SocialGenerationService } from './social-generation.service';

/**
 * A generation call: POST at `path`, counted against the account's AI limits, and documented
 * with the answers every generation call shares (200 result, 202 job, 429, 502, 503).
 */
function GenerationCall(options: {
  path: string;
  operation: ApiOperationOptions;
  result: Type<unknown>;
  resultDescription?: string;
  badRequest: string;
  badGateway: string;
}) {
  return applyDecorators(
    Post(options.path),
    HttpCode(200),
    ApiOperation(options.operation),
    ApiOkResponse({ type: options.result, description: options.resultDescription }),
    ApiAcceptedResponse({
      type: GenerationJobDto,
      description:
        'Still being generated after AI_TIMEOUT_MS (45 s by default): the job, whose result GET /api/social-media/jobs/{id} (the Location header) gives once it is done',
      headers: {
        Location: { description: '/api/social-media/jobs/{id}', schema: { type: 'string' } },
      },
    }),
    ApiBadRequestResponse({ description: options.badRequest }),
    ApiTooManyRequestsResponse({
      description:
        'AI_LIMIT_PER_HOUR (30) or AI_LIMIT_PER_DAY (200) generations of this account reached (Retry-After)',
    }),
    ApiBadGatewayResponse({ description: options.badGateway }),
    ApiServiceUnavailableResponse({ description: 'AI provider not configured' }),
  );
}

const BAD_PROMPT = 'Prompt shorter than 10 or longer than 2000 characters, or no valid platform';
const POST_FAILED =
  "'Error generating content', or 'The content received is not in the expected format'";

/**
 * AI generation for signed-in clients. Each call saves a job, queues it on `ai` and answers with
 * its result when it is ready within AI_TIMEOUT_MS, else 202 with the job to fetch later.
 * A request is judged in this order: session (401), its input (400), whether an AI provider is set
 * up (503), then the account's allowance (429): only a request that would be answered spends it.
 */
@ApiTags('social-media')
@Controller()
@Auth()
export class SocialGenerationController {
  constructor(
    private readonly generation: SocialGenerationService,
    private readonly model: AiModel,
    private readonly limits: AccountRateLimits,
  ) {}

  @GenerationCall({
    path: 'social-media/generate',
    operation: { summary: 'Write one post for one platform, in English and Spanish' },
    result: GeneratedContentDto,
    badRequest: BAD_PROMPT,
    badGateway: POST_FAILED,
  })
  generate(
    @CurrentUser() user: User,
    @Body() body: GenerateRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GeneratedContentDto | GenerationJobDto> {
    const input = {
      prompt: body.prompt,
      platforms: [body.platform],
      language: body.language ?? 'en',
    };
    return this.answer(user, 'generate', input, res) as Promise<
      GeneratedContentDto | GenerationJobDto
    >;
  }

  @GenerationCall({
    path: 'social-media/multi-platform',
    operation: {
      summary: 'Write one post for each platform asked, in English and Spanish',
      description: 'One generation, whatever the number of platforms.',
    },
    result: MultiPlatformResultDto,
    resultDescription: 'Keyed by platform',
    badRequest: BAD_PROMPT,
    badGateway: POST_FAILED,
  })
  multiPlatform(
    @CurrentUser() user: User,
    @Body() body: MultiPlatformRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MultiPlatformResultDto | GenerationJobDto> {
    const input = {
      prompt: body.prompt,
      platforms: body.platforms,
      language: body.language ?? 'en',
    };
    return this.answer(user, 'multi-platform', input, res) as Promise<
      MultiPlatformResultDto | GenerationJobDto
    >;
  }

  @GenerationCall({
    path: 'content-recommendations',
    operation: { summary: 'Suggest topics, content types and platforms for an audience' },
    result: RecommendationsDto,
    badRequest: 'Audience under 5 or industry under 3 characters, or either too long',
    badGateway:
      "'Error getting recommendations', or 'The content received is not in the expected format'",
  })
  recommendations(
    @CurrentUser() user: User,
    @Body() body: RecommendationsRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RecommendationsDto | GenerationJobDto> {
    const input = {
      audience: body.audience,
      industry: body.industry,
      language: body.language ?? 'en',
    };
    return this.answer(user, 'recommendations', input, res) as Promise<
      RecommendationsDto | GenerationJobDto
    >;
  }

  /** The result (200), the job still on its way (202 + Location), or the failure (502). */
  private async answer(
    user: User,
    kind: GenerationKind,
    input: GenerationInput,
    res: Response,
  ): Promise<GenerationAnswer | GenerationJobDto> {
    // Here, not in guards: guards run before validation, and a request refused for its input must
    // be told so (400) and count for nothing.
    if (!this.model.configured) throw new LocalizedException(503, 'ai.notConfigured');
    await this.limits.spend(user.id, ['ai-hour', 'ai-day']);
    const job = await this.generation.request(user, kind, input);
    if (job.status === 'succeeded') return answerOf(job)!;
    if (job.status === 'failed')
      throw new LocalizedException(502, job.errorCode ?? 'ai.generate.failed');
    res.status(202).setHeader('Location', `/api/social-media/jobs/${job.id}`);
    return GenerationJobDto.from(job, input.language, 'owner');
  }
}
