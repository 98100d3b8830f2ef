import { type RefObject, useLayoutEffect } from 'react';

type TextControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A visitor may type into the server-rendered fields (or pick an option) before the app has
 * taken the page over: the fields show it, but the component's state does not know it. On the
 * first commit, the values that the fields named like the keys of `values` (inside `container`)
 * hold and the state does not are handed to `adopt` (before the first paint, so a click held
 * until then acts on them).
 */
export function useTypedValues<T extends { [K in keyof T]: string }>(
  container: RefObject<HTMLElement | null>,
  values: T,
  adopt: (typed: Partial<T>) => void,
): void {
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const typed: Partial<T> = {};
    for (const name of Object.keys(values) as (keyof T & string)[]) {
      const control = root.querySelector<TextControl>(`[name="${name}"]`);
      if (control && control.value !== values[name]) typed[name] = control.value as T[typeof name];
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Only once: later changes reach the state through the fields' onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
