import { formatMoney } from '../../platform/i18n/money';
import type { OutgoingMail } from '../../platform/mail/mail.types';
import type { MailAddress } from '../auth/team-addresses';
import type { OrderItem } from '../billing/entities/order-item.entity';
import type { Order } from '../billing/entities/order.entity';
import type { Payment } from './entities/payment.entity';

/** The receipt of a service bought at checkout, in the buyer's language. */
export function orderReceiptMail(
  order: Order,
  items: readonly OrderItem[],
  payment: Payment,
  to: MailAddress,
  dashboardUrl: string,
): OutgoingMail {
  const es = to.language === 'es';
  const money = (cents: number) => formatMoney(cents, to.language);
  const names = items.map((item) => (es && item.service?.nameEs) || item.name);
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
      es
        ? `Gracias por tu compra. Recibimos ${money(order.totalCents)} por:`
        : `Thank you for your purchase. We received ${money(order.totalCents)} for:`,
      ...names.map((name) => `  - ${name}`),
      '',
      `${es ? 'Subtotal' : 'Subtotal'}: ${money(order.subtotalCents)}`,
      `${es ? 'Impuesto' : 'Tax'}: ${money(order.taxCents)}`,
      `${es ? 'Total' : 'Total'}: ${money(order.totalCents)}`,
      `${es ? 'Referencia' : 'Reference'}: ${payment.reference}`,
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
