import type { Request } from 'express';

const METHOD_VERBS: Record<string, string> = {
  POST: 'create',
  PUT: 'replace',
  PATCH: 'update',
  DELETE: 'delete',
};

/** `invoices` → `invoice`, `payment-events` → `payment_event`, `mail-outbox` → `mail_outbox`. */
export function singular(segment: string): string {
  const word = segment.replace(/-/g, '_');
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * An action name and target type from the route: `POST /api/admin/invoices/:id/void` is
 * `invoice.void` on an `invoice`; `PATCH /api/admin/contacts/:id` is `contact.update`;
 * `POST /api/projects` is `project.create`.
 */
export function auditActionOf(
  method: string,
  routePath: string,
): { action: string; targetType: string } {
  const words = routePath
    .replace(/^\/?api\//, '')
    .replace(/^admin\//, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'));
  const [resource = 'api', ...rest] = words;
  const targetType = singular(resource);
  const verb = METHOD_VERBS[method] ?? method.toLowerCase();
  const detail = rest.map((word) => word.replace(/-/g, '_'));
  if (detail.length === 0) return { action: `${targetType}.${verb}`, targetType };
  // A POST to a named sub-path is itself the verb (`void`, `resend`, `refund`).
  const action =
    method === 'POST'
      ? `${targetType}.${detail.join('.')}`
      : `${targetType}.${detail.join('.')}.${verb}`;
  return { action, targetType };
}

const NOTES = Symbol('auditChanges');

/**
 * Lets a handler or service hand the interceptor what it knows about the change (`before`,
 * `after`), to be stored with the request in the route's audit entry.
 */
export function noteAuditChanges(req: Request, changes: Record<string, unknown>): void {
  const holder = req as unknown as Record<symbol, Record<string, unknown> | undefined>;
  holder[NOTES] = { ...(holder[NOTES] ?? {}), ...changes };
}

export function pendingAuditChanges(req: Request): Record<string, unknown> {
  return (req as unknown as Record<symbol, Record<string, unknown> | undefined>)[NOTES] ?? {};
}
