import { Module } from '@nestjs/common';

import { PaymentsModule } from '../payments/payments.module';
import { AdminHomeController } from './admin-home.controller';
import { AdminHomeService } from './admin-home.service';
import { AuditLogController } from './audit-log.controller';
import { MailDiagnosticsController } from './mail-diagnostics.controller';
import { MailDiagnosticsService } from './mail-diagnostics.service';
import { MailOutboxController } from './mail-outbox.controller';
import { QueuesController } from './queues.controller';
import { ServiceStatusController } from './service-status.controller';
import { ServiceStatusService } from './service-status.service';

/**
 * The back-office home (what needs the team today) and the admin team's operations views: the mail outbox and its diagnostics, the outside services'
 * status, the queues, and the audit log.
 */
@Module({
  imports: [PaymentsModule],
  controllers: [
    AdminHomeController,
    MailOutboxController,
    MailDiagnosticsController,
    ServiceStatusController,
    QueuesController,
    AuditLogController,
  ],
  providers: [ServiceStatusService, MailDiagnosticsService, AdminHomeService],
})
export class AdminModule {}
