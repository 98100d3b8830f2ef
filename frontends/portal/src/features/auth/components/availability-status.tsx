import { CheckCircleIcon } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import type { Availability } from '../hooks/use-availability';

/** "Checking…" then "available" under a username or email field; "taken" is the field's error. */
export function AvailabilityStatus({
  status,
  availableText,
}: {
  status: Availability;
  availableText: string;
}) {
  const { t } = useTranslation('portal');
  return (
    <p aria-live="polite" className="text-xs">
      {status === 'checking' ? (
        <span className="inline-flex items-center gap-1.5 text-fg-muted">
          <span
            aria-hidden="true"
            className="size-3.5 animate-spin rounded-full border-2 border-primary/25 border-t-primary"
          />
          {t('auth.availability.checking')}
        </span>
      ) : status === 'available' ? (
        <span className="inline-flex items-center gap-1.5 font-medium text-success">
          <CheckCircleIcon size={14} />
          {availableText}
        </span>
      ) : null}
    </p>
  );
}
