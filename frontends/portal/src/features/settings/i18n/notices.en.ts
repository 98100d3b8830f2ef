export const noticesEn = {
  title: 'Email notifications',
  description:
    'Choose which emails we send you about your projects. Each one links to the page it is about.',
  loadFailed: 'Your notification choices could not be loaded',
  retry: 'Try again',
  kinds: {
    projectCreated: {
      label: 'A new project',
      hint: 'When the team sets up a project for you.',
    },
    projectUpdates: {
      label: 'Project updates',
      hint: 'When the team posts news you can read on a project.',
    },
    milestoneDates: {
      label: 'Milestone dates',
      hint: "When a milestone's due date moves.",
    },
    testimonialRequests: {
      label: 'Testimonial requests',
      hint: 'When a project is completed, a short form to tell us how it went.',
    },
  },
  security: {
    label: 'Security alerts',
    hint: 'When your password changes. Always on, so you learn of any change you did not make.',
  },
  submit: 'Save notification choices',
  saved: 'Your notification choices are saved.',
};

export type NoticesResources = typeof noticesEn;
