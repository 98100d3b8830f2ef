import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { cn } from '@terrabridge/ui';
import { FieldFrame, type FieldFrameTexts, controlClasses, useFieldIds } from './field-frame';
import { ChevronDownIcon } from './page-icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldFrameTexts, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** A first, empty choice ("Select a service"); chosen while the value is ''. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
  /** Extra content after the options (an optgroup). */
  children?: ReactNode;
}

/**
 * A labelled native select with its hint and error wired for assistive technology, like `Field`.
 * Native, so keyboards, screen readers and phones get the platform's own picker.
 */
export function SelectField({
  label,
  error,
  hint,
  optional,
  options,
  placeholder,
  id,
  className,
  ref,
  children,
  ...selectProps
}: SelectFieldProps) {
  const { controlId, ids, aria } = useFieldIds(id, { error, hint });
  return (
    <FieldFrame
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <select
        ref={ref}
        id={controlId}
        {...aria}
        className={cn(controlClasses, 'h-11 cursor-pointer appearance-none pr-10 pl-3.5')}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDownIcon
        size={18}
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-fg-muted"
      />
    </FieldFrame>
  );
}
