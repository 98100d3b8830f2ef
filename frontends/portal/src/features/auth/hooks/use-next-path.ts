import { NEXT_PARAM, safeNextPath } from '@terrabridge/session';
import { useSearchParams } from 'react-router-dom';

/** Where to go after signing in: `?next=` when it is a path of this site, else home. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM)) ?? '/';
}
