import { type MouseEvent, type RefObject, type SyntheticEvent, useEffect, useRef } from 'react';

/**
 * Opens a native `<dialog>` as a modal while `open` is true: `showModal()` makes the page behind
 * it inert, keeps focus inside and puts it in the top layer (above other open dialogs), and
 * closing gives focus back to what had it. `focus` is then given focus, else the first field.
 *
 * Escape and a click on the backdrop call `onDismiss` (not while `busy`) instead of closing the
 * dialog, so it never closes behind its parent's back: spread `dismiss` on the `<dialog>`.
 */
export function useModal(
  open: boolean,
  options: { focus?: RefObject<HTMLElement | null>; busy?: boolean; onDismiss: () => void },
) {
  const { focus, busy = false, onDismiss } = options;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // jsdom has no showModal; the attribute is the closest it can show.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      focus?.current?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open, focus]);

  const dismiss = {
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      if (!busy) onDismiss();
    },
    // A click on the backdrop lands on the dialog element itself.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget && !busy) onDismiss();
    },
  };
  return { dialog, dismiss };
}
