import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailOutbox } from './mail-outbox.entity';
import { MailService } from './mail.service';

/**
 * Re-queues messages left unsent by a stopped process (in-process retries die with it) and, once a
 * transport exists, messages that were held for the lack of one. Job ids keep BullMQ from
 * queueing a message that is still waiting there.
 */
@Injectable()
export class MailRecovery implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailRecovery.name);

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.queue.runWorkers) return;
    const states = [
      'pending',
      'sending',
      'retrying',
      ...(this.config.mail.smtpUrl ? ['held'] : []),
    ];
    const unsent = await this.em
      .fork()
      .find(
        MailOutbox,
        { state: { $in: states as MailOutbox['state'][] } },
        { fields: ['id', 'state'], orderBy: { id: 'asc' } },
      );
    const round = `resume-${Date.now()}`;
    for (const { id, state } of unsent)
      await this.mail.enqueue(id, state === 'held' ? round : undefined);
    if (unsent.length > 0) this.logger.log(`re-queued ${unsent.length} unsent message(s)`);
  }
}
