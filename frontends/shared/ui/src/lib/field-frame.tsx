import { type ReactNode, useId } from 'react';
import { useTranslation } from '@terrabridge/i18n';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { AlertIcon } from '@terrabridge/ui';

export interface FieldFrameTexts {
  label: string;
  /** The field's error; marks the control invalid and is read with it. */
  error?: string | null;
  /** Help below the control, read with it. */
  hint?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Live status below the control (an availability check, a strength meter), read with it. */
  status?: ReactNode;
}

/**
 * The ids and ARIA attributes that tie a control to its label, error, hint and status:
 * `aria-invalid` while there is an error and `aria-describedby` naming the texts below it.
 * `ids` goes to `FieldFrame`, `aria` onto the control.
 */
export function useFieldIds(
  id: string | undefined,
  texts: Pick<FieldFrameTexts, 'error' | 'hint' | 'status'>,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const ids = {
    controlId,
    errorId: `${controlId}-error`,
    hintId: `${controlId}-hint`,
    statusId: `${controlId}-status`,
  };
  const describedBy =
    [
      texts.error ? ids.errorId : null,
      texts.hint ? ids.hintId : null,
      texts.status ? ids.statusId : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    controlId,
    ids,
    aria: {
      'aria-invalid': texts.error ? true : undefined,
      'aria-describedby': describedBy,
    },
  };
}

export type FieldIds = ReturnType<typeof useFieldIds>['ids'];

/** The label above a control and its error and hint below it. */
export function FieldFrame({
  ids: { controlId, errorId, hintId, statusId },
  label,
  error,
  hint,
  optional,
  status,
  className,
  children,
}: FieldFrameTexts & {
  ids: FieldIds;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-semibold text-fg">
        {label}
        {optional ? (
          <>
            {' '}
            <span className="font-normal text-fg-muted">({t('form.optional')})</span>
          </>
        ) : null}
      </label>
      <div className="relative mt-1.5">{children}</div>
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
          <AlertIcon size={16} className="mt-0.5 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {status ? (
        <div id={statusId} className="mt-1.5">
          {status}
        </div>
      ) : null}
    </div>
  );
}

/** The look of every form control except its height (inputs are h-11, text areas grow). */
export const controlClasses =
  'block w-full rounded-lg border border-line-strong/60 bg-surface text-base text-fg shadow-xs transition-colors placeholder:text-fg-subtle hover:border-line-strong focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-invalid:border-danger aria-invalid:focus-visible:outline-danger disabled:opacity-60 sm:text-sm';
