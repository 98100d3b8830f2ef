import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const HASH_SCROLL_ATTEMPTS = 30;

/**
 * Scrolls to the top on every navigation (including a click on a link to the current page).
 * A link with a hash scrolls to that section instead, once the remote has rendered it.
 */
export function ScrollToTop() {
  const { key, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let frame = 0;
    let attempts = 0;
    const scrollToHash = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ block: 'start' });
      } else if (attempts++ < HASH_SCROLL_ATTEMPTS) {
        frame = requestAnimationFrame(scrollToHash);
      }
    };
    scrollToHash();
    return () => cancelAnimationFrame(frame);
  }, [key, hash]);

  return null;
}
