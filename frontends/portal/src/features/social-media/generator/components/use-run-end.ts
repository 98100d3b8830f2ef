import { type RefObject, useEffect, useRef } from 'react';
import type { Run } from '../generator-store';

/**
 * Calls `onDone` when a run that was going on here ends with its result, if the reader is still
 * on this form (or on nothing, the Cancel button having gone): not when they have moved on.
 */
export function useRunEnd(run: Run, scope: RefObject<HTMLElement | null>, onDone: () => void) {
  const previous = useRef(run.status);
  useEffect(() => {
    const was = previous.current;
    previous.current = run.status;
    if (was !== 'running' || run.status !== 'done') return;
    const active = document.activeElement;
    if (!active || active === document.body || scope.current?.contains(active)) onDone();
  }, [run.status, scope, onDone]);
}
