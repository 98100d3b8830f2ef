import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { Auth, CurrentUser } from './auth.decorators';
import { UserDto } from './dto/user.dto';
import type { User } from './entities/user.entity';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get(':id')
  @Auth()
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ description: 'No such user, or not one the caller may see' })
  get(@Param('id', ParseIdPipe) id: number, @CurrentUser() viewer: User): Promise<UserDto> {
    return this.users.visibleTo(viewer, id);
  }
}
