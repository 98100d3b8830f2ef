import { Module } from '@nestjs/common';

import { BillingModule } from '../billing/billing.module';
import { ContentModule } from '../content/content.module';
import { FilesModule } from '../files/files.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProjectsModule } from '../projects/projects.module';
import { AccountDeletionService } from './account-deletion.service';
import { AdminDeletionRequestsController } from './admin-deletion-requests.controller';
import { DataExportService } from './data-export.service';
import { PrivacyController } from './privacy.controller';

/** A client's data: the export they download, and the deletion of their account. */
@Module({
  imports: [ProjectsModule, ContentModule, BillingModule, NotificationsModule, FilesModule],
  controllers: [PrivacyController, AdminDeletionRequestsController],
  providers: [DataExportService, AccountDeletionService],
})
export class PrivacyModule {}
