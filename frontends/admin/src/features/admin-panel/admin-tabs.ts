import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import { BoltIcon, DashboardIcon, MailIcon } from '@terrabridge/ui';
import {
  FolderIcon,
  InboxIcon,
  KeyIcon,
  PenToolIcon,
  QuoteIcon,
  ReceiptIcon,
  SendIcon,
  ServerIcon,
  ShareIcon,
  ShieldIcon,
  UsersIcon,
} from '@terrabridge/ui/parts';

/** The back-office's sections, in the order of the side navigation; the home first. */
export const ADMIN_TABS = [
  'home',
  'contacts',
  'clients',
  'projects',
  'billing',
  'social',
  'content',
  'testimonials',
  'mail',
  'queues',
  'services',
  'tokens',
  'webhooks',
  'audit',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The side navigation's groups: what the team works on, then how the system runs. */
export const ADMIN_NAV_GROUPS: { id: 'work' | 'site' | 'operations'; tabs: AdminTab[] }[] = [
  { id: 'work', tabs: ['contacts', 'clients', 'projects', 'billing', 'social'] },
  { id: 'site', tabs: ['content', 'testimonials'] },
  { id: 'operations', tabs: ['mail', 'queues', 'services', 'tokens', 'webhooks', 'audit'] },
];

export const ADMIN_TAB_ICONS: Record<
  AdminTab,
  ComponentType<{ size?: number; className?: string }>
> = {
  home: DashboardIcon,
  contacts: InboxIcon,
  testimonials: QuoteIcon,
  projects: FolderIcon,
  billing: ReceiptIcon,
  clients: UsersIcon,
  content: PenToolIcon,
  social: ShareIcon,
  services: ServerIcon,
  mail: MailIcon,
  queues: BoltIcon,
  tokens: KeyIcon,
  webhooks: SendIcon,
  audit: ShieldIcon,
};

/** Each section is its own chunk (with its own texts), loaded when it is first opened. */
export const ADMIN_TAB_PANELS: Record<AdminTab, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./admin-home')),
  contacts: lazy(() => import('../contacts/contacts-tab')),
  testimonials: lazy(() => import('../testimonials/testimonials-tab')),
  projects: lazy(() => import('../projects/projects-tab')),
  billing: lazy(() => import('../billing/billing-tab')),
  clients: lazy(() => import('../clients/clients-tab')),
  content: lazy(() => import('../content/content-tab')),
  social: lazy(() => import('../social/social-tab')),
  services: lazy(() => import('../services/services-tab')),
  mail: lazy(() => import('../mail/mail-tab')),
  queues: lazy(() => import('../queues/queues-tab')),
  tokens: lazy(() => import('../tokens/tokens-tab')),
  webhooks: lazy(() => import('../webhooks/webhooks-tab')),
  audit: lazy(() => import('../audit/audit-tab')),
};
