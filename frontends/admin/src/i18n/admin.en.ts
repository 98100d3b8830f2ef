export const adminEn = {
  panel: {
    documentTitle: 'Admin panel',
    title: 'Admin panel',
    subtitle: 'Manage client requests, site content, projects, billing and services.',
    tabsLabel: 'Admin sections',
    tabs: {
      contacts: {
        label: 'Contacts',
        title: 'Contact submissions',
        description: 'Review messages sent through the contact form and mark them as resolved.',
      },
      testimonials: {
        label: 'Testimonials',
        title: 'Testimonials',
        description: 'Approve client testimonials before they appear on the website.',
      },
      projects: {
        label: 'Projects',
        title: 'Projects',
        description: 'Create, edit, archive and restore client projects.',
      },
      billing: {
        label: 'Billing',
        title: 'Billing',
        description: 'Create invoices for clients and review every invoice issued.',
      },
      services: {
        label: 'Services',
        title: 'Service status',
        description: 'Check the status of the payment providers and the mail service.',
      },
      gmail: {
        label: 'Gmail debug',
        title: 'Gmail diagnostics',
        description: 'Test the Gmail credentials used to send notification emails.',
      },
    },
    emptyState: 'Nothing to show yet.',
  },
} as const;

export type AdminResources = typeof adminEn;
