import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { Auth, CurrentUser, RequiresScope } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { BillingAnalyticsService } from './billing-analytics.service';
import { BillingAnalyticsDto } from './dto/billing-analytics.dto';

@ApiTags('analytics')
@Controller('user/analytics')
@Auth()
export class BillingAnalyticsController {
  constructor(private readonly analytics: BillingAnalyticsService) {}

  @Get('billing')
  @RequiresScope('invoices:read')
  @ApiOkResponse({
    type: BillingAnalyticsDto,
    description:
      "The user's own invoices, paid and outstanding, by month of issue (last 12 months)",
  })
  billing(@CurrentUser() user: User): Promise<BillingAnalyticsDto> {
    return this.analytics.paidAndOutstandingPerMonth(user);
  }
}
