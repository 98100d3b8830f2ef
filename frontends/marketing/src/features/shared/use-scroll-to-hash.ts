import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the section named in the address (#services) once this page's content is ready.
 * The shell scrolls as soon as the section exists; pages whose content above it arrives later
 * (sections loaded as they come near, lists that load) call this so it is not left where the
 * section was before they grew.
 */
export function useScrollToHash(ready = true): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, key, ready]);
}
