import type { SessionUser } from '@terrabridge/session';
import { BILLING_PARAMS } from '../billing/billing-params';
import { SOCIAL_MEDIA_PARAMS } from '../social-media/social-media-params';

export const DASHBOARD_TABS = [
  'overview',
  'projects',
  'social-media',
  'billing',
  'analytics',
  'settings',
  'admin',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tabs a user sees: Admin Panel only for the admin role. */
export function tabsFor(user: Pick<SessionUser, 'role'>): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => tab !== 'admin' || user.role === 'admin');
}

/** A `?tab=` value the user may open, else the Overview. */
export function initialTab(value: string | null, available: readonly DashboardTab[]): DashboardTab {
  return available.find((tab) => tab === value) ?? 'overview';
}

/** Query parameters that belong to one tab (its filters, its open item), dropped on leaving it. */
export const TAB_PARAMS: readonly string[] = ['filter', ...SOCIAL_MEDIA_PARAMS, ...BILLING_PARAMS];
