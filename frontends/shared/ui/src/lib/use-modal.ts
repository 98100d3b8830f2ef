import { type RefObject, useEffect, useRef } from 'react';

/**
 * Opens a native `<dialog>` as a modal while `open` is true: `showModal()` makes the page behind
 * it inert, keeps focus inside and puts it in the top layer (above other open dialogs), and
 * closing gives focus back to what had it. `focus` is then given focus, else the first field.
 */
export function useModal(open: boolean, focus?: RefObject<HTMLElement | null>) {
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
  return dialog;
}
