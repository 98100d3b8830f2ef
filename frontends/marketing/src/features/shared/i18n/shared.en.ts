export const sharedEn = {
  ctaBanner: {
    title: 'Ready to take your business further?',
    description:
      'Tell us where you want to grow. In a free 30-minute consultation we map out the website, automation or AI tools that will get you there, in English or Spanish.',
    contact: 'Contact us',
    services: 'Explore our services',
  },
} as const;

export type SharedResources = typeof sharedEn;
