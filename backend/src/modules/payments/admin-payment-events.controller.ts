import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { loadPage, textSearch } from '../../platform/http/pagination';
import { filters } from './admin-list-filters';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { Auth } from '../auth/auth.decorators';
import { PaymentEventDto, PaymentEventsPageDto, PaymentEventsQuery } from './dto/payment-event.dto';
import { PaymentEvent } from './entities/payment-event.entity';
import { PaymentLedger } from './payment-ledger.service';

const view = (event: PaymentEvent): PaymentEventDto => ({
  id: event.id,
  provider: event.provider,
  eventId: event.eventId,
  type: event.type,
  state: event.state,
  attempts: event.attempts,
  lastError: event.lastError ?? null,
  createdAt: event.createdAt,
  appliedAt: event.appliedAt ?? null,
});

/** The payments ledger as admins watch it: every provider event, the failed ones retried by hand. */
@ApiTags('admin')
@Controller('admin/payment-events')
@Auth('admin')
export class AdminPaymentEventsController {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: PaymentLedger,
  ) {}

  @Get()
  @ApiOkResponse({ type: PaymentEventsPageDto, description: 'Newest first' })
  async list(@Query() query: PaymentEventsQuery): Promise<PaymentEventsPageDto> {
    const em = this.em.fork();
    const page = await loadPage(
      em,
      'payment_events',
      {
        equal: filters({ state: query.state, provider: query.provider }),
        ...textSearch(query.q, ['t."event_id"', 't."type"', 't."last_error"']),
      },
      query,
      (ids) => em.find(PaymentEvent, { id: { $in: ids } }),
    );
    return { items: page.items.map(view), nextCursor: page.nextCursor };
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentEventDto, description: 'Queued again' })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiConflictResponse({ description: 'Only a failed event is retried' })
  async retry(@Param('id', ParseIdPipe) id: number): Promise<PaymentEventDto> {
    const em = this.em.fork();
    const event = await em.findOne(PaymentEvent, id);
    if (!event) throw new LocalizedException(404, 'payments.events.notFound');
    if (event.state !== 'failed') throw new LocalizedException(409, 'payments.events.notFailed');
    event.state = 'received';
    await em.flush();
    await this.ledger.enqueue(id, `retry-${Date.now()}`);
    return view(event);
  }
}
