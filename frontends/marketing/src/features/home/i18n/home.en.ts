export const homeEn = {
  documentTitle: 'TerraBridge Digital | Web Design, Automation and AI for Small Businesses',
  hero: {
    eyebrow: 'Bilingual agency · Charlotte & Montevideo',
    titleStart: 'Bridging your business to its',
    titleHighlight: 'digital future',
    subtitle:
      'We design websites, automate everyday operations and put AI to work for small businesses across the U.S. and Latin America, in English and Spanish.',
    primaryCta: 'Start your project',
    secondaryCta: 'Book a free consultation',
    reassurance: 'Free 30-minute consultation · Replies within one business day',
    featuresTitle: 'What we bring to your business',
    features: {
      ai: {
        title: 'AI-powered marketing',
        description:
          'Content, campaigns and customer support that learn from your audience, in two languages.',
      },
      analytics: {
        title: 'Data-driven analytics',
        description:
          'Clear dashboards that turn traffic, leads and sales into your next best decision.',
      },
      automation: {
        title: 'Business automation',
        description:
          'Workflows that take repetitive tasks off your team so you can focus on clients.',
      },
    },
  },
} as const;

export type HomeResources = typeof homeEn;
