import { errorMessages } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { Button } from '@terrabridge/ui';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../alert';
import { Badge } from '../badge';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog } from '../dialog';
import { Field } from '../field';
import { SelectField } from '../select-field';
import { Skeleton } from '../skeleton';
import {
  ADMIN_SCOPES,
  type AccessToken,
  CLIENT_SCOPES,
  type TokenScope,
  createAccessToken,
  expiryFrom,
  revokeAccessToken,
  useAccessTokens,
} from './access-tokens-api';
import { ACCESS_TOKENS_NAMESPACE, registerAccessTokensTexts } from './i18n';

registerAccessTokensTexts();

type Language = 'en' | 'es';
type Outcome = { tone: 'success' | 'danger'; text: string } | null;

const EXPIRY_CHOICES = [
  { value: '30', days: 30, key: 'days30' },
  { value: '90', days: 90, key: 'days90' },
  { value: '365', days: 365, key: 'days365' },
  { value: 'never', days: null, key: 'never' },
] as const;

function formatDate(value: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-UY' : 'en-US', {
    dateStyle: 'medium',
  }).format(new Date(value));
}

/**
 * The account's personal access tokens: the list (name, scopes, created, last used, expiry), a
 * form to make one, shown once with a copy button, and revocation after a confirmation. Used by
 * the portal's Settings and by the back-office, where `admin` offers the admin scopes too.
 */
export function AccessTokensPanel({ admin = false }: { admin?: boolean }) {
  const { t, i18n } = useTranslation(ACCESS_TOKENS_NAMESPACE);
  const language: Language = i18n.language === 'es' ? 'es' : 'en';
  const tokens = useAccessTokens();
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const failureText = (error: unknown) => {
    const messages = errorMessages(error);
    return messages.length > 0 ? messages.join('\n') : t('failed');
  };

  const revoke = async () => {
    if (!revoking || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await revokeAccessToken(revoking.id, language);
      setRevoking(null);
      setOutcome({ tone: 'success', text: t('revoked') });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      await tokens.refetch();
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-fg-muted">{t('intro')}</p>
      {tokens.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : tokens.isError ? (
        <Alert tone="danger">{t('loadFailed')}</Alert>
      ) : tokens.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('empty')}</p>
      ) : (
        <ul aria-label={t('listLabel')} className="space-y-3">
          {tokens.data.map((token) => (
            <TokenRow
              key={token.id}
              token={token}
              language={language}
              busy={busy}
              onRevoke={() => {
                setFailure(null);
                setOutcome(null);
                setRevoking(token);
              }}
            />
          ))}
        </ul>
      )}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <NewTokenForm
        scopes={admin ? [...CLIENT_SCOPES, ...ADMIN_SCOPES] : CLIENT_SCOPES}
        language={language}
        failureText={failureText}
        onCreated={async (token) => {
          setOutcome(null);
          setShown(token);
          await tokens.refetch();
        }}
      />
      {shown ? <ShownToken token={shown} onClose={() => setShown(null)} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title={t('confirmTitle')}
        description={t('confirmDescription', { name: revoking?.name ?? '' })}
        confirmLabel={t('revoke')}
        cancelLabel={t('cancel')}
        busy={busy}
        error={failure}
        onConfirm={() => void revoke()}
        onCancel={() => {
          setRevoking(null);
          setFailure(null);
        }}
      />
    </div>
  );
}

