import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the section named in the address (#services) once this page's content is ready.
 * The shell scrolls on navigation too, but lazily loaded sections and loaded lists can appear
 * (or move) after it gave up.
 */
export function useScrollToHash(ready = true): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, key, ready]);
}
