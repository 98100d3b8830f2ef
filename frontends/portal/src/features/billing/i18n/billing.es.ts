import type { Translation } from '@terrabridge/i18n';
import type { BillingResources } from './billing.en';

export const billingEs: Translation<BillingResources> = {
  tabsLabel: 'Facturas',
  tabs: {
    pending: 'Por pagar',
    history: 'Historial de pagos',
  },
  loading: 'Cargando tus facturas…',
  loadFailed: 'Error al obtener las facturas',
  retry: 'Reintentar',
  empty: {
    pending: 'Nada por pagar',
    pendingHint:
      'Todas tus facturas están pagadas. Las nuevas aparecerán aquí cuando te las enviemos.',
    history: 'Todavía no hay pagos',
    historyHint: 'Aquí verás las facturas que pagaste, con sus pagos.',
  },
  status: {
    draft: 'Borrador',
    pending: 'Pendiente',
    partial: 'Pago parcial',
    paid: 'Pagada',
    overdue: 'Vencida',
    void: 'Anulada',
  },
  issued: 'Emitida',
  due: 'Vence',
  total: 'Total',
  paid: 'Pagado hasta ahora',
  balance: 'Saldo',
  project: 'Proyecto',
  lines: {
    show_one: 'Ver {{count}} concepto',
    show_other: 'Ver {{count}} conceptos',
    hide: 'Ocultar conceptos',
    label: 'Conceptos de {{number}}',
    quantity: '{{quantity}} × {{price}}',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    tax: 'Impuestos ({{rate}} %)',
    total: 'Total',
  },
  payments: {
    title: 'Pagos',
    none: 'No hay pagos registrados.',
    reference: 'Ref. {{reference}}',
  },
  methods: {
    stripe: 'Tarjeta',
    paypal: 'PayPal',
    bank_transfer: 'Transferencia bancaria',
    cash: 'Efectivo',
    check: 'Cheque',
    other: 'Otro',
  },
  pdf: 'PDF',
  pdfOf: 'de la factura {{number}}',
  olderInvoices: 'Ver facturas anteriores',
  select: {
    invoice: 'Seleccionar {{number}}, saldo {{amount}}',
    all: 'Seleccionar todas',
    none: 'Selecciona las facturas que quieres pagar.',
    summary_one: '{{count}} seleccionada · Total {{total}}',
    summary_other: '{{count}} seleccionadas · Total {{total}}',
  },
  pay: 'Pagar',
};
