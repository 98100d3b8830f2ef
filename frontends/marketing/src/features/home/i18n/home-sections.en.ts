export const homeSectionsEn = {
  loading: 'Loading this part of the page…',
  services: {
    eyebrow: 'What we do',
    title: 'Services that move your business forward',
    description:
      'Websites, automation, branding, social media, bookkeeping and AI, planned together so every piece works with the others.',
    contactPrompt: 'Not sure which service you need?',
    contactLink: 'Contact us',
    contactSuffix: 'and we will recommend the right starting point.',
  },
  about: {
    eyebrow: 'About us',
    title: 'One team, two cities, a bridge between markets',
    intro:
      'TerraBridge Digital was founded in Charlotte and Montevideo to give small businesses the digital tools that large companies take for granted, in the language their customers speak.',
    missionTitle: 'Our mission',
    mission:
      'To make modern websites, automation and artificial intelligence accessible to small businesses, with honest prices, plain language and results you can measure.',
    visionTitle: 'Our vision',
    vision:
      'A world where any business, on either side of the Americas, can reach new customers across languages and borders without losing what makes it local.',
    photosLabel: 'Life at TerraBridge',
    photos: {
      one: 'Our team planning a client website around a shared screen',
      two: 'A designer sketching a mobile layout in a notebook',
      three: 'Colleagues in Charlotte and Montevideo on a video call',
      four: 'A small business owner reviewing her new online store with our team',
    },
  },
  process: {
    eyebrow: 'How we work',
    title: 'A clear process from first call to launch',
    description:
      'Four steps, one point of contact and no surprises. You always know what happens next and when.',
    stepLabel: 'Step {{number}}',
    steps: {
      discover: {
        title: 'Discover',
        description:
          'We listen first: your goals, your customers and what is holding you back. Then we review your current tools and agree on what success looks like.',
      },
      design: {
        title: 'Design',
        description:
          'We turn the plan into sitemaps, wireframes and a visual design you can click through and comment on before a single line of code is written.',
      },
      develop: {
        title: 'Develop',
        description:
          'We build in short cycles and share progress every week, testing on real phones and in both languages as we go.',
      },
      deliver: {
        title: 'Deliver',
        description:
          'We launch, train your team and keep measuring. Support and improvements continue for as long as you need them.',
      },
    },
    ctaTitle: 'Ready to start your project?',
    ctaDescription:
      'Book a free 30-minute consultation. We will listen, answer your questions and suggest a first step, with no obligation.',
    ctaButton: 'Book a free consultation',
    ctaLink: 'Or send us a message',
  },
  ai: {
    eyebrow: 'AI solutions',
    title: 'Artificial intelligence that works for small businesses',
    description:
      'Practical AI tools, set up for your brand and your customers, in English and Spanish. No jargon, just hours saved and better answers.',
    learnMore: 'Learn more',
    learnMoreAbout: 'Learn more about {{solution}}',
    getStarted: 'Get started',
    getStartedWith: 'Get started with {{solution}}',
    solutions: {
      contentGeneration: {
        title: 'Content generation',
        description:
          'Blog posts, product descriptions and social media captions drafted in your voice, ready for you to review and publish.',
      },
      multilingual: {
        title: 'Multilingual content',
        description:
          'Natural English and Spanish versions of your pages and campaigns, adapted to each audience rather than translated word for word.',
      },
      brandingAssistant: {
        title: 'Branding assistant',
        description:
          'Name ideas, taglines and tone-of-voice guides that keep every message consistent with your brand.',
      },
      customerSupport: {
        title: 'Customer support',
        description:
          'A website assistant that answers common questions day and night and hands complex cases to your team.',
      },
      marketAnalysis: {
        title: 'Market analysis',
        description:
          'Reports on competitors, reviews and trends that point to your next opportunity, in plain language.',
      },
    },
    ctaTitle: 'Try our AI tools today',
    ctaDescription:
      'Create a free account to generate social media posts and content ideas from your client dashboard.',
    ctaButton: 'Create your free account',
  },
  stats: {
    title: 'TerraBridge Digital in numbers',
    labels: {
      clients: 'Happy clients',
      projects: 'Projects delivered',
      awards: 'Awards',
      countries: 'Countries served',
    },
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What our clients say',
    loading: 'Loading testimonials…',
    error: 'We could not load our clients’ reviews right now. Please try again later.',
    empty: 'No testimonials available yet.',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    choose: 'Choose a testimonial',
    goTo: 'Show testimonial {{number}} of {{total}}',
    slide: 'Testimonial {{number}} of {{total}}',
    rating: 'Rated {{rating}} out of 5',
    portraitAlt: 'Portrait of {{name}}',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    description: 'Straight answers to what business owners ask us most.',
    items: {
      timeline: {
        question: 'How long does a website project take?',
        answer:
          'Most websites take two to six weeks: about two weeks for a simple site and four to six weeks for a larger or more complex one. We agree on the timeline during your free consultation.',
      },
      cost: {
        question: 'How much does a project cost?',
        answer:
          'Every service has a clear starting price on our services page. After a free 30-minute consultation we send you a fixed quote, with no hidden fees.',
      },
      languages: {
        question: 'Do you work in English and Spanish?',
        answer:
          'Yes. Our team works from Charlotte, North Carolina and Montevideo, Uruguay, and every project can be delivered in English, Spanish or both.',
      },
      support: {
        question: 'What happens after my project launches?',
        answer:
          'We train your team, stay available for questions and offer ongoing support and maintenance plans. Website projects include three months of support after launch.',
      },
      ai: {
        question: 'Is AI really useful for a small business?',
        answer:
          'Used well, yes. We start with tasks that take your team hours every week, such as answering common questions or drafting posts, and only automate what saves real time.',
      },
      ownership: {
        question: 'Will I own my website and content?',
        answer:
          'Always. Your domain, your content and your accounts are registered in your name, and we hand over every login at the end of the project.',
      },
    },
  },
} as const;

export type HomeSectionsResources = typeof homeSectionsEn;
