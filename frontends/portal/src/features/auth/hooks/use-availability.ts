import { useEffect, useState } from 'react';
import { type AvailabilityKind, isTaken } from '../api/auth-api';

/** Waits for a pause in typing before asking the server. */
export const AVAILABILITY_DELAY_MS = 400;

export type Availability = 'idle' | 'checking' | 'available' | 'taken';

/**
 * Whether a username or email is still free, checked a moment after typing stops. `value` is
 * null while it breaks a rule (nothing to check). A check that fails counts as available: the
 * registration itself still refuses a taken name.
 */
export function useAvailability(kind: AvailabilityKind, value: string | null): Availability {
  const [answer, setAnswer] = useState<{ value: string; taken: boolean } | null>(null);

  useEffect(() => {
    if (value === null) return;
    const controller = new AbortController();
    const settle = (taken: boolean) => {
      if (!controller.signal.aborted) setAnswer({ value, taken });
    };
    const timer = setTimeout(() => {
      isTaken(kind, value, controller.signal).then(settle, () => settle(false));
    }, AVAILABILITY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, value]);

  if (value === null) return 'idle';
  if (answer?.value !== value) return 'checking';
  return answer.taken ? 'taken' : 'available';
}
