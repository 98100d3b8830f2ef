export const servicesEn = {
  documentTitle: 'Services',
  hero: {
    eyebrow: 'Our services',
    title: 'Digital services that help small businesses grow',
    subtitle:
      'From your first website to AI that answers customers at midnight: one bilingual team designs, builds and supports every piece, in English and Spanish.',
  },
  list: {
    title: 'What we can do for you',
    description:
      'Clear starting prices, no lock-in contracts. Every service begins with a free consultation to make sure it is the right fit.',
  },
  grid: {
    loading: 'Loading services…',
    error: 'We could not load our services right now. Please try again in a moment.',
    retry: 'Try again',
    empty: 'Our service catalogue is being updated. Contact us and we will tell you what we offer.',
    startingAt: 'Starting at',
    featuresLabel: 'What is included in {{service}}',
    getStarted: 'Get started',
    getStartedWith: 'Get started with {{service}}',
  },
  custom: {
    eyebrow: 'Tailored for you',
    title: 'Custom Digital Solutions',
    description:
      'Not every business fits a package. If you need something different, we design a solution around the way you work and the customers you serve.',
    bullets: {
      consultation: 'Free consultations to understand your needs',
      scalable: 'Scalable solutions that grow with your business',
      support: 'Ongoing support and maintenance',
    },
    cta: 'Talk about your project',
    imageAlt: 'Two colleagues planning a custom project on a laptop and a whiteboard',
  },
} as const;

export type ServicesResources = typeof servicesEn;
