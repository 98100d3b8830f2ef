import { ApiProperty } from '@nestjs/swagger';

import { NextInvoiceDto } from '../../billing/dto/next-invoice.dto';
import { SocialPostDto } from '../../content/dto/social-post.dto';
import { ProjectSummaryDto } from '../../projects/dto/portal-project.dto';

/** The client dashboard's first tab: totals, the latest work and what is due next. */
export class OverviewDto {
  @ApiProperty({ description: 'Projects the user is the client of, in any status' })
  projectCount!: number;

  @ApiProperty({ description: "Posts in the user's social content library" })
  socialPostCount!: number;

  @ApiProperty({
    description: 'Invoices issued to the user, paid or not: 0 for a client not billed yet',
  })
  invoiceCount!: number;

  @ApiProperty({ type: [ProjectSummaryDto], description: 'The 3 newest projects, newest first' })
  recentProjects!: ProjectSummaryDto[];

  @ApiProperty({ type: [SocialPostDto], description: 'The 3 newest posts, newest first' })
  recentSocialPosts!: SocialPostDto[];

  @ApiProperty({
    type: NextInvoiceDto,
    nullable: true,
    description: 'The payable invoice due soonest; null when nothing is owed',
  })
  nextInvoice!: NextInvoiceDto | null;
}
