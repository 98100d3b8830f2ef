import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { MailOutbox } from '../../platform/mail/mail-outbox.entity';
import { MailService } from '../../platform/mail/mail.service';
import { User } from '../auth/entities/user.entity';
import { addressOf, displayName, teamAddresses } from '../auth/team-addresses';
import { dateOnlyMoment } from '../billing/billing-calendar';
import { OrderItem } from '../billing/entities/order-item.entity';
import { Order, type OrderStatus } from '../billing/entities/order.entity';
import { InvoiceLedger } from '../billing/invoice-ledger.service';
import { paymentDay } from '../billing/invoice-payments';
import { SITE_PROFILE } from '../site/site-profile';
import type {
  AdminBankTransferOrderDto,
  BankTransferOrderDto,
  BankTransferOrderRequest,
  ConfirmTransferRequest,
} from './dto/bank-transfer-order.dto';
import { PaymentRecord } from './entities/payment-record.entity';
import { bankTransferOrderState } from './bank-transfer-order-state';
import { orderReceiptMail, transferSentMail } from './order-receipt-mail';
import { newPaymentReference } from './payment-reference';
import { quoteService } from './payment-quotes';

const METHOD = 'bank_transfer';

/** Confirmed orders the admins' list shows after the open ones. */
const RECENT_CONFIRMED = 25;

/**
 * Services bought by bank transfer, which works without any provider: the order is placed with
 * its `TB-` reference and the agency's account; the client says when the transfer is sent (the
 * team is mailed); an admin confirms it arrived, which records the payment as a manual one and
 * mails the client the receipt.
 */
