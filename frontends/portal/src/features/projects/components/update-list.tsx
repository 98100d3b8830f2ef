import { useTranslation } from '@terrabridge/i18n';
import { Button, describeError } from '@terrabridge/ui';
import { Alert, Badge } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { type ProjectUpdate, type UpdatesPage, fetchOlderUpdates } from '../project-api';
import { asLanguage, formatDateTime, localized } from '../project-format';
import { AttachmentList } from './attachment-list';

/** The team's updates, newest first (the API's order), older pages on request. */
export function UpdateList({ projectId, first }: { projectId: number; first: UpdatesPage }) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const [older, setOlder] = useState<ProjectUpdate[]>([]);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const updates = [...first.items, ...older];

  const loadOlder = async () => {
    if (!cursor) return;
    setLoading(true);
    setError(null);
    try {
      const page = await fetchOlderUpdates(projectId, cursor);
      setOlder((shown) => [...shown, ...page.items]);
      setCursor(page.nextCursor);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  };
  if (updates.length === 0) {
    return <p className="text-sm text-fg-muted">{t('project.noUpdates')}</p>;
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <ol className="grid grid-cols-1 gap-4">
        {updates.map((update) => (
          <li key={update.id} className="rounded-xl border border-line bg-surface-raised p-4">
            <p className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
              <time dateTime={update.createdAt}>{formatDateTime(update.createdAt, language)}</time>
              {update.author ? <span>· {update.author.name}</span> : null}
              {update.isPublic ? null : <Badge tone="warning">{t('project.internal')}</Badge>}
            </p>
            <p className="mt-2 text-sm whitespace-pre-line text-fg">
              {localized(language, update.content, update.contentEs)}
            </p>
            <AttachmentList attachments={update.attachments} />
          </li>
        ))}
      </ol>
      {error ? <Alert tone="danger">{describeError(error)}</Alert> : null}
      {cursor ? (
        <div>
          <Button variant="secondary" onClick={() => void loadOlder()} disabled={loading}>
            {loading ? t('project.loadingOlder') : t('project.olderUpdates')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
