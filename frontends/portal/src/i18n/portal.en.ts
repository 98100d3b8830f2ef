export const portalEn = {
  auth: {
    documentTitle: 'Sign in or create an account',
    tabsLabel: 'Account access',
    tabs: {
      login: 'Login',
      register: 'Register',
    },
    login: {
      title: 'Welcome back',
      intro: 'Sign in to follow your projects, review invoices and create content for your brand.',
      switchPrompt: 'New to TerraBridge Digital?',
      switchAction: 'Create an account',
    },
    register: {
      title: 'Create your account',
      intro:
        'Join TerraBridge Digital to manage your projects, payments and AI-generated content in one place.',
      switchPrompt: 'Already have an account?',
      switchAction: 'Sign in',
    },
    comingSoon: 'Online sign-in is being set up.',
    needHelp: 'Need help now?',
    contactUs: 'Contact our team',
    panel: {
      title: 'Grow your business with TerraBridge Digital',
      subtitle: 'One account for everything we build together.',
      benefitsLabel: 'Benefits of an account',
      benefits: {
        webDesign: {
          title: 'Professional web design',
          description: 'Modern, fast websites built to turn visitors into clients.',
        },
        aiMarketing: {
          title: 'AI-powered marketing',
          description:
            'Social content and campaign ideas for your audience, in English and Spanish.',
        },
        dashboard: {
          title: 'Client dashboard',
          description: 'Follow project progress, invoices and payments from a single place.',
        },
      },
    },
  },
} as const;

export type PortalResources = typeof portalEn;
