import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { Auth, CurrentUser, RequiresScope } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { SocialAnalyticsDto } from './dto/social-analytics.dto';
import { SocialAnalyticsService } from './social-analytics.service';

@ApiTags('analytics')
@Controller('user/analytics')
@Auth()
export class SocialAnalyticsController {
  constructor(private readonly analytics: SocialAnalyticsService) {}

  @Get('social')
  @RequiresScope('social:read')
  @ApiOkResponse({
    type: SocialAnalyticsDto,
    description: "The user's own social posts per platform per month, last 12 months",
  })
  social(@CurrentUser() user: User): Promise<SocialAnalyticsDto> {
    return this.analytics.postsPerPlatformPerMonth(user);
  }
}
