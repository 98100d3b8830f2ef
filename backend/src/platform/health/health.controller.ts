import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { HealthDto } from './health.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ type: HealthDto, description: 'Database and queues are up' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'A dependency is down' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const health = await this.health.check();
    res.status(health.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return health;
  }
}
