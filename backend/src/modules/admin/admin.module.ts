import { Module } from '@nestjs/common';

import { AuditLogController } from './audit-log.controller';
import { MailOutboxController } from './mail-outbox.controller';

/** The admin team's views: the mail outbox here; contacts, testimonials and billing join it. */
@Module({ controllers: [MailOutboxController, AuditLogController] })
export class AdminModule {}
