import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a link's #section may take to appear (a remote and its data loading) before we give up. */
export const HASH_WAIT_MS = 10_000;

/**
 * Scrolls to the top on every navigation (including a click on a link to the current page).
 * A link with a hash scrolls to that section instead, as soon as it has been rendered.
 * The page the visitor arrived on is left where the browser put it (at the top, at its #section,
 * or where they had scrolled before the app took the page over), unless its #section is not
 * there yet: then the app scrolls to it once it is.
 */
export function ScrollToTop() {
  const { key, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const arrival = firstRender.current;
    firstRender.current = false;
    const findTarget = () =>
      hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (arrival && (!hash || findTarget())) return;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const deadline = performance.now() + HASH_WAIT_MS;
    let frame = 0;
    const scrollToHash = () => {
      const target = findTarget();
      if (target) target.scrollIntoView({ block: 'start' });
      else if (performance.now() < deadline) frame = requestAnimationFrame(scrollToHash);
    };
    scrollToHash();
    return () => cancelAnimationFrame(frame);
  }, [key, hash]);

  return null;
}
