import { ApiProperty } from '@nestjs/swagger';

import { QUEUE_NAMES, type QueueName } from '../../../platform/queue/queue.constants';

export class QueueFailureDto {
  @ApiProperty({ type: String, nullable: true }) jobId!: string | null;
  @ApiProperty({ example: 'mail.send' }) name!: string;
  @ApiProperty({ example: 'Mailbox temporarily unavailable' }) reason!: string;
  @ApiProperty() attemptsMade!: number;
  @ApiProperty({ type: Date, nullable: true }) failedAt!: Date | null;
}

export class QueueDto {
  @ApiProperty({ enum: QUEUE_NAMES }) name!: QueueName;
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() completed!: number;
  @ApiProperty() failed!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Waiting for a retry; null under the inline driver, which counts them as waiting',
  })
  delayed!: number | null;

  @ApiProperty({ type: [QueueFailureDto], description: 'The latest failed jobs, newest first' })
  failures!: QueueFailureDto[];
}

export class QueuesDto {
  @ApiProperty({
    enum: ['bullmq', 'inline'],
    description:
      'bullmq: Redis, counts kept there; inline: in this process, counted since it started',
  })
  driver!: 'bullmq' | 'inline';

  @ApiProperty({ enum: ['up', 'down'] }) status!: 'up' | 'down';

  @ApiProperty({ type: String, nullable: true, description: 'Why the queues could not be read' })
  error!: string | null;

  @ApiProperty({ type: [QueueDto] }) queues!: QueueDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/admin/queues',
    description: 'The queue dashboard (bull-board on Redis), when it is enabled',
  })
  dashboardPath!: string | null;
}
