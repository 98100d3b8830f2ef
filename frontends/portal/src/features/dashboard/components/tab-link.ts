import { useSearchParams } from 'react-router-dom';
import { type DashboardTab, TAB_PARAMS } from '../dashboard-tabs';

/** Where a link to another dashboard tab goes: the same query (the language stays), that tab. */
export function useTabLink() {
  const [params] = useSearchParams();
  return (tab: DashboardTab) => {
    const next = new URLSearchParams(params);
    // Each tab's own parameters stay with it (as the tab list also does).
    for (const name of TAB_PARAMS) next.delete(name);
    if (tab === 'overview') next.delete('tab');
    else next.set('tab', tab);
    return { search: `?${next.toString()}` };
  };
}
