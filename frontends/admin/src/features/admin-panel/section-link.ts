import { useLocation } from 'react-router-dom';
import type { AdminTab } from './admin-tabs';

/** The URL parameter naming the open section (`/admin?section=billing`), so a link can open it. */
export const SECTION_PARAM = 'section';

/**
 * Where a section opens: this page (the /admin page or the dashboard's Admin tab) with the
 * section in its address and its other parameters kept. The home has no parameter.
 */
export function sectionSearch(current: string, tab: AdminTab): string {
  const params = new URLSearchParams(current);
  if (tab === 'home') params.delete(SECTION_PARAM);
  else params.set(SECTION_PARAM, tab);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A link target for a section, from wherever the admin remote is rendered. */
export function useSectionLink(): (tab: AdminTab) => { pathname: string; search: string } {
  const location = useLocation();
  return (tab) => ({ pathname: location.pathname, search: sectionSearch(location.search, tab) });
}
