import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from '@terrabridge/i18n';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { EyeIcon, EyeOffIcon, cn } from '@terrabridge/ui';
import { FieldFrame, type FieldFrameTexts, controlClasses, useFieldIds } from './field-frame';

export interface FieldProps
  extends FieldFrameTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** A control inside the input's right edge (a show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export const inputClasses = `${controlClasses} h-11 px-3.5`;

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
  const { controlId, ids, aria } = useFieldIds(id, { error, hint, status });
  return (
    <FieldFrame
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      status={status}
      optional={optional}
      className={className}
    >
      <input
        ref={ref}
        id={controlId}
        {...aria}
        className={cn(inputClasses, trailing ? 'pr-12' : '')}
        {...inputProps}
      />
      {trailing ? (
        <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
      ) : null}
    </FieldFrame>
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
