import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { MailService } from '../../platform/mail/mail.service';
import { Auth } from '../auth/auth.decorators';
import { OutboxMessageDto, OutboxQuery } from './dto/outbox-message.dto';

@ApiTags('admin')
@Controller('admin/mail-outbox')
export class MailOutboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @Auth('admin')
  @ApiOkResponse({ type: [OutboxMessageDto], description: 'Recent outgoing mail, newest first' })
  async list(@Query() query: OutboxQuery): Promise<OutboxMessageDto[]> {
    const messages = await this.mail.recent(query.limit ?? 50, query.to);
    return messages.map((message) => OutboxMessageDto.from(message));
  }
}
