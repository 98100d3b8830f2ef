import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { Auth, CurrentUser, RequiresScope } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { ProjectAnalyticsDto } from './dto/project-analytics.dto';
import { ProjectAnalyticsService } from './project-analytics.service';

@ApiTags('analytics')
@Controller('user/analytics')
@Auth()
export class ProjectAnalyticsController {
  constructor(private readonly analytics: ProjectAnalyticsService) {}

  @Get('projects')
  @RequiresScope('projects:read')
  @ApiOkResponse({
    type: ProjectAnalyticsDto,
    description:
      "The user's own projects by status, milestones against their due dates, and days since each project's last update",
  })
  projects(@CurrentUser() user: User): Promise<ProjectAnalyticsDto> {
    return this.analytics.forUser(user);
  }
}
