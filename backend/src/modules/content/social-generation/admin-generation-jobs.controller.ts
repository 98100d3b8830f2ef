import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { requestLanguage } from '../../../platform/i18n/request-language';
import { Auth } from '../../auth/auth.decorators';
import { GenerationJobsQuery } from './dto/generation-requests.dto';
import { GenerationJobDto, GenerationJobsPageDto } from './dto/generation-results.dto';
import { SocialGenerationService } from './social-generation.service';

@ApiTags('admin')
@Controller('admin/ai-jobs')
@Auth('admin')
export class AdminGenerationJobsController {
  constructor(private readonly generation: SocialGenerationService) {}

  @Get()
  @ApiOperation({
    summary: "Every client's generation jobs, newest first, with token usage",
  })
  @ApiOkResponse({ type: GenerationJobsPageDto })
  @ApiBadRequestResponse({ description: 'limit, cursor, status or kind is not valid' })
  async list(
    @Query() query: GenerationJobsQuery,
    @Req() req: Request,
  ): Promise<GenerationJobsPageDto> {
    const { items, nextCursor } = await this.generation.list(query);
    const language = requestLanguage(req);
    return { items: items.map((job) => GenerationJobDto.from(job, language, 'admin')), nextCursor };
  }
}
