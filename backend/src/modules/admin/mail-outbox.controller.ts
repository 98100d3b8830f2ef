import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
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

  @Post(':id/resend')
  @HttpCode(202)
  @Auth('admin')
  @ApiOperation({
    summary: 'Send a failed message again',
    description:
      'Queues a failed message (or a retrying one, now) for delivery with a fresh retry window.',
  })
  @ApiAcceptedResponse({ type: OutboxMessageDto, description: 'Queued for sending' })
  @ApiNotFoundResponse({ description: 'No such message' })
  @ApiConflictResponse({
    description: 'Already sent, already on its way, or held until a mail transport is configured',
  })
  async resend(@Param('id', ParseIdPipe) id: number): Promise<OutboxMessageDto> {
    return OutboxMessageDto.from(await this.mail.resend(id));
  }
}
