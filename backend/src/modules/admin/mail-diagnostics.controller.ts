import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

import { Auth } from '../auth/auth.decorators';
import { MailTestRequest, MailTestResultDto } from './dto/mail-test.dto';
import { OutboxPageDto, OutboxPageQuery } from './dto/outbox-message.dto';
import { MailDiagnosticsService } from './mail-diagnostics.service';

@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Controller('admin/mail')
export class MailDiagnosticsController {
  constructor(private readonly diagnostics: MailDiagnosticsService) {}

  @Post('test')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({
    summary: 'Send a test message now and report the SMTP conversation',
    description:
      'Sent straight through the transport, not the outbox. A conversation that fails (connection refused, login refused, recipient rejected, timeout) is still a 200, with delivered false and the error: the diagnosis worked, its outcome is the answer.',
  })
  @ApiOkResponse({ type: MailTestResultDto })
  @ApiBadRequestResponse({ description: 'to is not an email address' })
  @ApiConflictResponse({ description: 'No mail transport is configured (SMTP_URL)' })
  sendTest(@Body() body: MailTestRequest): Promise<MailTestResultDto> {
    return this.diagnostics.sendTest(body.to, body.language ?? 'en');
  }

  @Get('outbox')
  @Auth('admin')
  @ApiOperation({
    summary: 'The mail outbox, a page at a time',
    description:
      'status: held (no transport yet), queued (on its way or retrying), sent, failed. q searches recipient and subject. One-time links and codes are hidden.',
  })
  @ApiOkResponse({ type: OutboxPageDto })
  outbox(@Query() query: OutboxPageQuery): Promise<OutboxPageDto> {
    return this.diagnostics.outbox(query);
  }
}
