import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button, cn } from '@terrabridge/ui';
import { Badge, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { type CommentsPage, commentsPath, formatDateTime, postMessage } from './project-api';
import { LoadError } from '../../components/load-error';
import { AttachmentList } from './attachment-list';
import { FilesField } from './files-field';

/**
 * The project's conversation with its client, through the portal's comments API (which lets
 * admins read and post on any project): the team's messages are marked as the team's, and take
 * files (images, PDFs) as the client's do.
 */
export function ConversationPanel({
  projectId,
  readOnly,
}: {
  projectId: number;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation('admin-projects');
  const headingId = useId();
  const path = commentsPath(projectId);
  const comments = useQuery<CommentsPage>({ queryKey: [`${path}?limit=50`], staleTime: 0 });
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const filesRef = useRef<HTMLInputElement>(null);
  // The API lists newest first; a conversation reads from the oldest down.
  const thread = [...(comments.data?.items ?? [])].reverse();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError(t('conversation.messageRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await postMessage(projectId, content.trim(), [...(filesRef.current?.files ?? [])]);
      setContent('');
      if (filesRef.current) filesRef.current.value = '';
      await queryClient.invalidateQueries({ queryKey: [`${path}?limit=50`] });
      toastDone(t('conversation.sent'));
    } catch (failure) {
      toastActionError(failure, t('conversation.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-fg">
        {t('conversation.heading')}
      </h3>
      {comments.isError ? (
        <LoadError title={t('conversation.loadFailed')} error={comments.error} className="mt-3" />
      ) : thread.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">{t('conversation.empty')}</p>
      ) : (
        <ol className="mt-3 grid gap-3" aria-live="polite">
          {thread.map((comment) => (
            <li
              key={comment.id}
              className={cn(
                'rounded-lg border p-3',
                comment.author?.team ? 'border-primary/30 bg-primary-soft/40' : 'border-line',
              )}
            >
              <p className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
                <span className="font-semibold text-fg">{comment.author?.name ?? '—'}</span>
                {comment.author?.team ? (
                  <Badge tone="primary">{t('conversation.team')}</Badge>
                ) : null}
                <time dateTime={comment.createdAt}>
                  {formatDateTime(comment.createdAt, i18n.language)}
                </time>
              </p>
              <p className="mt-2 text-sm whitespace-pre-line text-fg">{comment.content}</p>
              <AttachmentList
                attachments={comment.attachments}
                label={t('conversation.attachments', { name: comment.author?.name ?? '—' })}
                language={i18n.language}
              />
            </li>
          ))}
        </ol>
      )}
      {readOnly ? null : (
        <form onSubmit={submit} noValidate className="mt-4">
          <fieldset disabled={busy} className="grid gap-3">
            <TextareaField
              label={t('conversation.message')}
              value={content}
              maxLength={5000}
              rows={3}
              required
              error={error}
              onChange={(event) => setContent(event.target.value)}
            />
            <FilesField
              ref={filesRef}
              label={t('conversation.files')}
              hint={t('conversation.filesHint')}
            />
            <div className="flex justify-end">
              <Button type="submit" size="sm" disabled={busy}>
                {busy ? t('conversation.sending') : t('conversation.send')}
              </Button>
            </div>
          </fieldset>
        </form>
      )}
    </section>
  );
}
