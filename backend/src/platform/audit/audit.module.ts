import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';

import { AdminActionAudit } from './admin-action-audit.interceptor';
import { AuditService } from './audit.service';
import { EntityChangeCollector } from './entity-changes';

/** Lets admin actions' audit entries list the rows they wrote (see EntityChangeCollector). */
@Injectable()
class EntityChangeWiring implements OnModuleInit {
  constructor(private readonly orm: MikroORM) {}

  onModuleInit(): void {
    this.orm.em.getEventManager().registerSubscriber(new EntityChangeCollector());
  }
}

/** The audit log's writer for every module, and the interceptor that audits admin actions. */
@Global()
@Module({
  providers: [
    AuditService,
    EntityChangeWiring,
    { provide: APP_INTERCEPTOR, useClass: AdminActionAudit },
  ],
  exports: [AuditService],
})
export class AuditModule {}
