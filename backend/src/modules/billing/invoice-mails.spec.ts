import type { PaymentRecord } from '../payments/entities/payment-record.entity';
import { addDays } from './billing-calendar';
import { invoiceMail, receiptKey, reminderDays, reminderKey } from './invoice-mails';
import { sampleInvoice } from './pdf/testing/sample-invoices';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
const reader = (language: 'en' | 'es') => ({
  email: 'ana@example.com',
  name: language === 'es' ? 'Ana Pérez' : 'Ana Perez',
  language,
});
const payment = {
  id: 9,
  amountCents: 50_000,
  paymentDate: new Date('2026-11-20T12:00:00Z'),
  reference: 'TB-7K2M9Q4XA',
} as PaymentRecord;

describe('invoice mails', () => {
  const en = sampleInvoice('en');
  const es = sampleInvoice('es');

  it('sends the issued invoice with its amount, due date and how to pay, in each language', () => {
    const english = invoiceMail('issued', en, reader('en'), [])!;
    expect(english).toMatchObject({
      kind: 'invoices.issued',
      to: 'ana@example.com',
      language: 'en',
    });
    expect(english.subject).toMatch(
      new RegExp(
        `^Invoice ${en.number} from TerraBridge Digital: \\$[\\d,]+\\.\\d{2} due \\w+ \\d{1,2}, \\d{4}$`,
      ),
    );
    expect(english.text).toContain(`Reference: ${en.number}`);
    expect(english.text).toContain(en.payOnlineUrl);
    const spanish = invoiceMail('issued', es, reader('es'), [])!;
    expect(nbsp(spanish.subject)).toMatch(
      new RegExp(
        `^Factura ${es.number} de TerraBridge Digital: US\\$ [\\d.]+,\\d{2}, vence el \\d{1,2} de \\w+ de \\d{4}$`,
      ),
    );
    expect(spanish.text).toContain('Hola Ana Pérez:');
    expect(spanish.text).toContain(`Referencia: ${es.number}`);
    expect(spanish.text).toContain('El PDF de la factura va adjunto.');
  });

  it('words each reminder step for its distance from the due date', () => {
    const subject = (days: number, language: 'en' | 'es') =>
      invoiceMail(reminderKey(days), language === 'en' ? en : es, reader(language), [])!.subject;
    expect([-3, -1, 0, 1, 7].map((days) => subject(days, 'en'))).toEqual([
      `Reminder: invoice ${en.number} is due in 3 days`,
      `Reminder: invoice ${en.number} is due in 1 day`,
      `Invoice ${en.number} is due today`,
      `Invoice ${en.number} is 1 day overdue`,
      `Invoice ${en.number} is 7 days overdue`,
    ]);
    expect([-3, 0, 7].map((days) => subject(days, 'es'))).toEqual([
      `Recordatorio: la factura ${es.number} vence en 3 días`,
      `La factura ${es.number} vence hoy`,
      `La factura ${es.number} está vencida hace 7 días`,
    ]);
  });

  it('counts the real days from the due date to the day the reminder is written', () => {
    expect(reminderDays(0, '2026-12-01', '2026-12-03')).toBe(2);
    expect(reminderDays(-3, '2026-12-01', '2026-11-30')).toBe(-1);
    expect(reminderDays(7, '2026-12-01', '2026-12-11')).toBe(10);
    // Across a daylight-saving change a day is still one day.
    expect(reminderDays(7, '2026-10-30', '2026-11-06')).toBe(7);
    expect(reminderDays(7, '2026-12-01')).toBe(7);
    const late = (step: number, daysLate: number, language: 'en' | 'es') => {
      const invoice = language === 'en' ? en : es;
      return invoiceMail(
        reminderKey(step),
        invoice,
        reader(language),
        [],
        addDays(invoice.dueDate, step + daysLate),
      )!;
    };
    expect(late(0, 2, 'en').subject).toBe(`Invoice ${en.number} is 2 days overdue`);
    expect(late(7, 3, 'en').subject).toBe(`Invoice ${en.number} is 10 days overdue`);
    expect(late(-3, 2, 'en').subject).toBe(`Reminder: invoice ${en.number} is due in 1 day`);
    expect(late(-3, 3, 'es').subject).toBe(`La factura ${es.number} vence hoy`);
    expect(late(0, 1, 'es').subject).toBe(`La factura ${es.number} está vencida hace 1 día`);
    expect(late(0, 1, 'es').text).toContain('Si ya la pagaste');
  });

  it('repeats the reference the payer wrote on a receipt', () => {
    const byTransfer = { ...payment, payerReference: 'BROU 00012345' } as PaymentRecord;
    const english = invoiceMail(receiptKey(9), en, reader('en'), [byTransfer])!;
    expect(english.text).toContain('Your reference: BROU 00012345');
    expect(english.text).toContain('Reference: TB-7K2M9Q4XA');
    const spanish = invoiceMail(receiptKey(9), es, reader('es'), [byTransfer])!;
    expect(spanish.text).toContain('Tu referencia: BROU 00012345');
    expect(invoiceMail(receiptKey(9), en, reader('en'), [payment])!.text).not.toContain(
      'Your reference',
    );
  });

  it('acknowledges a payment with what is left to pay, and nothing for an unknown one', () => {
    const partial = { ...es, balanceCents: 120_000 };
    const receipt = invoiceMail(receiptKey(9), partial, reader('es'), [payment])!;
    expect(nbsp(receipt.subject)).toBe(`Recibimos tu pago de US$ 500,00 (factura ${es.number})`);
    expect(nbsp(receipt.text)).toContain(
      'Gracias: recibimos US$ 500,00 el 20 de noviembre de 2026',
    );
    expect(nbsp(receipt.text)).toContain('Saldo pendiente: US$ 1.200,00');
    const settled = invoiceMail(receiptKey(9), { ...en, balanceCents: 0 }, reader('en'), [
      payment,
    ])!;
    expect(settled.text).toContain('The invoice is now paid in full.');
    expect(invoiceMail(receiptKey(10), en, reader('en'), [payment])).toBeNull();
    expect(invoiceMail('thanks', en, reader('en'), [])).toBeNull();
  });
});
