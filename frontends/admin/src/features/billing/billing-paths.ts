/** The admin API lists of the Billing section (also their react-query keys' first part). */
export const INVOICES_PATH = '/api/admin/invoices';
export const PAYMENTS_PATH = '/api/admin/payments';
export const PAYMENT_EVENTS_PATH = '/api/admin/payment-events';
export const ORDERS_PATH = '/api/admin/orders';
