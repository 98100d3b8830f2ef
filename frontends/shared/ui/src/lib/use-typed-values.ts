import { type RefObject, useLayoutEffect } from 'react';

type TextControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A visitor may type into a server-rendered field (or pick an option) before the app has taken
 * the page over: the field shows it, but the component's state does not know it. On the first
 * commit, what the field holds becomes the state (before the first paint, so a click held until
 * then acts on it).
 */
export function useTypedValue(
  ref: RefObject<TextControl | null>,
  value: string,
  setValue: (value: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
    // Only once: later changes reach the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
