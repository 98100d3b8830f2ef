import { Controller, Get, Param, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';

import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import { requestLanguage } from '../../../platform/i18n/request-language';
import { Auth, CurrentUser, RequiresScope } from '../../auth/auth.decorators';
import type { User } from '../../auth/entities/user.entity';
import { GenerationJobDto } from './dto/generation-results.dto';
import { SocialGenerationService } from './social-generation.service';

@ApiTags('social-media')
@Controller('social-media/jobs')
@Auth()
export class GenerationJobsController {
  constructor(private readonly generation: SocialGenerationService) {}

  @Get(':id')
  @RequiresScope('social:read')
  @ApiOperation({
    summary: 'A generation job and its result',
    description:
      'For requests that answered 202: poll until status is succeeded (result set) or failed (error set). Works without an AI provider configured. Admins see every job, with its token usage.',
  })
  @ApiQuery({
    name: 'lang',
    required: false,
    enum: ['en', 'es'],
    description: 'Language of the error message',
  })
  @ApiOkResponse({ type: GenerationJobDto })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: "No such job, or another client's (never told apart)" })
  async find(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Req() req: Request,
  ): Promise<GenerationJobDto> {
    const job = await this.generation.find(id, user);
    return GenerationJobDto.from(
      job,
      requestLanguage(req),
      user.role === 'admin' ? 'admin' : 'owner',
    );
  }
}