@Injectable()
export class BankTransferOrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly ledger: InvoiceLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The client's open bank-transfer order for the service at its current price, or a new one:
   * asking again (a second click, a reload) gives the same order and the same reference.
   */
  async place(user: User, body: BankTransferOrderRequest): Promise<BankTransferOrderDto> {
    const order = await this.em.fork().transactional(async (tx) => {
      // One placement at a time per client, so two clicks at once make one order.
      await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const quote = await quoteService(tx, body.serviceId, body.amount);
      if (quote.purpose !== 'order') throw new Error('a service quote is for an order');
      const existing = await tx.execute<{ id: number }[]>(
        `select o."id" from "orders" o join "order_items" i on i."order_id" = o."id"
         where o."user_id" = ? and o."payment_method" = ? and o."status" = 'pending'
           and o."total_cents" = ? and i."service_id" = ?
         order by o."id" desc limit 1`,
        [user.id, METHOD, quote.amountCents, quote.service.id],
      );
      if (existing.length > 0) return tx.findOneOrFail(Order, existing[0].id);
      const created = tx.create(Order, {
        user,
        subtotalCents: quote.subtotalCents,
        taxCents: quote.taxCents,
        totalCents: quote.amountCents,
        paymentMethod: METHOD,
        reference: newPaymentReference(),
      });
      tx.create(OrderItem, {
        order: created,
        service: quote.service,
        priceCents: quote.service.priceCents,
        name: quote.service.name,
        description: quote.service.description,
      });
      return created;
    });
    return this.view(order.id);
  }

  /**
   * The client says the transfer is sent: noted once, and the team is mailed (each admin in
   * their language) with the link to confirm it. Saying it again changes nothing.
   */
  async transferSent(user: User, id: number): Promise<BankTransferOrderDto> {
    const mails: MailOutbox[] = [];
    await this.em.fork().transactional(async (tx) => {
      const order = await this.lockOpen(tx, id, user);
      if (order.transferSentAt) return;
      order.transferSentAt = new Date();
      const items = await this.items(tx, order);
      const client = addressOf(await tx.findOneOrFail(User, user.id));
      const confirmUrl = `${this.config.http.publicUrl}/admin?section=billing&order=${order.id}`;
      for (const to of await teamAddresses(tx, this.config.mail.salesAddress))
        mails.push(this.mail.stage(tx, transferSentMail(order, items, client, to, confirmUrl)));
      await tx.flush();
    });
    await this.mail.dispatch(mails);
    return this.view(id);
  }

  /** The client's own order. */
  async own(user: User, id: number): Promise<BankTransferOrderDto> {
    const order = await this.em.fork().findOne(Order, { id, user, paymentMethod: METHOD });
    if (!order) throw new LocalizedException(404, 'orders.notFound');
    return this.view(id);
  }

  /**
   * An admin confirms the transfer arrived: a completed payment record for the order's total
   * (the day received, what the payer wrote), the order completed, the client's receipt mailed.
   */
  async confirm(
    admin: User,
    id: number,
    body: ConfirmTransferRequest,
  ): Promise<AdminBankTransferOrderDto> {
    const paidOn = this.ledger.receivedOn(body.paidOn);
    const mails: MailOutbox[] = [];
    await this.em.fork().transactional(async (tx) => {
      const order = await this.lockOpen(tx, id);
      tx.create(PaymentRecord, {
        order,
        user: order.user,
        amountCents: order.totalCents,
        paymentMethod: METHOD,
        paymentDate: dateOnlyMoment(paidOn),
        status: 'completed',
        reference: order.reference,
        payerReference: body.reference?.trim() || null,
        metadata: { recordedBy: admin.id },
      });
      order.status = 'completed';
      const buyer = await tx.findOneOrFail(User, order.user.id);
      const items = await this.items(tx, order);
      mails.push(
        this.mail.stage(
          tx,
          orderReceiptMail(
            order,
            items,
            {
              reference: order.reference!,
              paidOn,
              payerReference: body.reference?.trim() || null,
            },
            addressOf(buyer),
            `${this.config.http.publicUrl}/dashboard`,
          ),
        ),
      );
      await tx.flush();
    });
    await this.mail.dispatch(mails);
    return this.adminView(id);
  }

  /**
   * The client's own orders: open ones (awaiting or sent) oldest first, then the latest paid.
   * Cancelled orders are the team's business, not something left to do or a receipt.
   */
  async ownList(user: User): Promise<BankTransferOrderDto[]> {
    const em = this.em.fork();
    const orders = await this.openThenRecent(em, { user }, 'completed');
    return Promise.all(orders.map((order) => this.view(order.id, em)));
  }

  /** Open orders (awaiting or sent) oldest first, then the latest confirmed or cancelled. */
  async adminList(): Promise<AdminBankTransferOrderDto[]> {
    const em = this.em.fork();
    const orders = await this.openThenRecent(em, {}, { $ne: 'pending' });
    return Promise.all(orders.map((order) => this.adminView(order.id, em)));
  }

  /** Bank-transfer orders: every open one, oldest first, then the latest RECENT_CONFIRMED closed. */
  private async openThenRecent(
    em: EntityManager,
    where: { user?: User },
    closed: OrderStatus | { $ne: OrderStatus },
  ): Promise<Order[]> {
    const open = await em.find(
      Order,
      { ...where, paymentMethod: METHOD, status: 'pending' },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const recent = await em.find(
      Order,
      { ...where, paymentMethod: METHOD, status: closed },
      { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: RECENT_CONFIRMED },
    );
    return [...open, ...recent];
  }

  async adminView(id: number, em = this.em.fork()): Promise<AdminBankTransferOrderDto> {
    const order = await em.findOne(Order, { id, paymentMethod: METHOD }, { populate: ['user'] });
    if (!order) throw new LocalizedException(404, 'orders.notFound');
    const record = await em.findOne(
      PaymentRecord,
      { order, status: 'completed' },
      { orderBy: { id: 'desc' } },
    );
    return {
      ...(await this.view(id, em)),
      client: { id: order.user.id, name: displayName(order.user), email: order.user.email },
      paidOn: record ? paymentDay(record) : null,
      payerReference: record?.payerReference ?? null,
    };
  }

  private async view(id: number, em = this.em.fork()): Promise<BankTransferOrderDto> {
    const order = await em.findOneOrFail(Order, id);
    const [item] = await this.items(em, order);
    return {
      id: order.id,
      reference: order.reference!,
      state: bankTransferOrderState(order),
      serviceName: item?.name ?? '',
      serviceNameEs: item?.service?.nameEs ?? null,
      subtotalCents: order.subtotalCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      transferSentAt: order.transferSentAt ?? null,
      createdAt: order.createdAt,
      bankTransfer: { ...SITE_PROFILE.billing.bankTransfer },
    };
  }

  private items(em: EntityManager, order: Order): Promise<OrderItem[]> {
    return em.find(OrderItem, { order }, { populate: ['service'], orderBy: { id: 'asc' } });
  }

  /** A bank-transfer order still awaiting its money, locked; the client's own when `owner`. */
  private async lockOpen(em: EntityManager, id: number, owner?: User): Promise<Order> {
    const order = await em.findOne(
      Order,
      { id, paymentMethod: METHOD, ...(owner ? { user: owner } : {}) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!order) throw new LocalizedException(404, 'orders.notFound');
    if (order.status !== 'pending')
      throw new LocalizedException(409, 'orders.transfer.notOpen', {
        reference: order.reference ?? `#${order.id}`,
      });
    return order;
  }
}
