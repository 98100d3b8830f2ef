import { useEffect } from 'react';

/**
 * Scrolls to the section named in the address once this page has rendered. The shell scrolls to
 * a hash too, but only for a few frames: a page opened from a link like /privacy-policy#your-rights
 * may arrive after it has given up, while its remote and chunk are still loading.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}
