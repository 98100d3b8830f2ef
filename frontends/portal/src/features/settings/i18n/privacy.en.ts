export const privacyEn = {
  title: 'Your data',
  description: 'Take a copy of everything you have with us, or ask us to delete your account.',
  export: {
    title: 'Download my data',
    description:
      'A zip file with your profile, projects, messages, social posts, invoices with their PDFs, payments and the files of your projects.',
    submit: 'Download my data',
    busy: 'Preparing your file…',
    done: 'Your file {{name}} is downloading.',
  },
  deletion: {
    title: 'Delete my account',
    description:
      'Our team confirms each request. Then your personal data is anonymised, every session ends and you can no longer sign in. Invoices and payments are kept as accounting records, as the law requires.',
    password: 'Your password',
    reason: 'Why are you leaving?',
    reasonHint: 'Optional. It helps us improve.',
    submit: 'Ask to delete my account',
    sending: 'Sending…',
    pendingTitle: 'Deletion requested',
    pending:
      'You asked to delete your account on {{date}}. The team will confirm it and email you; until then everything stays as it is.',
    pendingReason: 'Your reason: {{reason}}',
    cancel: 'Cancel the request',
    cancelling: 'Cancelling…',
    declinedTitle: 'Your last request was declined',
    declined: 'On {{date}} the team answered: {{note}}',
    team: 'Team accounts are removed by another admin, not from here.',
    loadFailed: 'The state of your account could not be loaded',
    retry: 'Try again',
  },
};

export type PrivacyResources = typeof privacyEn;
