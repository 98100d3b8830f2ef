import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';

import { AiModel } from '../../../platform/ai/ai-model';
import { Auth, RequiresScope } from '../../auth/auth.decorators';

export class AiStatusDto {
  @ApiProperty({ description: 'An AI provider is configured: generation can be asked for' })
  configured!: boolean;
}

/** Lets the generator say up front that no AI provider is set, instead of after a first try. */
@ApiTags('social-media')
@Controller('ai-status')
@Auth()
export class AiStatusController {
  constructor(private readonly model: AiModel) {}

  @Get()
  @RequiresScope('social:read')
  @ApiOperation({ summary: 'Whether AI generation is available' })
  @ApiOkResponse({ type: AiStatusDto })
  status(): AiStatusDto {
    return { configured: this.model.configured };
  }
}
