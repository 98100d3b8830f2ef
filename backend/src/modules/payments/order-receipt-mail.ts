import { formatMoney } from '@terrabridge/rules/money';

import type { OutgoingMail } from '../../platform/mail/mail.types';
import type { MailAddress } from '../auth/team-addresses';
import type { OrderItem } from '../billing/entities/order-item.entity';
import type { Order } from '../billing/entities/order.entity';
import { formatLongDate } from '../billing/pdf/invoice-format';

/** How an order was paid, as its receipt tells it. */
export interface OrderPaymentFacts {
  /** Our `TB-` reference. */
  reference: string;
  /** The provider's id of the money moved; none for a bank transfer. */
  transactionId?: string | null;
  /** The day a transfer was received (`YYYY-MM-DD`), as an admin confirmed it. */
  paidOn?: string | null;
  /** What the payer wrote on the transfer, as the admin recorded it. */
  payerReference?: string | null;
}

/** The names of an order's services in the reader's language. */
export const orderItemNames = (items: readonly OrderItem[], language: 'en' | 'es') =>
  items.map((item) => (language === 'es' && item.service?.nameEs) || item.name);

/** The receipt of a service bought at checkout, in the buyer's language. */
export function orderReceiptMail(
  order: Order,
  items: readonly OrderItem[],
  payment: OrderPaymentFacts,
  to: MailAddress,
  dashboardUrl: string,
): OutgoingMail {
  const es = to.language === 'es';
  const money = (cents: number) => formatMoney(cents, to.language);
  const names = orderItemNames(items, to.language);
  return {
    kind: 'payments.order-receipt',
    to: to.email,
    language: to.language,
    subject: es
      ? `Recibimos tu pago: ${names.join(', ')} (${payment.reference})`
      : `Payment received: ${names.join(', ')} (${payment.reference})`,
    text: [
      es ? `Hola ${to.name}:` : `Hello ${to.name},`,
      '',
      payment.paidOn
        ? es
          ? `Gracias por tu compra. Recibimos tu transferencia de ${money(order.totalCents)} el ${formatLongDate(payment.paidOn, 'es')} por:`
          : `Thank you for your purchase. We received your transfer of ${money(order.totalCents)} on ${formatLongDate(payment.paidOn, 'en')} for:`
        : es
          ? `Gracias por tu compra. Recibimos ${money(order.totalCents)} por:`
          : `Thank you for your purchase. We received ${money(order.totalCents)} for:`,
      ...names.map((name) => `  - ${name}`),
      '',
      `${es ? 'Subtotal' : 'Subtotal'}: ${money(order.subtotalCents)}`,
      `${es ? 'Impuesto' : 'Tax'}: ${money(order.taxCents)}`,
      `${es ? 'Total' : 'Total'}: ${money(order.totalCents)}`,
      `${es ? 'Referencia' : 'Reference'}: ${payment.reference}`,
      ...(payment.payerReference
        ? [`${es ? 'Tu referencia' : 'Your reference'}: ${payment.payerReference}`]
        : []),
      ...(payment.transactionId
        ? [`${es ? 'Transacción' : 'Transaction'}: ${payment.transactionId}`]
        : []),
      '',
      es
        ? `Te escribiremos para agendar el inicio. Sigue todo desde tu panel: ${dashboardUrl}`
        : `We will write to you to schedule the start. Follow everything from your dashboard: ${dashboardUrl}`,
      es
        ? 'Si no quedas conforme, tienes 30 días de garantía de devolución.'
        : 'If you are not satisfied, you have a 30-day money-back guarantee.',
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}

/**
 * The team told that a client says they sent the transfer for an order, in the reader's
 * language, with the link to confirm it once the money is in the account.
 */
export function transferSentMail(
  order: Order,
  items: readonly OrderItem[],
  client: MailAddress,
  to: MailAddress,
  confirmUrl: string,
): OutgoingMail {
  const es = to.language === 'es';
  const total = formatMoney(order.totalCents, to.language);
  const names = orderItemNames(items, to.language);
  return {
    kind: 'payments.transfer-sent',
    to: to.email,
    language: to.language,
    replyTo: client.email,
    subject: es
      ? `Transferencia enviada: ${order.reference} por ${total} de ${client.name}`
      : `Bank transfer sent: ${order.reference} for ${total} from ${client.name}`,
    text: [
      es ? `Hola ${to.name}:` : `Hello ${to.name},`,
      '',
      es
        ? `${client.name} (${client.email}) dice que envió la transferencia de su pedido #${order.id}:`
        : `${client.name} (${client.email}) says they sent the bank transfer for order #${order.id}:`,
      ...names.map((name) => `  - ${name}`),
      '',
      `${es ? 'Monto' : 'Amount'}: ${total}`,
      `${es ? 'Referencia' : 'Reference'}: ${order.reference}`,
      '',
      es
        ? `Cuando el dinero llegue a la cuenta, confírmalo aquí: ${confirmUrl}`
        : `Once the money is in the account, confirm it here: ${confirmUrl}`,
      es
        ? 'Al confirmarlo, el cliente recibe su recibo.'
        : 'Confirming it sends the client their receipt.',
    ].join('\n'),
  };
}
