export interface NavItem {
  to: string;
  /** Key in the 'common' namespace. */
  labelKey: string;
  /** Match the path exactly (Home), not its descendants. */
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/services', labelKey: 'nav.services' },
  { to: '/projects', labelKey: 'nav.projects' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/contact', labelKey: 'nav.contact' },
  { to: '/blog', labelKey: 'nav.blog' },
];
