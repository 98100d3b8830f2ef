import type { components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { cn } from '@terrabridge/ui';
import { changeRows, valueText } from './audit-format';

type AuditEntry = components['schemas']['AuditEntryDto'];

const REDACTED = '[redacted]';

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('admin-audit');
  const text = valueText(value);
  if (text === REDACTED) return <em className="text-fg-muted">{t('changes.redacted')}</em>;
  if (text === '') return <span className="text-fg-muted">{t('changes.empty')}</span>;
  return <span className="break-all">{text}</span>;
}

/**
 * What an entry recorded, behind a disclosure: before/after pairs (changed ones highlighted),
 * then the request's fields. Secrets were redacted by the server and read "hidden" here.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-audit');
  const { id: entryId, changes } = entry;
  const rows = changeRows(changes);
  const paired = rows.filter((row) => 'before' in row);
  const single = rows.filter((row) => !('before' in row));
  return (
    <details className="group mt-1.5">
      <summary className="cursor-pointer text-xs font-medium text-primary hover:underline">
        {t('changes.show')}
      </summary>
      {rows.length === 0 ? (
        <p className="mt-2 text-xs text-fg-muted">{t('changes.none')}</p>
      ) : (
        <div className="mt-2 space-y-2">
          {paired.length > 0 && (
            <table className="w-full min-w-72 text-xs">
              <caption className="sr-only">{t('changes.label', { id: entryId })}</caption>
              <thead className="text-fg-muted">
                <tr>
                  <th scope="col" className="py-1 pr-3 text-left font-semibold">
                    {t('changes.field')}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-left font-semibold">
                    {t('changes.before')}
                  </th>
                  <th scope="col" className="py-1 text-left font-semibold">
                    {t('changes.after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {paired.map((row) => (
                  <tr key={row.field} className={cn(row.changed && 'bg-warning-soft')}>
                    <th scope="row" className="py-1 pr-3 text-left font-mono font-normal">
                      {row.field}
                    </th>
                    <td className="py-1 pr-3">
                      <Value value={row.before} />
                    </td>
                    <td className="py-1">
                      <Value value={row.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {single.length > 0 && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              {single.map((row) => (
                <div key={row.field} className="contents">
                  <dt className="font-mono text-fg-muted">{row.field}</dt>
                  <dd>
                    <Value value={row.value} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
      {/* The entry exactly as stored, for whoever needs every detail. */}
      <details className="mt-2">
        <summary className="cursor-pointer text-xs font-medium text-primary hover:underline">
          {t('raw.show')}
        </summary>
        <pre
          role="region"
          aria-label={t('raw.label', { id: entryId })}
          tabIndex={0}
          className="mt-1 max-h-64 max-w-[min(36rem,80vw)] overflow-auto rounded-lg bg-surface-muted p-2 text-xs"
        >
          {JSON.stringify(entry, null, 2)}
        </pre>
      </details>
    </details>
  );
}
