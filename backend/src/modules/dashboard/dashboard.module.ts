import { Module } from '@nestjs/common';

import { BillingModule } from '../billing/billing.module';
import { ContentModule } from '../content/content.module';
import { ProjectsModule } from '../projects/projects.module';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';

/** The client dashboard's summaries, read through the services of the modules that own the data. */
@Module({
  imports: [ProjectsModule, ContentModule, BillingModule],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class DashboardModule {}
