import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';

import { AdminActionAudit } from './admin-action-audit.interceptor';
import { AuditService } from './audit.service';

/** The audit log's writer for every module, and the interceptor that audits admin actions. */
@Global()
@Module({
  providers: [AuditService, { provide: APP_INTERCEPTOR, useClass: AdminActionAudit }],
  exports: [AuditService],
})
export class AuditModule {}
