import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import { type FormEvent, type ReactNode, useId } from 'react';
import { errorMessages } from '@terrabridge/api-client';

/** One part of the Settings tab: a titled region. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-line pt-8 first:border-t-0 first:pt-0"
    >
      <h3 id={headingId} className="text-lg font-semibold text-fg">
        {title}
      </h3>
      {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** What a form's last submit answered: a confirmation or the server's messages. */
export type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** The server's messages of a failed call, one per line, or a generic failure text. */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation('portal');
  return (error) => {
    const messages = errorMessages(error);
    return messages.length > 0 ? messages.join('\n') : t('dashboard.settings.failed');
  };
}

/** The outcome beside its form, announced when it appears (status or alert role). */
export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Alert tone={outcome.tone} className="mt-4">
      {outcome.text}
    </Alert>
  );
}

/**
 * A settings form: its fields, a submit button that reads 'Saving…' and is disabled while the
 * submit runs, and below the form the outcome of its last submit.
 */
export function SettingsForm({
  onSubmit,
  busy,
  submitLabel,
  outcome,
  className,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitLabel: string;
  outcome: Outcome;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('portal');
  return (
    <>
      <form noValidate onSubmit={onSubmit} className={className} aria-busy={busy}>
        {children}
        <Button type="submit" disabled={busy}>
          {busy ? t('dashboard.settings.saving') : submitLabel}
        </Button>
      </form>
      <OutcomeMessage outcome={outcome} />
    </>
  );
}
