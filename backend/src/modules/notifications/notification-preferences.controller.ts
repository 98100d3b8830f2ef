import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { Auth, CurrentUser } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import {
  NotificationPreferencesDto,
  UpdateNotificationPreferencesRequest,
} from './notification-preferences.dto';
import { NotificationPreferencesService } from './notification-preferences.service';

/** The signed-in account's choice of mails (Settings). */
@ApiTags('account')
@Controller('user/notifications')
@Auth()
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get()
  @ApiOkResponse({ type: NotificationPreferencesDto })
  get(@CurrentUser() user: User): Promise<NotificationPreferencesDto> {
    return this.preferences.forUser(user.id);
  }

  @Put()
  @ApiOkResponse({ type: NotificationPreferencesDto, description: 'The choices as saved' })
  @ApiBadRequestResponse({ description: 'A choice is not true or false' })
  change(
    @CurrentUser() user: User,
    @Body() body: UpdateNotificationPreferencesRequest,
  ): Promise<NotificationPreferencesDto> {
    return this.preferences.change(user.id, body);
  }
}
