/** The number given to the `n`th invoice issued: `INV-0001`, …, `INV-9999`, `INV-10000`. */
export function formatInvoiceNumber(n: number): string {
  return `INV-${String(n).padStart(4, '0')}`;
}

/** The number a client sees: the invoice's own, or `INV-` and the id padded to 4 digits. */
export function invoiceDisplayNumber(invoice: { id: number; number?: string | null }): string {
  return invoice.number || formatInvoiceNumber(invoice.id);
}
