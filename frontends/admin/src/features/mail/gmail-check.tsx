import { apiJson, type components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { toastActionError } from '../../components/admin-toasts';

type GmailTest = components['schemas']['GmailTestDto'];

/** The spec's Gmail credentials test: a renewal alert when Gmail refuses the refresh token. */
export function GmailCheck() {
  const { t, i18n } = useTranslation('admin-mail');
  const language = i18n.language === 'es' ? 'es' : 'en';
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<GmailTest | null>(null);

  const run = async () => {
    setRunning(true);
    setResult(null);
    try {
      setResult(await apiJson<GmailTest>('GET', `/api/debug/gmail?lang=${language}`));
    } catch (error) {
      toastActionError(error, t('gmail.failed'));
    } finally {
      setRunning(false);
    }
  };

  return (
    <section aria-labelledby="mail-gmail-title" className="mt-8">
      <h3 id="mail-gmail-title" className="text-base font-semibold text-fg">
        {t('gmail.title')}
      </h3>
      <p className="mt-1 text-sm text-fg-muted">{t('gmail.intro')}</p>
      <Button variant="outline" className="mt-3" disabled={running} onClick={() => void run()}>
        {running ? t('gmail.running') : t('gmail.run')}
      </Button>
      <div aria-live="polite">
        {result &&
          (result.refreshTokenMustBeRenewed ? (
            <Alert tone="danger" title={t('gmail.renew')} className="mt-4">
              {t('gmail.renewHint')}
            </Alert>
          ) : (
            <Alert
              tone={result.success ? 'success' : 'info'}
              title={result.success ? t('gmail.ok') : t('gmail.notGmail')}
              className="mt-4"
              data-testid="gmail-result"
            >
              {result.message}
            </Alert>
          ))}
      </div>
    </section>
  );
}
