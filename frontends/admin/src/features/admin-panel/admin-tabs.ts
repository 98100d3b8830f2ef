import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import { BoltIcon, MailIcon } from '@terrabridge/ui';
import {
  FolderIcon,
  InboxIcon,
  PenToolIcon,
  QuoteIcon,
  ReceiptIcon,
  ServerIcon,
  ShareIcon,
  ShieldIcon,
  UsersIcon,
} from '@terrabridge/ui/parts';

export const ADMIN_TABS = [
  'contacts',
  'testimonials',
  'projects',
  'billing',
  'clients',
  'content',
  'social',
  'services',
  'mail',
  'queues',
  'audit',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_ICONS: Record<
  AdminTab,
  ComponentType<{ size?: number; className?: string }>
> = {
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
  audit: ShieldIcon,
};

/** Each tab is its own chunk (with its own texts), loaded when the tab is first opened. */
export const ADMIN_TAB_PANELS: Record<AdminTab, LazyExoticComponent<ComponentType>> = {
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
  audit: lazy(() => import('../audit/audit-tab')),
};
