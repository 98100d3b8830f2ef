import { useTranslation } from '@terrabridge/i18n';
import { Badge } from '@terrabridge/ui/parts';
import { type UpdatesPage, fetchUpdatesPage } from '../project-api';
import { asLanguage, formatDateTime, localized } from '../project-format';
import { useOlderPages } from '../use-older-pages';
import { AttachmentList } from './attachment-list';
import { OlderPagesButton } from './older-pages-button';

/** The team's updates, newest first (the API's order), older pages on request. */
export function UpdateList({ projectId, first }: { projectId: number; first: UpdatesPage }) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const pages = useOlderPages(first, (cursor) => fetchUpdatesPage(projectId, cursor));
  const updates = pages.items;
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
      <OlderPagesButton pages={pages} label={t('project.olderUpdates')} />
    </div>
  );
}
