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
  @ApiOkResponse({
    type: HealthDto,
    description: 'Database and queues are up (status degraded when mail is overdue)',
  })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'A dependency is down' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const health = await this.health.check();
    // 503 only when this instance cannot serve (database or queues down). Overdue mail degrades
    // the status but is no reason to take the API out of rotation, nor to hold back the worker
    // that would send it.
    const serving = health.database.status === 'up' && health.queue.status === 'up';
    res.status(serving ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return health;
  }
}
