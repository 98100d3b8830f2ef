import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Badge, Dialog, Field, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import {
  formatDateTime,
  refreshContacts,
  sendContactReply,
  serviceLabel,
  type AdminContact,
  type ContactReply,
} from './contact-api';

export interface ContactDialogProps {
  /** The submission shown; null: closed. */
  contact: AdminContact | null;
  onClose: () => void;
  /** The submission as the server answered after a reply. */
  onUpdated: (contact: AdminContact) => void;
  onToggleResolved: (contact: AdminContact) => Promise<void>;
  resolving: boolean;
}

/** A submission in full: the message, the replies sent, a reply form and resolve / reopen. */
export function ContactDialog({
  contact,
  onClose,
  onUpdated,
  onToggleResolved,
  resolving,
}: ContactDialogProps) {
  const { t } = useTranslation('admin-contacts');
  return (
    <Dialog
      open={contact !== null}
      size="lg"
      title={contact ? t('detail.title', { name: contact.name }) : ''}
      closeLabel={t('detail.close')}
      onClose={onClose}
    >
      {contact && (
        <ContactDetail
          key={contact.id}
          contact={contact}
          onUpdated={onUpdated}
          onToggleResolved={onToggleResolved}
          resolving={resolving}
        />
      )}
    </Dialog>
  );
}

function ContactDetail({
  contact,
  onUpdated,
  onToggleResolved,
  resolving,
}: Omit<ContactDialogProps, 'contact' | 'onClose'> & { contact: AdminContact }) {
  const { t, i18n } = useTranslation('admin-contacts');
  const language = i18n.language;
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={contact.resolved ? 'success' : 'warning'}>
          {t(contact.resolved ? 'status.resolved' : 'status.pending')}
        </Badge>
        <a
          href={`mailto:${contact.email}`}
          className="text-link break-all underline-offset-4 hover:underline"
        >
          {contact.email}
        </a>
      </div>
      <dl className="grid gap-1 text-fg-muted sm:grid-cols-2">
        <div>
          <dt className="sr-only">{t('columns.createdAt')}</dt>
          <dd>{t('detail.received', { date: formatDateTime(contact.createdAt, language) })}</dd>
        </div>
        {contact.resolvedAt && (
          <div>
            <dt className="sr-only">{t('status.resolved')}</dt>
            <dd>
              {t('detail.resolvedOn', { date: formatDateTime(contact.resolvedAt, language) })}
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">{t('columns.service')}</dt>
          <dd>{t('detail.service', { service: serviceLabel(contact, language, t) })}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('reply.legend')}</dt>
          <dd>{t('detail.language', { language: t(`detail.languages.${contact.language}`) })}</dd>
        </div>
      </dl>
      <figure>
        <figcaption className="font-semibold text-fg">{t('detail.message')}</figcaption>
        <blockquote className="mt-1.5 rounded-lg border border-line bg-surface-muted p-3 whitespace-pre-wrap text-fg">
          {contact.message}
        </blockquote>
      </figure>
      <RepliesSent replies={contact.replies} />
      <ReplyForm contact={contact} onSent={onUpdated} />
      <div className="flex justify-end border-t border-line pt-4">
        <Button
          variant={contact.resolved ? 'outline' : 'primary'}
          disabled={resolving}
          onClick={() => void onToggleResolved(contact)}
        >
          {t(contact.resolved ? 'actions.reopen' : 'actions.resolve')}
        </Button>
      </div>
    </div>
  );
}

function RepliesSent({ replies }: { replies: ContactReply[] }) {
  const { t, i18n } = useTranslation('admin-contacts');
  return (
    <section aria-label={t('detail.replies')}>
      <p className="font-semibold text-fg">{t('detail.replies')}</p>
      {replies.length === 0 ? (
        <p className="mt-1.5 text-fg-muted">{t('detail.noReplies')}</p>
      ) : (
        <ol className="mt-1.5 space-y-3">
          {replies.map((reply) => {
            const date = formatDateTime(reply.createdAt, i18n.language);
            return (
              <li key={reply.id} className="rounded-lg border border-line p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-fg">{reply.subject}</span>
                  {reply.mailState && (
                    <Badge tone={reply.mailState === 'failed' ? 'danger' : 'neutral'}>
                      {t(`detail.mailState.${reply.mailState}`)}
                    </Badge>
                  )}
                </div>
                <p className="mt-0.5 text-xs text-fg-muted">
                  {reply.author
                    ? t('detail.sentBy', { name: reply.author.name, date })
                    : t('detail.sentOn', { date })}
                </p>
                <p className="mt-2 whitespace-pre-wrap text-fg">{reply.body}</p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function ReplyForm({
  contact,
  onSent,
}: {
  contact: AdminContact;
  onSent: (contact: AdminContact) => void;
}) {
  const { t } = useTranslation('admin-contacts');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('reply.bodyRequired'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const updated = await sendContactReply(contact.id, {
        ...(subject.trim() ? { subject: subject.trim() } : {}),
        body,
      });
      setSubject('');
      setBody('');
      onSent(updated);
      toastDone(t('reply.sent', { email: contact.email }));
      await refreshContacts();
    } catch (failure) {
      toastActionError(failure, t('toast.replyFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="space-y-3 rounded-lg border border-line p-3">
        <legend className="px-1 font-semibold text-fg">{t('reply.legend')}</legend>
        <p className="text-fg-muted">
          {t('reply.to', {
            email: contact.email,
            language: t(`detail.languages.${contact.language}`),
          })}
        </p>
        <Field
          label={t('reply.subject')}
          optional
          value={subject}
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
          hint={t('reply.subjectHint', {
            subject: t(`reply.defaultSubject.${contact.language}`),
          })}
        />
        <TextareaField
          label={t('reply.body')}
          value={body}
          rows={5}
          maxLength={10000}
          error={error}
          onChange={(event) => setBody(event.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={sending}>
            {sending ? t('reply.sending') : t('reply.send')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
