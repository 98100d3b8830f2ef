import type { Language } from '../../../platform/i18n/messages';
import type { InvoiceStatus } from './invoice-document';

/** Every word the invoice PDF prints, so both languages must give all of them. */
export interface InvoiceLabels {
  title: string;
  /** The document's title in PDF readers and the tab of the browser that opens it. */
  documentTitle: (number: string) => string;
  documentSubject: (number: string, agency: string, client: string) => string;
  number: string;
  issueDate: string;
  dueDate: string;
  status: string;
  statuses: Record<InvoiceStatus, string>;
  /** The line under the balance: when it is due, how late it is, or that nothing is owed. */
  dueOn: (date: string) => string;
  overdueSince: (date: string) => string;
  paidInFull: string;
  voided: string;
  /** The rubber stamp of a settled or voided invoice. */
  stamps: { paid: string; void: string };
  taxId: string;
  billTo: string;
  project: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  continued: string;
  subtotal: string;
  discount: string;
  tax: (rate: string) => string;
  total: string;
  amountPaid: string;
  balanceDue: string;
  howToPay: string;
  bankTransfer: string;
  bank: string;
  accountName: string;
  accountNumber: string;
  routingNumber: string;
  swift: string;
  useReference: (number: string) => string;
  payOnline: string;
  payOnlineText: string;
  paymentHistory: string;
  date: string;
  method: string;
  reference: string;
  /** Payment methods by the code the payments ledger stores. */
  methods: Record<string, string>;
  notes: string;
  page: (page: number, pages: number) => string;
}

export const INVOICE_LABELS: Record<Language, InvoiceLabels> = {
  en: {
    title: 'INVOICE',
    documentTitle: (number) => `Invoice ${number}`,
    documentSubject: (number, agency, client) => `Invoice ${number} from ${agency} to ${client}`,
    number: 'Invoice no.',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    status: 'Status',
    statuses: {
      draft: 'Draft',
      pending: 'Pending',
      partial: 'Partially paid',
      paid: 'Paid',
      overdue: 'Overdue',
      void: 'Void',
    },
    dueOn: (date) => `Due ${date}`,
    overdueSince: (date) => `Overdue since ${date}`,
    paidInFull: 'Paid in full. Thank you!',
    voided: 'This invoice was voided and is not payable.',
    stamps: { paid: 'PAID', void: 'VOID' },
    taxId: 'Tax ID',
    billTo: 'Bill to',
    project: 'Project',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    continued: 'continued',
    subtotal: 'Subtotal',
    discount: 'Discount',
    tax: (rate) => `Tax (${rate})`,
    total: 'Total',
    amountPaid: 'Amount paid',
    balanceDue: 'Balance due',
    howToPay: 'How to pay',
    bankTransfer: 'Bank transfer',
    bank: 'Bank',
    accountName: 'Account name',
    accountNumber: 'Account number',
    routingNumber: 'Routing number (ABA)',
    swift: 'SWIFT / BIC',
    useReference: (number) => `Please use the invoice number ${number} as the payment reference.`,
    payOnline: 'Pay online',
    payOnlineText: 'Pay by card or PayPal in your client portal:',
    paymentHistory: 'Payment history',
    date: 'Date',
    method: 'Method',
    reference: 'Reference',
    methods: {
      stripe: 'Card (Stripe)',
      card: 'Card',
      paypal: 'PayPal',
      bank_transfer: 'Bank transfer',
      cash: 'Cash',
      check: 'Check',
      other: 'Other',
    },
    notes: 'Notes',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  es: {
    title: 'FACTURA',
    documentTitle: (number) => `Factura ${number}`,
    documentSubject: (number, agency, client) => `Factura ${number} de ${agency} para ${client}`,
    number: 'N.º de factura',
    issueDate: 'Fecha de emisión',
    dueDate: 'Fecha de vencimiento',
    status: 'Estado',
    statuses: {
      draft: 'Borrador',
      pending: 'Pendiente',
      partial: 'Pago parcial',
      paid: 'Pagada',
      overdue: 'Vencida',
      void: 'Anulada',
    },
    dueOn: (date) => `Vence el ${date}`,
    overdueSince: (date) => `Vencida desde el ${date}`,
    paidInFull: 'Pagada en su totalidad. ¡Gracias!',
    voided: 'Esta factura fue anulada y no se debe pagar.',
    stamps: { paid: 'PAGADA', void: 'ANULADA' },
    taxId: 'Identificación fiscal',
    billTo: 'Facturar a',
    project: 'Proyecto',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    continued: 'continuación',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    tax: (rate) => `Impuesto (${rate})`,
    total: 'Total',
    amountPaid: 'Importe pagado',
    balanceDue: 'Saldo a pagar',
    howToPay: 'Cómo pagar',
    bankTransfer: 'Transferencia bancaria',
    bank: 'Banco',
    accountName: 'Titular de la cuenta',
    accountNumber: 'Número de cuenta',
    routingNumber: 'Número de ruta (ABA)',
    swift: 'SWIFT / BIC',
    useReference: (number) =>
      `Usa el número de factura ${number} como referencia de la transferencia.`,
    payOnline: 'Pago en línea',
    payOnlineText: 'Paga con tarjeta o PayPal en tu portal de cliente:',
    paymentHistory: 'Historial de pagos',
    date: 'Fecha',
    method: 'Método',
    reference: 'Referencia',
    methods: {
      stripe: 'Tarjeta (Stripe)',
      card: 'Tarjeta',
      paypal: 'PayPal',
      bank_transfer: 'Transferencia bancaria',
      cash: 'Efectivo',
      check: 'Cheque',
      other: 'Otro',
    },
    notes: 'Notas',
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
};
