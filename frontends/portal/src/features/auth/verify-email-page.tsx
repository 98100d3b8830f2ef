import { useUserStore } from '@terrabridge/session';
import { MailIcon, Spinner, buttonClasses, describeError, useDocumentTitle } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { ApiError } from '@terrabridge/api-client';
import { Suspense, use, useEffect } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { verifyEmail } from './api/auth-api';
import { AuthCard } from './components/auth-card';

type Verification = { ok: true } | { ok: false; error: unknown };

/**
 * One request per token for the page's lifetime: a token works once, so rendering the page again
 * (React's development double render, a language switch) must not send it a second time.
 */
const verifications = new Map<string, Promise<Verification>>();

export function verifyOnce(token: string): Promise<Verification> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = verifyEmail(token).then(
      (): Verification => ({ ok: true }),
      (error: unknown): Verification => ({ ok: false, error }),
    );
    verifications.set(token, verification);
  }
  return verification;
}

function Checking() {
  const { t } = useTranslation('portal');
  return (
    <div className="mt-8 flex items-center gap-3 text-fg-muted">
      <Spinner size="md" label={t('verify.checking')} />
      <span aria-hidden="true">{t('verify.checking')}</span>
    </div>
  );
}

function Outcome({ token }: { token: string }) {
  const { t } = useTranslation('portal');
  const result = use(verifyOnce(token));
  const user = useUserStore((state) => state.user);
  const fetchCurrentUser = useUserStore((state) => state.fetchCurrentUser);
  const signedIn = user !== null;

  // The signed-in account may be the one just verified: show its new state everywhere.
  useEffect(() => {
    if (result.ok && signedIn) void fetchCurrentUser();
  }, [result, signedIn, fetchCurrentUser]);

  const links = (
    <div className="mt-8 flex flex-col gap-3">
      {signedIn ? (
        <Link to="/dashboard" className={buttonClasses({ size: 'lg' })}>
          {t('verify.dashboard')}
        </Link>
      ) : null}
      <Link
        to="/"
        className={buttonClasses({ size: 'lg', variant: signedIn ? 'outline' : 'primary' })}
      >
        {t('verify.home')}
      </Link>
    </div>
  );

  if (result.ok) {
    return (
      <>
        <Alert tone="success" className="mt-6" title={t('verify.doneTitle')}>
          {t('verify.done')}
        </Alert>
        {links}
      </>
    );
  }
  const invalidLink = result.error instanceof ApiError && result.error.status === 400;
  return (
    <>
      <Alert
        tone="danger"
        className="mt-6"
        title={invalidLink ? t('verify.invalidTitle') : t('verify.failedTitle')}
      >
        {invalidLink ? t('verify.invalid') : describeError(result.error)}
      </Alert>
      {links}
    </>
  );
}

/** /verify-email?token=…: the link from the welcome email; verifies as soon as it opens. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('portal');
  useDocumentTitle(t('verify.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  return (
    <AuthCard icon={<MailIcon size={24} />} title={t('verify.documentTitle')}>
      {token ? (
        <Suspense fallback={<Checking />}>
          <Outcome token={token} />
        </Suspense>
      ) : (
        <>
          <Alert tone="danger" className="mt-6" title={t('verify.invalidTitle')}>
            {t('verify.invalid')}
          </Alert>
          <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-8 w-full' })}>
            {t('verify.home')}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
