import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Alert, Badge, Skeleton } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { asLanguage, formatDateTime } from '../../projects/project-format';
import { endOtherSessions, endSession, useSessions } from '../settings-api';
import { type Outcome, OutcomeMessage, SettingsSection, useFailureText } from './settings-section';

/** Where the account is signed in, with a way to end any other session. */
export function SessionsSection() {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const failureText = useFailureText();
  const sessions = useSessions();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: await work() });
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureText(error) });
    } finally {
      await sessions.refetch();
      setBusy(false);
    }
  };

  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);

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
          {list.map((session) => (
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
                <p className="mt-1 break-all text-fg-muted">
                  {session.ip ?? t('dashboard.settings.sessions.unknownAddress')}
                  {' · '}
                  {t('dashboard.settings.sessions.lastSeen', {
                    date: formatDateTime(session.lastSeenAt, language),
                  })}
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
                    date: formatDateTime(session.lastSeenAt, language),
                  })}
                  onClick={() =>
                    void act(async () => {
                      await endSession(session.id);
                      return t('dashboard.settings.sessions.ended');
                    })
                  }
                >
                  {t('dashboard.settings.sessions.endOne')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <Button
          type="button"
          className="mt-4"
          disabled={busy}
          onClick={() => void act(async () => (await endOtherSessions()).message)}
        >
          {t('dashboard.settings.sessions.endOthers')}
        </Button>
      ) : null}
      <OutcomeMessage outcome={outcome} />
    </SettingsSection>
  );
}
