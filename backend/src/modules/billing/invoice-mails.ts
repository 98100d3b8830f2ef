import { formatMoney } from '@terrabridge/rules/money';

import { daysBetween } from './billing-calendar';
import { paymentDay } from './invoice-payments';
import { formatLongDate } from './pdf/invoice-format';
import type { OutgoingMail } from '../../platform/mail/mail.types';
import type { MailAddress } from '../auth/team-addresses';
import type { PaymentRecord } from '../payments/entities/payment-record.entity';
import type { InvoiceDocument } from './pdf/invoice-document';

/** The key of the reminder sent `days` after the due date (negative: before). */
export const reminderKey = (days: number) => `reminder:${days}`;
export const receiptKey = (paymentId: number) => `receipt:${paymentId}`;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * The days a reminder speaks of: from the due date to `today` (the day it is written, in the
 * billing time zone), as the client's dashboard counts them, so a reminder sent late says how
 * late it really is; the step's own days when the day is not known.
 */
export function reminderDays(step: number, dueDate: string, today?: string): number {
  return today ? daysBetween(dueDate, today) : step;
}

/**
 * The mail an invoice notice stands for, in the client's language, with the invoice's figures as
 * its PDF shows them: `issued`, `reminder:<days>` or `receipt:<payment id>`. Null for a key it
 * does not know (or a receipt whose payment is no longer completed). `today` is the day in the
 * billing time zone the mail is written on.
 */
export function invoiceMail(
  key: string,
  invoice: InvoiceDocument,
  to: MailAddress,
  payments: readonly PaymentRecord[],
  today?: string,
): OutgoingMail | null {
  const es = to.language === 'es';
  const money = (cents: number) => formatMoney(cents, to.language);
  const due = formatLongDate(invoice.dueDate, to.language);
  const { number } = invoice;
  const bank = invoice.bankTransfer;
  const howToPay = es
    ? [
        `Puedes pagar con tarjeta o PayPal desde tu panel: ${invoice.payOnlineUrl}`,
        '',
        'O por transferencia bancaria:',
        `  Banco: ${bank.bankName}`,
        `  Titular: ${bank.accountName}`,
        `  Cuenta: ${bank.accountNumber}`,
        `  Routing (ABA): ${bank.routingNumber}`,
        `  SWIFT: ${bank.swift}`,
        `  Referencia: ${number}`,
      ]
    : [
        `You can pay by card or PayPal from your dashboard: ${invoice.payOnlineUrl}`,
        '',
        'Or by bank transfer:',
        `  Bank: ${bank.bankName}`,
        `  Account name: ${bank.accountName}`,
        `  Account number: ${bank.accountNumber}`,
        `  Routing (ABA): ${bank.routingNumber}`,
        `  SWIFT: ${bank.swift}`,
        `  Reference: ${number}`,
      ];
  const greeting = es ? `Hola ${to.name}:` : `Hello ${to.name},`;
  const signature = [
    '',
    es ? 'El PDF de la factura va adjunto.' : 'The invoice PDF is attached.',
    '',
    invoice.agency.name,
  ];
  const mail = (kind: string, subject: string, body: string[]): OutgoingMail => ({
    kind,
    to: to.email,
    language: to.language,
    subject,
    text: [greeting, '', ...body, ...signature].join('\n'),
  });

  if (key === 'issued')
    return mail(
      'invoices.issued',
      es
        ? `Factura ${number} de ${invoice.agency.name}: ${money(invoice.totalCents)}, vence el ${due}`
        : `Invoice ${number} from ${invoice.agency.name}: ${money(invoice.totalCents)} due ${due}`,
      [
        es
          ? `Te enviamos la factura ${number} por ${money(invoice.totalCents)}, con vencimiento el ${due}.`
          : `Here is invoice ${number} for ${money(invoice.totalCents)}, due ${due}.`,
        ...(invoice.project
          ? [es ? `Proyecto: ${invoice.project}` : `Project: ${invoice.project}`]
          : []),
        '',
        ...howToPay,
      ],
    );

  const reminder = /^reminder:(-?\d+)$/.exec(key);
  if (reminder) {
    const days = reminderDays(Number(reminder[1]), invoice.dueDate, today);
    const balance = money(invoice.balanceCents);
    const subject =
      days < 0
        ? es
          ? `Recordatorio: la factura ${number} vence en ${-days} ${plural(-days, 'día', 'días')}`
          : `Reminder: invoice ${number} is due in ${-days} ${plural(-days, 'day', 'days')}`
        : days === 0
          ? es
            ? `La factura ${number} vence hoy`
            : `Invoice ${number} is due today`
          : es
            ? `La factura ${number} está vencida hace ${days} ${plural(days, 'día', 'días')}`
            : `Invoice ${number} is ${days} ${plural(days, 'day', 'days')} overdue`;
    return mail(`invoices.reminder`, subject, [
      days <= 0
        ? es
          ? `Te recordamos que la factura ${number} vence el ${due}. Saldo pendiente: ${balance}.`
          : `A friendly reminder that invoice ${number} is due on ${due}. Balance due: ${balance}.`
        : es
          ? `La factura ${number} venció el ${due} y tiene un saldo pendiente de ${balance}. Si ya la pagaste, ignora este mensaje.`
          : `Invoice ${number} was due on ${due} and has a balance of ${balance}. If you have already paid, please ignore this message.`,
      '',
      ...howToPay,
    ]);
  }

  const receipt = /^receipt:(\d+)$/.exec(key);
  if (receipt) {
    const payment = payments.find((record) => record.id === Number(receipt[1]));
    if (!payment) return null;
    const paidOn = formatLongDate(paymentDay(payment), to.language);
    const settled = invoice.balanceCents === 0;
    return mail(
      'invoices.receipt',
      es
        ? `Recibimos tu pago de ${money(payment.amountCents)} (factura ${number})`
        : `Payment of ${money(payment.amountCents)} received (invoice ${number})`,
      [
        es
          ? `Gracias: recibimos ${money(payment.amountCents)} el ${paidOn} para la factura ${number}.`
          : `Thank you: we received ${money(payment.amountCents)} on ${paidOn} for invoice ${number}.`,
        ...(payment.payerReference
          ? [
              es
                ? `Tu referencia: ${payment.payerReference}`
                : `Your reference: ${payment.payerReference}`,
            ]
          : []),
        ...(payment.reference
          ? [es ? `Referencia: ${payment.reference}` : `Reference: ${payment.reference}`]
          : []),
        settled
          ? es
            ? 'La factura está pagada por completo.'
            : 'The invoice is now paid in full.'
          : es
            ? `Saldo pendiente: ${money(invoice.balanceCents)}, con vencimiento el ${due}.`
            : `Balance still due: ${money(invoice.balanceCents)}, by ${due}.`,
      ],
    );
  }
  return null;
}
