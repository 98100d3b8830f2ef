/** The number a client sees: the invoice's own, or `INV-` and the id padded to 4 digits. */
export function invoiceDisplayNumber(invoice: { id: number; number?: string | null }): string {
  return invoice.number || `INV-${String(invoice.id).padStart(4, '0')}`;
}
