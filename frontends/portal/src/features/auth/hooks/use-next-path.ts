import { NEXT_PARAM } from '@terrabridge/session';
import { afterSignInPath } from '@terrabridge/session/sign-in';
import { useSearchParams } from 'react-router-dom';

/** Where to go after signing in: `?next=` when it is a path of this site, else the dashboard. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return afterSignInPath(params.get(NEXT_PARAM));
}
