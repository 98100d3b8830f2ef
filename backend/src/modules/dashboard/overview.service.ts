import { Injectable } from '@nestjs/common';

import type { User } from '../auth/entities/user.entity';
import { InvoicesService } from '../billing/invoices.service';
import { SocialMediaService } from '../content/social-media.service';
import { PortalProjectsService } from '../projects/portal-projects.service';
import type { OverviewDto } from './dto/overview.dto';

/** The spec's dashboard lists show the 3 most recent items. */
export const RECENT_ITEMS = 3;

/** Composes the Overview from the projects, content and billing modules' own services. */
@Injectable()
export class OverviewService {
  constructor(
    private readonly projects: PortalProjectsService,
    private readonly socialMedia: SocialMediaService,
    private readonly invoices: InvoicesService,
  ) {}

  async overview(user: User): Promise<OverviewDto> {
    const [
      projectCount,
      socialPostCount,
      invoiceCount,
      recentProjects,
      recentSocialPosts,
      nextInvoice,
    ] = await Promise.all([
      this.projects.count(user),
      this.socialMedia.count(user),
      this.invoices.issuedCount(user.id),
      this.projects.list(user, { limit: RECENT_ITEMS }),
      this.socialMedia.list(user, { limit: RECENT_ITEMS }),
      this.invoices.nextPayable(user.id),
    ]);
    return {
      projectCount,
      socialPostCount,
      invoiceCount,
      recentProjects: recentProjects.items,
      recentSocialPosts: recentSocialPosts.items,
      nextInvoice,
    };
  }
}