function TokenRow({
  token,
  language,
  busy,
  onRevoke,
}: {
  token: AccessToken;
  language: Language;
  busy: boolean;
  onRevoke: () => void;
}) {
  const { t } = useTranslation(ACCESS_TOKENS_NAMESPACE);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-line bg-surface-muted p-4">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
          <span className="break-all">{token.name}</span>
          <code className="font-mono text-xs font-normal text-fg-muted">{token.hint}…</code>
          {token.expired ? <Badge tone="danger">{t('expired')}</Badge> : null}
        </p>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {token.scopes.map((scope) => (
            <li key={scope}>
              <Badge tone="primary">{scope}</Badge>
            </li>
          ))}
        </ul>
        <p className="mt-2 break-words text-fg-muted">
          {t('created', { date: formatDate(token.createdAt, language) })}
          {' · '}
          {token.lastUsedAt
            ? t('lastUsed', { date: formatDate(token.lastUsedAt, language) })
            : t('neverUsed')}
          {' · '}
          {token.expiresAt
            ? t('expires', { date: formatDate(token.expiresAt, language) })
            : t('noExpiry')}
        </p>
      </div>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-label={t('revokeLabel', { name: token.name })}
        onClick={onRevoke}
      >
        {t('revoke')}
      </Button>
    </li>
  );
}

function NewTokenForm({
  scopes,
  language,
  failureText,
  onCreated,
}: {
  scopes: TokenScope[];
  language: Language;
  failureText: (error: unknown) => string;
  onCreated: (token: string) => Promise<void>;
}) {
  const { t } = useTranslation(ACCESS_TOKENS_NAMESPACE);
  const scopesHintId = useId();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<TokenScope[]>([]);
  const [expiry, setExpiry] = useState<string>('90');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (scope: TokenScope, on: boolean) =>
    setChosen((current) =>
      on ? [...current, scope] : current.filter((existing) => existing !== scope),
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      name: name.trim() ? undefined : t('form.nameRequired'),
      scopes: chosen.length > 0 ? undefined : t('form.scopesRequired'),
    };
    setErrors(found);
    setFailure(null);
    if (found.name || found.scopes) return;
    setBusy(true);
    try {
      const days = EXPIRY_CHOICES.find((choice) => choice.value === expiry)?.days ?? null;
      const created = await createAccessToken(
        { name: name.trim(), scopes: chosen, expiresAt: expiryFrom(days) },
        language,
      );
      setName('');
      setChosen([]);
      await onCreated(created.token);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-fg">{t('form.legend')}</legend>
        <Field
          label={t('form.name')}
          hint={t('form.nameHint')}
          error={errors.name}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset aria-describedby={errors.scopes ? scopesHintId : undefined}>
          <legend className="text-sm font-medium text-fg">{t('form.scopes')}</legend>
          <ul className="mt-2 flex flex-col gap-2">
            {scopes.map((scope) => (
              <li key={scope}>
                <label className="flex items-start gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-5 shrink-0 accent-primary"
                    checked={chosen.includes(scope)}
                    onChange={(event) => toggle(scope, event.target.checked)}
                  />
                  <span>
                    <code className="font-mono text-fg">{scope}</code>
                    <span className="block text-fg-muted">{t(`scope.${scope}`)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {errors.scopes ? (
            <p id={scopesHintId} className="mt-2 text-sm text-danger" role="alert">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
        <SelectField
          label={t('form.expiry')}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          options={EXPIRY_CHOICES.map((choice) => ({
            value: choice.value,
            label: t(`expiry.${choice.key}`),
          }))}
        />
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {busy ? t('form.creating') : t('form.submit')}
        </Button>
      </fieldset>
    </form>
  );
}

/** The token just made, shown this once, with a copy button. */
function ShownToken({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation(ACCESS_TOKENS_NAMESPACE);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(token);
    setCopied(true);
  };
  return (
    <Dialog
      open
      title={t('shown.title')}
      description={t('shown.description')}
      closeLabel={t('shown.close')}
      onClose={onClose}
    >
      <p className="text-sm font-medium text-fg">{t('shown.label')}</p>
      <code
        data-testid="new-access-token"
        className="mt-1 block rounded-lg bg-surface-muted p-3 font-mono text-sm break-all text-fg"
      >
        {token}
      </code>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? t('shown.copied') : t('shown.copy')}
        </Button>
        <Button type="button" onClick={onClose}>
          {t('shown.done')}
        </Button>
      </div>
    </Dialog>
  );
}
