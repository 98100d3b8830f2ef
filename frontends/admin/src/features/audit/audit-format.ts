/** The action filter's choices: a prefix of the action names and the key of its label. */
export const ACTION_GROUPS = [
  { prefix: 'auth.', key: 'security' },
  { prefix: 'auth.sign_in', key: 'signIns' },
  { prefix: 'auth.sign_in_failed', key: 'failedSignIns' },
  { prefix: 'auth.password_', key: 'passwords' },
  { prefix: 'auth.session_revoked', key: 'sessions' },
  { prefix: 'user.', key: 'accounts' },
  { prefix: 'contact.', key: 'contacts' },
  { prefix: 'testimonial.', key: 'testimonials' },
  { prefix: 'project.', key: 'projects' },
  { prefix: 'invoice.', key: 'invoices' },
  { prefix: 'payment.', key: 'payments' },
  { prefix: 'payment_event.', key: 'paymentEvents' },
  { prefix: 'client.', key: 'clients' },
  { prefix: 'blog_post.', key: 'blogPosts' },
  { prefix: 'social_media.', key: 'social' },
  { prefix: 'service.', key: 'services' },
  { prefix: 'mail_outbox.', key: 'mail' },
  { prefix: 'queue.', key: 'queues' },
] as const;

const BROWSERS: [RegExp, string][] = [
  // Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/^curl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The browser and system named by a user agent, when they are recognised. */
export function deviceOf(userAgent: string | null | undefined): {
  browser?: string;
  system?: string;
} {
  if (!userAgent) return {};
  return {
    browser: BROWSERS.find(([re]) => re.test(userAgent))?.[1],
    system: SYSTEMS.find(([re]) => re.test(userAgent))?.[1],
  };
}

/** One line of an entry's changes: a value, or a value before and after. */
export interface ChangeRow {
  field: string;
  value?: unknown;
  before?: unknown;
  after?: unknown;
  changed?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects as dotted fields: `{ body: { name: 'A' } }` is `body.name: A`. */
function flatten(value: unknown, path: string, rows: ChangeRow[]): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) {
      flatten(item, path ? `${path}.${key}` : key, rows);
    }
    return;
  }
  rows.push({ field: path, value });
}

/**
 * An entry's `changes` as rows to read: fields with a before and after side by side (what a
 * service said it changed), then everything else recorded (request, params, body) one per field.
 */
export function changeRows(changes: Record<string, unknown> | null | undefined): ChangeRow[] {
  if (!changes) return [];
  const rows: ChangeRow[] = [];
  const { before, after, rows: written, ...rest } = changes;
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
      const changed = JSON.stringify(was[field]) !== JSON.stringify(now[field]);
      rows.push({ field, before: was[field] ?? null, after: now[field] ?? null, changed });
    }
  } else if (before !== undefined || after !== undefined) {
    rows.push({ field: '', before: before ?? null, after: after ?? null, changed: true });
  }
  if (Array.isArray(written)) rows.push(...writtenRows(written));
  flatten(rest, '', rows);
  return rows;
}

/**
 * The rows an action wrote (`Invoice #7`): an update's changed fields before and after, a
 * created row's fields, a deleted row's name.
 */
function writtenRows(written: unknown[]): ChangeRow[] {
  const rows: ChangeRow[] = [];
  for (const row of written) {
    if (!isRecord(row)) continue;
    const name = `${String(row.entity)} #${valueText(row.id)}`;
    const was = isRecord(row.before) ? row.before : {};
    const now = isRecord(row.after) ? row.after : {};
    if (row.type === 'update') {
      for (const field of Object.keys(now)) {
        const changed = JSON.stringify(was[field]) !== JSON.stringify(now[field]);
        rows.push({
          field: `${name}.${field}`,
          before: was[field] ?? null,
          after: now[field],
          changed,
        });
      }
    } else if (row.type === 'create') {
      for (const [field, value] of Object.entries(now))
        rows.push({ field: `${name}.${field}`, value });
    } else {
      rows.push({ field: name, value: String(row.type) });
    }
  }
  return rows;
}

/** A value as text: empty for null, JSON for lists. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
