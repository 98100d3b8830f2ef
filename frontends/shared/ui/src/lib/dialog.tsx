import { type ReactNode, type RefObject, useId } from 'react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { CloseIcon, cn } from '@terrabridge/ui';
import { useModal } from './use-modal';

export interface DialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** The accessible name of the close button in the corner ("Close"). */
  closeLabel: string;
  /** While work runs: Escape, the backdrop and the close button do not close it. */
  busy?: boolean;
  onClose: () => void;
  /** What gets focus when it opens; by default the first control inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'md' | 'lg';
  className?: string;
  children: ReactNode;
}

/**
 * A modal window for a task (a form, a detail), on the native `<dialog>` like ConfirmDialog:
 * the page behind is inert, focus stays inside and goes back where it was on close. Escape, the
 * backdrop and the close button ask the parent to close it, so it never closes behind its back.
 * Taller content scrolls inside it, so it fits a phone.
 */
export function Dialog({
  open,
  title,
  description,
  closeLabel,
  busy = false,
  onClose,
  initialFocus,
  size = 'md',
  className,
  children,
}: DialogProps) {
  const { dialog, dismiss } = useModal(open, { focus: initialFocus, busy, onDismiss: onClose });
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      {...dismiss}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] rounded-2xl border border-line bg-surface p-0 text-fg shadow-xl backdrop:bg-black/50',
        size === 'lg' ? 'w-[min(44rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]',
        className,
      )}
    >
      {open ? (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold text-fg">
              {title}
            </h2>
            <button
              type="button"
              aria-label={closeLabel}
              title={closeLabel}
              disabled={busy}
              onClick={onClose}
              className="-mt-1 -mr-2 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-55"
            >
              <CloseIcon size={18} />
            </button>
          </div>
          {description ? (
            <div id={descriptionId} className="mt-1.5 text-sm text-fg-muted">
              {description}
            </div>
          ) : null}
          <div className="mt-5">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
