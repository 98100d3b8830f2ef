import type { Ref, TextareaHTMLAttributes } from 'react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { cn } from '@terrabridge/ui';
import { FieldFrame, type FieldFrameTexts, controlClasses, useFieldIds } from './field-frame';

export interface TextareaFieldProps
  extends FieldFrameTexts, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/**
 * A labelled multi-line input with its hint, live status and error wired for assistive technology,
 * like `Field`.
 */
export function TextareaField({
  label,
  error,
  hint,
  status,
  optional,
  id,
  className,
  ref,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
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
      <textarea
        ref={ref}
        id={controlId}
        rows={rows}
        {...aria}
        className={cn(controlClasses, 'min-h-24 resize-y px-3.5 py-2.5 leading-6')}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
