import { Controller, Get } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

import { Auth } from '../auth/auth.decorators';
import { AdminHomeService } from './admin-home.service';
import { AdminHomeDto } from './dto/admin-home.dto';

@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Controller('admin/home')
export class AdminHomeController {
  constructor(private readonly home: AdminHomeService) {}

  @Get()
  @Auth('admin')
  @ApiOperation({
    summary: 'What needs the team today',
    description:
      'Overdue and due-soon invoices with what is owed, team drafts awaiting their client’s approval, unanswered client messages, unresolved contact requests, and failed mail and jobs.',
  })
  @ApiOkResponse({ type: AdminHomeDto })
  get(): Promise<AdminHomeDto> {
    return this.home.home();
  }
}
