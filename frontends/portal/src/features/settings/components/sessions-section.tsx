import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Alert, Badge, ConfirmDialog, Skeleton } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { asLanguage, formatDateTime } from '../../projects/project-format';
import { type UserSession, endOtherSessions, endSession, useSessions } from '../settings-api';
import { sessionPlace } from '../utils/session-place';
import { type Outcome, OutcomeMessage, SettingsSection, useFailureText } from './settings-section';

/** What the confirmation dialog is asking about: one other session, or all of them. */
type Question = { kind: 'one'; session: UserSession } | { kind: 'others'; count: number };

/** Where the account is signed in, with a way to end any other session after a confirmation. */
export function SessionsSection() {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const failureText = useFailureText();
  const sessions = useSessions();
  const [question, setQuestion] = useState<Question | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);
  const placeOf = (session: UserSession) =>
    sessionPlace(session, language, t('dashboard.settings.sessions.localNetwork'));
  const lastSeenOf = (session: UserSession) => formatDateTime(session.lastSeenAt, language);

  const ask = (next: Question) => {
    setFailure(null);
    setQuestion(next);
  };

  const cancel = () => {
    setQuestion(null);
    setFailure(null);
  };

  const confirm = async () => {
    if (!question || busy) return;
    setBusy(true);
    setFailure(null);
    setOutcome(null);
    try {
      let message: string;
      if (question.kind === 'one') {
        await endSession(question.session.id, language);
        message = t('dashboard.settings.sessions.ended');
      } else {
        message = (await endOtherSessions(language)).message;
      }
      setQuestion(null);
      setOutcome({ tone: 'success', text: message });
    } catch (error) {
      // Shown in the dialog, which stays open: the user can try again or cancel.
      setFailure(failureText(error));
    } finally {
      await sessions.refetch();
      setBusy(false);
    }
  };

  const dialog =
    question?.kind === 'one'
      ? {
          title: t('dashboard.settings.sessions.confirmOne.title'),
          description: t('dashboard.settings.sessions.confirmOne.description', {
            device: [question.session.device, placeOf(question.session)]
              .filter(Boolean)
              .join(' · '),
            date: lastSeenOf(question.session),
          }),
          confirmLabel: t('dashboard.settings.sessions.endOne'),
        }
      : {
          title: t('dashboard.settings.sessions.confirmOthers.title'),
          description: t('dashboard.settings.sessions.confirmOthers.description', {
            count: question?.count ?? others.length,
          }),
          confirmLabel: t('dashboard.settings.sessions.endOthers'),
        };

  return (
    <SettingsSection
      title={t('dashboard.settings.sessions.title')}
      description={t('dashboard.settings.sessions.description')}
    >
      {sessions.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : sessions.isError ? (
        <Alert tone="danger">{t('dashboard.settings.sessions.loadFailed')}</Alert>
      ) : (
        <ul aria-label={t('dashboard.settings.sessions.listLabel')} className="space-y-3">
          {list.map((session) => {
            const place = placeOf(session);
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface-muted p-4"
              >
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                    {session.device}
                    {session.current ? (
                      <Badge tone="primary">{t('dashboard.settings.sessions.thisDevice')}</Badge>
                    ) : null}
                  </p>
                  <p className="mt-1 break-words text-fg-muted">
                    {place ? `${place} · ` : null}
                    {t('dashboard.settings.sessions.lastSeen', { date: lastSeenOf(session) })}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    aria-label={t('dashboard.settings.sessions.endOneLabel', {
                      device: session.device,
                      date: lastSeenOf(session),
                    })}
                    onClick={() => ask({ kind: 'one', session })}
                  >
                    {t('dashboard.settings.sessions.endOne')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {others.length > 0 ? (
        <Button
          type="button"
          className="mt-4"
          disabled={busy}
          onClick={() => ask({ kind: 'others', count: others.length })}
        >
          {t('dashboard.settings.sessions.endOthers')}
        </Button>
      ) : null}
      <OutcomeMessage outcome={outcome} />
      <ConfirmDialog
        open={question !== null}
        title={dialog.title}
        description={dialog.description}
        confirmLabel={dialog.confirmLabel}
        cancelLabel={t('dashboard.settings.sessions.cancel')}
        busy={busy}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    </SettingsSection>
  );
}
