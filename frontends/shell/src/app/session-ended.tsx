import { AUTH_PATH, SESSION_ENDED_STATE, authPathFor, useUserStore } from '@terrabridge/session';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Takes a person whose session has just ended (a call of any remote answered 401
 * SESSION_REQUIRED) to the sign-in page, which says so and brings them back here afterwards. A
 * protected page's guard would do it too; a public page with the person's own data (a checkout)
 * needs this.
 */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ended = useUserStore((state) => state.sessionEnded && !state.user);
  useEffect(() => {
    if (!ended || pathname === AUTH_PATH) return;
    void navigate(authPathFor(`${pathname}${search}`), {
      replace: true,
      state: SESSION_ENDED_STATE,
    });
    // Only when the session ends: a later visit to another page is the person's own choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended]);
  return null;
}
