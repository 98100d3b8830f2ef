import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { Auth, CurrentUser } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { OverviewDto } from './dto/overview.dto';
import { OverviewService } from './overview.service';

@ApiTags('portal')
@Controller('user/overview')
@Auth()
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @Get()
  @ApiOkResponse({
    type: OverviewDto,
    description: "Counts and newest items of the user's own projects and posts, and what is due",
  })
  get(@CurrentUser() user: User): Promise<OverviewDto> {
    return this.overview.overview(user);
  }
}
