import type { Language } from '../../../platform/i18n/messages';

export type PaperSize = 'A4' | 'LETTER';

export type InvoiceStatus = 'draft' | 'pending' | 'partial' | 'paid' | 'overdue' | 'void';

/**
 * Everything an invoice PDF shows, already in the client's language: the renderer only lays it
 * out, so it needs no database and the same document always gives the same PDF. Amounts are
 * integer US cents and dates 'YYYY-MM-DD' (calendar days, no time zone).
 */
export interface InvoiceDocument {
  language: Language;
  paper: PaperSize;
  /** 'INV-0001' */
  number: string;
  status: InvoiceStatus;
  issueDate: string;
  dueDate: string;
  agency: {
    name: string;
    addressLines: string[];
    email: string;
    phone: string;
    website: string;
    taxId?: string | null;
  };
  client: {
    name: string;
    email: string;
    phone?: string | null;
    /** Company and postal address, one per line. */
    billTo?: string | null;
  };
  /** The project's title in the client's language. */
  project?: string | null;
  description?: string | null;
  lines: Array<{
    description: string;
    quantity: number;
    unitPriceCents: number;
    amountCents: number;
  }>;
  subtotalCents: number;
  discountCents: number;
  /** Percent, e.g. 8 or 8.25. */
  taxRate: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  payments: Array<{
    date: string;
    /** 'stripe' | 'paypal' | 'bank_transfer' | 'cash' | ...; unknown methods are shown as written. */
    method: string;
    reference?: string | null;
    amountCents: number;
  }>;
  bankTransfer: {
    bankName: string;
    accountName: string;
    accountNumber: string;
    routingNumber: string;
    swift: string;
  };
  /** The client portal's billing tab, where the invoice can be paid by card or PayPal. */
  payOnlineUrl: string;
  notes?: string | null;
}

/** US clients (English) print on Letter, everyone else on A4. */
export function paperFor(language: Language): PaperSize {
  return language === 'en' ? 'LETTER' : 'A4';
}
