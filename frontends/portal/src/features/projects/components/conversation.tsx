import { errorMessages } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button, cn } from '@terrabridge/ui';
import { Alert, Badge, SendIcon, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type ProjectDetail, fetchCommentsPage, postComment, useComments } from '../project-api';
import { asLanguage, formatDateTime } from '../project-format';
import { useOlderPages } from '../use-older-pages';
import { AttachmentList } from './attachment-list';
import { OlderPagesButton } from './older-pages-button';

/** The thread between the client and the team, refreshed every few seconds, and its form. */
export function Conversation({
  project,
  onPosted,
}: {
  project: ProjectDetail;
  /** Called after a comment is saved (its files join the project's files). */
  onPosted: () => void;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const comments = useComments(project.id, project.comments);
  const pages = useOlderPages(comments.data, (cursor) => fetchCommentsPage(project.id, cursor));
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const filesId = useId();

  // The API lists newest first; a conversation reads from the oldest down.
  const thread = [...pages.items].reverse();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setError(t('project.commentRequired'));
      return;
    }
    setError(null);
    setSent(false);
    setSending(true);
    try {
      await postComment(project.id, text, [...(filesRef.current?.files ?? [])]);
      setContent('');
      if (filesRef.current) filesRef.current.value = '';
      setSent(true);
      await comments.refetch();
      onPosted();
    } catch (failure) {
      setError(errorMessages(failure).join('\n') || t('project.commentFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="grid gap-5">
      <OlderPagesButton pages={pages} label={t('project.earlierMessages')} />
      {thread.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('project.noComments')}</p>
      ) : (
        <ol className="grid gap-3" aria-label={t('project.thread')} aria-live="polite">
          {thread.map((comment) => (
            <li
              key={comment.id}
              className={cn(
                'rounded-xl border p-4',
                comment.author?.team
                  ? 'border-primary/30 bg-primary-soft/40'
                  : 'border-line bg-surface-raised',
              )}
            >
              <p className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
                <span className="font-semibold text-fg">
                  {comment.author?.name ?? t('project.formerUser')}
                </span>
                {comment.author?.team ? <Badge tone="primary">{t('project.team')}</Badge> : null}
                <time dateTime={comment.createdAt}>
                  {formatDateTime(comment.createdAt, language)}
                </time>
              </p>
              <p className="mt-2 text-sm whitespace-pre-line text-fg">{comment.content}</p>
              <AttachmentList attachments={comment.attachments} />
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <TextareaField
          label={t('project.commentLabel')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={5000}
          rows={3}
          error={error ?? undefined}
        />
        <div className="grid gap-1.5">
          <label htmlFor={filesId} className="text-sm font-medium text-fg">
            {t('project.attachFiles')}{' '}
            <span className="font-normal text-fg-muted">{t('project.optional')}</span>
          </label>
          <input
            id={filesId}
            ref={filesRef}
            type="file"
            multiple
            aria-describedby={`${filesId}-hint`}
            className="max-w-full text-sm text-fg-muted file:me-3 file:rounded-lg file:border-0 file:bg-surface-muted file:px-3 file:py-2 file:text-sm file:font-semibold file:text-fg"
          />
          <p id={`${filesId}-hint`} className="text-xs text-fg-muted">
            {t('project.filesHint')}
          </p>
        </div>
        {sent ? (
          <Alert tone="success" className="sr-only">
            {t('project.commentSent')}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={sending}>
            <SendIcon size={16} />
            {sending ? t('project.sending') : t('project.send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
