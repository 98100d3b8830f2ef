import { requestWholeStylesheets } from '@terrabridge/ui';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Applies the whole stylesheets before the app shows a page other than the one the server sent
 * (its rules came inline, for its own markup only). A visitor's click or key has applied them
 * already; this covers a navigation with neither, such as the browser's Back button.
 */
export function useWholeStylesheetsAfterArrival(): void {
  const location = useLocation();
  const arrival = useRef(location);
  useLayoutEffect(() => {
    if (location !== arrival.current) requestWholeStylesheets();
  }, [location]);
}
