import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { AlertIcon, EyeIcon, EyeOffIcon, cn } from '@terrabridge/ui';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** The field's error; marks the input invalid and is read with it. */
  error?: string | null;
  /** Help below the input, read with it. */
  hint?: ReactNode;
  /** Live status below the input (an availability check, a strength meter), read with it. */
  status?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** A control inside the input's right edge (a show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export const inputClasses =
  'block h-11 w-full rounded-lg border border-line-strong/60 bg-surface px-3.5 text-base text-fg shadow-xs transition-colors placeholder:text-fg-subtle hover:border-line-strong focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-invalid:border-danger aria-invalid:focus-visible:outline-danger disabled:opacity-60 sm:text-sm';

/**
 * A labelled input with its hint, live status and error wired for assistive technology:
 * `aria-invalid` while there is an error and `aria-describedby` naming the texts below it.
 */
export function Field({
  label,
  error,
  hint,
  status,
  optional,
  trailing,
  id,
  className,
  ref,
  ...inputProps
}: FieldProps) {
  const { t } = useTranslation('common');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null, status ? statusId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-fg">
        {label}
        {optional ? (
          <>
            {' '}
            <span className="font-normal text-fg-muted">({t('form.optional')})</span>
          </>
        ) : null}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, trailing ? 'pr-12' : '')}
          {...inputProps}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        ) : null}
      </div>
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

export type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing'>;

/** A password field with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={t('form.showPassword')}
          title={visible ? t('form.hidePassword') : t('form.showPassword')}
          onClick={() => setVisible((value) => !value)}
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}
