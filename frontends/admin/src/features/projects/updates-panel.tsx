import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Badge, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { AttachmentList } from './attachment-list';
import { FilesField } from './files-field';
import { type AdminProject, formatDateTime, postUpdate, refreshProject } from './project-api';

/** Progress notes: public ones reach the client's portal, internal ones stay with the team. */
export function UpdatesPanel({ project, readOnly }: { project: AdminProject; readOnly: boolean }) {
  const { t, i18n } = useTranslation('admin-projects');
  const headingId = useId();
  const switchId = useId();
  const filesRef = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState('');
  const [contentEs, setContentEs] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError(t('updates.contentRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await postUpdate(
        project.id,
        { content: content.trim(), contentEs: contentEs.trim() || null, isPublic },
        [...(filesRef.current?.files ?? [])],
      );
      setContent('');
      setContentEs('');
      if (filesRef.current) filesRef.current.value = '';
      await refreshProject(project.id);
      toastDone(t('updates.posted'));
    } catch (failure) {
      toastActionError(failure, t('updates.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-fg">
        {t('updates.heading')}
      </h3>
      {readOnly ? null : (
        <form onSubmit={submit} noValidate className="mt-3">
          {/* Held while posting, so nothing typed meanwhile is cleared with the posted text. */}
          <fieldset disabled={busy} className="grid gap-3 sm:grid-cols-2">
            <TextareaField
              label={t('updates.content')}
              value={content}
              maxLength={20000}
              rows={3}
              required
              error={error}
              onChange={(event) => setContent(event.target.value)}
            />
            <TextareaField
              label={t('updates.contentEs')}
              value={contentEs}
              maxLength={20000}
              rows={3}
              optional
              onChange={(event) => setContentEs(event.target.value)}
            />
            <FilesField
              ref={filesRef}
              label={t('updates.files')}
              hint={t('updates.filesHint')}
              className="sm:col-span-2"
            />
            <div className="flex items-start gap-3 sm:col-span-2">
              <input
                id={switchId}
                type="checkbox"
                role="switch"
                checked={isPublic}
                aria-describedby={`${switchId}-hint`}
                onChange={(event) => setIsPublic(event.target.checked)}
                className="mt-0.5 size-5 accent-primary"
              />
              <div>
                <label htmlFor={switchId} className="text-sm font-medium text-fg">
                  {t('updates.public')}
                </label>
                <p id={`${switchId}-hint`} className="text-xs text-fg-muted">
                  {t('updates.publicHint')}
                </p>
              </div>
              <Button type="submit" size="sm" className="ml-auto" disabled={busy}>
                {busy ? t('updates.posting') : t('updates.post')}
              </Button>
            </div>
          </fieldset>
        </form>
      )}
      {project.updates.items.length === 0 ? (
        <p className="mt-4 text-sm text-fg-muted">{t('updates.empty')}</p>
      ) : (
        <ol className="mt-4 grid gap-3">
          {project.updates.items.map((update) => (
            <li key={update.id} className="rounded-lg border border-line p-3">
              <p className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
                <Badge tone={update.isPublic ? 'success' : 'warning'}>
                  {update.isPublic ? t('updates.publicBadge') : t('updates.internalBadge')}
                </Badge>
                <span>
                  {t('updates.by', {
                    name: update.author?.name ?? '—',
                    date: formatDateTime(update.createdAt, i18n.language),
                  })}
                </span>
              </p>
              <p className="mt-2 text-sm whitespace-pre-line text-fg">
                {i18n.language.startsWith('es') && update.contentEs
                  ? update.contentEs
                  : update.content}
              </p>
              <AttachmentList
                attachments={update.attachments}
                label={t('updates.attachments')}
                language={i18n.language}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
