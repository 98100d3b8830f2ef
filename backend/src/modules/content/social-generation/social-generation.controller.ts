import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';

import { LocalizedException } from '../../../platform/i18n/localized.exception';
import { RateLimitAccount } from '../../../platform/rate-limit/account-rate-limit.guard';
import { Auth, CurrentUser } from '../../auth/auth.decorators';
import type { User } from '../../auth/entities/user.entity';
import { AiConfiguredGuard } from './ai-configured.guard';
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

const ACCEPTED = {
  type: GenerationJobDto,
  description:
    'Still being generated after AI_TIMEOUT_MS (45 s by default): the job, whose result GET /api/social-media/jobs/{id} (the Location header) gives once it is done',
  headers: { Location: { description: '/api/social-media/jobs/{id}', schema: { type: 'string' } } },
};
const TOO_MANY = {
  description:
    'AI_LIMIT_PER_HOUR (30) or AI_LIMIT_PER_DAY (200) generations of this account reached (Retry-After)',
};
const NOT_CONFIGURED = { description: 'AI provider not configured' };

/**
 * AI generation for signed-in clients. Each call saves a job, queues it on `ai` and answers with
 * its result when it is ready within AI_TIMEOUT_MS, else 202 with the job to fetch later.
 */
@ApiTags('social-media')
@Controller()
@UseGuards(AiConfiguredGuard)
@Auth()
export class SocialGenerationController {
  constructor(private readonly generation: SocialGenerationService) {}

  @Post('social-media/generate')
  @HttpCode(200)
  @RateLimitAccount('ai-hour', 'ai-day')
  @ApiOperation({ summary: 'Write one post for one platform, in English and Spanish' })
  @ApiOkResponse({ type: GeneratedContentDto })
  @ApiAcceptedResponse(ACCEPTED)
  @ApiBadRequestResponse({
    description: 'Prompt shorter than 10 or longer than 2000 characters, or no valid platform',
  })
  @ApiTooManyRequestsResponse(TOO_MANY)
  @ApiBadGatewayResponse({
    description:
      "'Error generating content', or 'The content received is not in the expected format'",
  })
  @ApiServiceUnavailableResponse(NOT_CONFIGURED)
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

  @Post('social-media/multi-platform')
  @HttpCode(200)
  @RateLimitAccount('ai-hour', 'ai-day')
  @ApiOperation({
    summary: 'Write one post for each platform asked, in English and Spanish',
    description: 'One generation, whatever the number of platforms.',
  })
  @ApiOkResponse({ type: MultiPlatformResultDto, description: 'Keyed by platform' })
  @ApiAcceptedResponse(ACCEPTED)
  @ApiBadRequestResponse({
    description: 'Prompt shorter than 10 or longer than 2000 characters, or no valid platform',
  })
  @ApiTooManyRequestsResponse(TOO_MANY)
  @ApiBadGatewayResponse({
    description:
      "'Error generating content', or 'The content received is not in the expected format'",
  })
  @ApiServiceUnavailableResponse(NOT_CONFIGURED)
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

  @Post('content-recommendations')
  @HttpCode(200)
  @RateLimitAccount('ai-hour', 'ai-day')
  @ApiOperation({ summary: 'Suggest topics, content types and platforms for an audience' })
  @ApiOkResponse({ type: RecommendationsDto })
  @ApiAcceptedResponse(ACCEPTED)
  @ApiBadRequestResponse({
    description: 'Audience under 5 or industry under 3 characters, or either too long',
  })
  @ApiTooManyRequestsResponse(TOO_MANY)
  @ApiBadGatewayResponse({
    description:
      "'Error getting recommendations', or 'The content received is not in the expected format'",
  })
  @ApiServiceUnavailableResponse(NOT_CONFIGURED)
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
    const job = await this.generation.request(user, kind, input);
    if (job.status === 'succeeded') return answerOf(job)!;
    if (job.status === 'failed')
      throw new LocalizedException(502, job.errorCode ?? 'ai.generate.failed');
    res.status(202).setHeader('Location', `/api/social-media/jobs/${job.id}`);
    return GenerationJobDto.from(job, input.language, 'owner');
  }
}
