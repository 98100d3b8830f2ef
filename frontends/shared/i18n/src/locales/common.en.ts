export const commonEn = {
  brand: {
    name: 'TerraBridge Digital',
    homeLink: 'TerraBridge Digital, home',
  },
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  nav: {
    label: 'Main',
    home: 'Home',
    services: 'Services',
    projects: 'Projects',
    about: 'About Us',
    contact: 'Contact',
    blog: 'Blog',
    stock: 'Stock',
    opensInNewTab: '(opens in a new tab)',
    login: 'Login',
    dashboard: 'Dashboard',
    logout: 'Logout',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    account: 'Account',
    signedInAs: 'Signed in as {{name}}',
  },
  toggles: {
    language: 'Language',
    english: 'English',
    spanish: 'Español',
    darkMode: 'Dark mode',
  },
  session: {
    loggedOutTitle: 'Logged out',
    loggedOutDescription: 'You have been logged out successfully.',
    logoutFailedTitle: 'Logout failed',
  },
  footer: {
    description:
      'A bilingual digital agency building websites, automation and AI-powered marketing for small businesses in the U.S. and Latin America.',
    offices: 'Charlotte, NC · Montevideo, Uruguay',
    servicesTitle: 'Services',
    companyTitle: 'Company',
    legalTitle: 'Legal',
    contactTitle: 'Contact',
    socialTitle: 'Follow us',
    services: {
      webDesign: 'Web Design',
      automation: 'Business Automation',
      branding: 'Branding',
      socialMedia: 'Social Media Marketing',
      accounting: 'Accounting',
      ai: 'AI Solutions',
    },
    company: {
      about: 'About',
      blog: 'Blog',
      careers: 'Careers',
      contact: 'Contact',
    },
    legal: {
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      cookies: 'Cookie Policy',
    },
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      whatsapp: 'WhatsApp',
      linkedin: 'LinkedIn',
    },
    emailLabel: 'Email',
    phoneLabel: 'Phone (WhatsApp)',
    rights: '© {{year}} TerraBridge Digital. All rights reserved.',
  },
  notFound: {
    title: '404 Page Not Found',
    description: 'The page you are looking for does not exist or has been moved.',
    home: 'Back to home',
  },
  remoteError: {
    title: 'This section could not be loaded',
    description:
      'Something went wrong while loading this part of the site. Check your connection and try again.',
    retry: 'Retry',
  },
  toast: {
    region: 'Notifications (F8)',
    close: 'Close notification',
  },
} as const;

export type CommonResources = typeof commonEn;
