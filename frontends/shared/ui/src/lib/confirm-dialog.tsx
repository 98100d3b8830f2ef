import { type ReactNode, useId, useRef } from 'react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { Button, cn } from '@terrabridge/ui';
import { useModal } from './use-modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in the user's words. */
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` for actions that cannot be undone (deleting, signing out a device). */
  tone?: 'danger' | 'primary';
  /** While the action runs: both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** A failure of the last try, shown inside the dialog so the user can try again or cancel. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before an action that cannot be undone. The native `<dialog>` opened with
 * `showModal()` makes the page behind it inert, keeps focus inside, closes on Escape and gives
 * focus back to the button that opened it. The safe answer, Cancel, has focus first.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const { dialog, dismiss } = useModal(open, { focus: cancelButton, busy, onDismiss: onCancel });
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      {...dismiss}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-0 text-fg shadow-xl backdrop:bg-black/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-sm text-fg-muted">
            {description}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="mt-3 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancelButton} variant="outline" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onConfirm}
            className={cn(busy && 'cursor-wait')}
          >
            {busy ? (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
              />
            ) : null}
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
