export const adminEn = {
  release: {
    published: 'Admin release {{release}}',
    unpublished: 'Admin build {{version}}, not a published release',
  },
  panel: {
    documentTitle: 'Admin panel',
    title: 'Admin panel',
    subtitle: 'Manage client requests, site content, projects, billing and services.',
    tabsLabel: 'Admin sections',
    menu: 'Section',
    groups: {
      work: 'Clients and work',
      site: 'Website',
      operations: 'Operations',
    },
    tabs: {
      home: {
        label: 'Home',
        title: 'Today',
        description: 'What needs the team today; each card opens its section.',
      },
      contacts: {
        label: 'Contacts',
        title: 'Contact submissions',
        description: 'Messages sent through the contact form: reply, and mark them resolved.',
      },
      testimonials: {
        label: 'Testimonials',
        title: 'Testimonials',
        description:
          'Review client testimonials before they appear on the website, and edit their texts.',
      },
      projects: {
        label: 'Projects',
        title: 'Projects',
        description:
          'Create, edit, archive and restore client projects, with milestones, updates and messages.',
      },
      billing: {
        label: 'Billing',
        title: 'Billing',
        description: 'Invoices, manual payments, refunds and the payment events ledger.',
      },
      clients: {
        label: 'Clients',
        title: 'Clients',
        description: 'Client accounts with their projects, invoices, payments, posts and sessions.',
      },
      content: {
        label: 'Content',
        title: 'Content',
        description: 'Blog posts and services shown on the public website.',
      },
      social: {
        label: 'Social',
        title: 'Social media',
        description: 'Drafts prepared for clients and where each one stands in its approval.',
      },
      services: {
        label: 'Services',
        title: 'Service status',
        description:
          'Whether the payment providers and the mail service are set up, and in which environment.',
      },
      mail: {
        label: 'Mail',
        title: 'Mail diagnostics',
        description: 'Send a test message, check the Gmail credentials and follow the outbox.',
      },
      queues: {
        label: 'Queues',
        title: 'Queues',
        description: 'Background jobs: how many wait, run, finished and failed in each queue.',
      },
      tokens: {
        label: 'API tokens',
        title: 'Personal access tokens',
        description:
          'Your tokens for scripts and integrations that use the API as you, limited to their scopes.',
      },
      webhooks: {
        label: 'Webhooks',
        title: 'Webhooks',
        description:
          'Signed notices of what happens (contacts, invoices, payments, updates, approvals), sent to your integrations.',
      },
      audit: {
        label: 'Audit log',
        title: 'Audit log',
        description:
          'Every admin action and security event: who, when, from where and what changed.',
      },
    },
    emptyState: 'Nothing to show yet.',
  },
  list: {
    loading: 'Loading…',
    loadingMore: 'Loading…',
    loadMore: 'Load more',
    error: 'The list could not be loaded',
    retry: 'Try again',
    actions: 'Actions',
    sortBy: 'Sort by this column',
  },
  toast: {
    errorTitle: 'Error',
    savedTitle: 'Saved',
  },
} as const;

export type AdminResources = typeof adminEn;
