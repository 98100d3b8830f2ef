import { useSearchParams } from 'react-router-dom';
import type { DashboardTab } from '../dashboard-tabs';

/** Where a link to another dashboard tab goes: the same query (the language stays), that tab. */
export function useTabLink() {
  const [params] = useSearchParams();
  return (tab: DashboardTab) => {
    const next = new URLSearchParams(params);
    // The projects filter belongs to the Projects tab (as the tab list also does).
    next.delete('filter');
    if (tab === 'overview') next.delete('tab');
    else next.set('tab', tab);
    return { search: `?${next.toString()}` };
  };
}
