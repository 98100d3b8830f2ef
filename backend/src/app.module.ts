import { DynamicModule, Module } from '@nestjs/common';

import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { BillingModule } from './modules/billing/billing.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { ContactModule } from './modules/contact/contact.module';
import { ContentModule } from './modules/content/content.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { FilesModule } from './modules/files/files.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PrivacyModule } from './modules/privacy/privacy.module';
import { ProjectsModule } from './modules/projects/projects.module';
import { SiteModule } from './modules/site/site.module';
import { AiModule } from './platform/ai/ai.module';
import { AuditModule } from './platform/audit/audit.module';
import { PublicCacheModule } from './platform/cache/public-cache.module';
import { ConfigModule } from './platform/config/config.module';
import type { AppConfig } from './platform/config/app-config';
import { DatabaseModule } from './platform/database/database.module';
import { HealthModule } from './platform/health/health.module';
import type { DatabaseTarget } from './platform/database/mikro-orm.config';
import { LoggingModule } from './platform/logging/logging.module';
import { MailModule } from './platform/mail/mail.module';
import { QueueModule } from './platform/queue/queue.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';

export interface AppRuntime {
  /** DATABASE_URL, or the embedded database started in this process. */
  database: DatabaseTarget;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, runtime: AppRuntime): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        DatabaseModule.forRoot(config, runtime.database),
        QueueModule.forRoot(config),
        MailModule.forRoot(config),
        RateLimitModule.forRoot(config),
        AuditModule,
        AiModule.forRoot(config),
        PublicCacheModule,
        HealthModule,
        AuthModule.forRoot(config),
        WebhooksModule.forRoot(config),
        ContentModule,
        SiteModule,
        FilesModule,
        ProjectsModule,
        NotificationsModule,
        BillingModule,
        PaymentsModule,
        DashboardModule,
        PrivacyModule,
        ContactModule,
        AdminModule,
      ],
    };
  }
}
