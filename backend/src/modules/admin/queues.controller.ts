import { Controller, Get, Inject } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { QUEUE_DASHBOARD_PATH } from '../../platform/queue/queue-dashboard';
import { QueueInspector } from '../../platform/queue/queue-inspector';
import { Auth } from '../auth/auth.decorators';
import { QueuesDto } from './dto/queues.dto';

/** How many of each queue's latest failed jobs the admins see. */
const FAILURES_SHOWN = 5;

@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Controller('admin/queues')
export class QueuesController {
  constructor(
    private readonly inspector: QueueInspector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Auth('admin')
  @ApiOperation({
    summary: "Every queue's job counts and latest failures",
    description:
      'Under BullMQ the counts are those Redis keeps; under the inline driver they are this process’s since it started, and retries waiting count as waiting (delayed is null).',
  })
  @ApiOkResponse({ type: QueuesDto })
  async list(): Promise<QueuesDto> {
    const details = await this.inspector.details(FAILURES_SHOWN);
    return {
      driver: details.driver,
      status: details.status,
      error: details.error ?? null,
      queues: details.queues,
      dashboardPath: this.config.queue.dashboard ? QUEUE_DASHBOARD_PATH : null,
    };
  }
}
