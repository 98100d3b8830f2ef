import { Controller, Get, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { SessionCookie } from '../../modules/auth/session-cookie';
import { SessionsService } from '../../modules/auth/sessions.service';
import { withTimeout } from '../async/with-timeout';
import { HealthDto, HealthStatusDto } from './health.dto';
import { HEALTH_PROBE_TIMEOUT_MS, HealthService } from './health.service';

const REPORT_SCHEMA = {
  oneOf: [{ $ref: getSchemaPath(HealthStatusDto) }, { $ref: getSchemaPath(HealthDto) }],
};

@ApiTags('health')
@ApiExtraModels(HealthStatusDto, HealthDto)
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
  ) {}

  @Get()
  @ApiOkResponse({
    schema: REPORT_SCHEMA,
    description:
      'Database and queues are up (status degraded when mail is overdue). The status only, with every check for a signed-in admin',
  })
  @ApiServiceUnavailableResponse({
    schema: REPORT_SCHEMA,
    description: 'A dependency is down or did not answer in time',
  })
  async check(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<HealthDto | HealthStatusDto> {
    const [health, admin] = await Promise.all([this.health.check(), this.callerIsAdmin(req)]);
    // 503 only when this instance cannot serve (database or queues down). Overdue mail degrades
    // the status but is no reason to take the API out of rotation, nor to hold back the worker
    // that would send it.
    const serving = health.database.status === 'up' && health.queue.status === 'up';
    res.status(serving ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return admin ? health : { status: health.status };
  }

  /**
   * Whether the caller is a signed-in admin, decided within the checks' own time limit: when the
   * database cannot confirm the session in time, the caller gets the status only.
   */
  private async callerIsAdmin(req: Request): Promise<boolean> {
    const token = this.cookie.read(req);
    if (!token) return false;
    const user = await withTimeout(
      this.sessions.userForToken(token),
      HEALTH_PROBE_TIMEOUT_MS,
    ).catch(() => undefined);
    return user?.role === 'admin';
  }
}
