import { type Ref, useId } from 'react';

/** The types the files route accepts on updates and messages (checked again by the server). */
const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

/**
 * Files (images, PDFs) to send with an update or a message; the form reads them through `ref`
 * and clears them once sent.
 */
export function FilesField({
  label,
  hint,
  ref,
  className,
}: {
  label: string;
  hint: string;
  ref: Ref<HTMLInputElement>;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `grid gap-1 ${className}` : 'grid gap-1'}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        type="file"
        multiple
        accept={ACCEPTED}
        aria-describedby={`${id}-hint`}
        className="min-w-0 text-sm text-fg file:mr-3 file:rounded-md file:border file:border-line file:bg-surface-muted file:px-3 file:py-1.5 file:text-sm file:text-fg"
      />
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {hint}
      </p>
    </div>
  );
}
