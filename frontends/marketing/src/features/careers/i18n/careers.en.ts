/**
 * The careers page in English. Inline markup as on the legal pages: `{email}` and `{name}` come
 * from the site configuration, `**strong**`, `[label](/path)`.
 */
export const careersEn = {
  documentTitle: 'Careers',
  hero: {
    eyebrow: 'Careers',
    title: 'Build the bridge with us',
    subtitle:
      'We are a small, bilingual team helping small businesses in the U.S. and Latin America grow online. If you care about craft, clear communication and clients you can get to know by name, we would love to hear from you.',
    primaryCta: 'See open positions',
    secondaryCta: 'How to apply',
  },
  values: {
    title: 'Why work with us',
    items: {
      bilingual: {
        title: 'Two languages, one team',
        description:
          'Work in English and Spanish with colleagues in Charlotte and Montevideo, on projects for clients in both markets.',
      },
      flexible: {
        title: 'Flexible, hybrid work',
        description:
          'Shared core hours for collaboration, and the freedom to organize the rest of your day around your life.',
      },
      growth: {
        title: 'Time and budget to learn',
        description:
          'A yearly learning budget for courses, books and conferences, and time during the week to use it.',
      },
      impact: {
        title: 'Work you can see',
        description:
          'Small businesses feel every improvement you make. You will see the results in their numbers, and hear it from them.',
      },
    },
  },
  offices: {
    title: 'Our offices',
    subtitle: 'Most of the team works from our two offices; some roles are fully remote.',
    hiringHere: 'Hiring here',
    viewMap: 'View on OpenStreetMap',
    address: 'Address',
  },
  openings: {
    title: 'Open positions',
    subtitle: 'Three roles are open right now. All are full-time positions.',
    fullTime: 'Full-time',
    remote: 'Remote',
    typeLabel: 'Employment type',
    locationLabel: 'Location',
    responsibilitiesTitle: "What you'll do",
    requirementsTitle: 'What we look for',
    apply: 'Apply by email',
    applyFor: 'for the position of {{position}}',
    subject: 'Application: {{position}}',
    roles: {
      seniorAiDeveloper: {
        title: 'Senior AI Developer',
        summary:
          'Design and ship the AI features our clients use every day: content generation in English and Spanish, assistants that answer customer questions, and automations that connect to the tools small businesses already have.',
        responsibilities: [
          'Build AI features for our client portal and for client projects, from prompt design to production monitoring.',
          'Integrate language models through OpenAI-compatible APIs, with retrieval, output evaluation and cost controls.',
          'Automate business workflows (CRM, email, invoicing, social media) with APIs and background jobs.',
          'Review code, mentor developers and help shape our engineering standards.',
          'Explain technical trade-offs to clients in plain language.',
        ],
        requirements: [
          '5+ years of professional software development, including at least 2 years shipping LLM or machine-learning features to production.',
          'Strong TypeScript and Node.js, or Python; experience with REST APIs, PostgreSQL and job queues.',
          'Experience evaluating model output and protecting the privacy and security of client data.',
          'Professional English; Spanish is a strong plus.',
          'At least four hours of overlap with the business hours of our Charlotte office.',
        ],
      },
      digitalMarketingSpecialist: {
        title: 'Digital Marketing Specialist',
        summary:
          'Plan and run campaigns that bring small businesses real leads, from social media content to paid ads and email, and report the results in a way clients understand.',
        responsibilities: [
          'Plan, launch and optimize campaigns on Meta, Google and LinkedIn for a portfolio of clients.',
          'Build content calendars and write social media posts, with help from our AI tools.',
          'Set up conversion tracking and prepare monthly reports with clear next steps.',
          'Improve search and local search visibility for client websites.',
          'Meet clients in the Charlotte area to present strategy and results.',
        ],
        requirements: [
          '3+ years in digital marketing; agency experience is a plus.',
          'Hands-on experience with Meta Ads Manager, Google Ads, Google Analytics 4 and Search Console.',
          'Excellent writing in English; conversational Spanish is a plus.',
          'Comfort with numbers: budgets, conversion rates and return on ad spend.',
          'Living in or willing to relocate to the Charlotte area, for a hybrid schedule with three days a week in the office.',
        ],
      },
      uiUxDesigner: {
        title: 'UI/UX Designer',
        summary:
          'Design websites, brands and portal screens that are clear, accessible and a pleasure to use, in two languages and in light and dark themes.',
        responsibilities: [
          'Lead discovery with clients: interviews, user flows and wireframes.',
          'Design responsive websites and product screens in Figma on top of our shared design system.',
          'Make sure every design meets WCAG 2.2 AA and works in English and Spanish.',
          'Prototype ideas and test them with real users before they are built.',
          'Work side by side with developers from build to launch.',
        ],
        requirements: [
          '3+ years designing websites or digital products, with a portfolio that shows your process, not just the final screens.',
          'Expert use of Figma, including components, variables and auto layout.',
          'Solid knowledge of accessibility, typography and responsive design.',
          'Fluent Spanish and professional English.',
          'Living in Montevideo, for a hybrid schedule in our office.',
        ],
      },
    },
  },
  apply: {
    title: 'How to apply',
    subtitle: 'No forms and no accounts: a short email is all it takes.',
    steps: [
      'Email your **resume** and a **cover letter** to {email}.',
      'Write the **position in the subject line**, for example "Application: UI/UX Designer". The Apply buttons above fill it in for you.',
      'In your cover letter, tell us why the role interests you and share a project you are proud of. Links to a portfolio, GitHub or published work are welcome.',
    ],
    nextTitle: 'What happens next',
    next: [
      'We confirm that we received your application within two business days.',
      'If your profile is a good fit, we invite you to a 30-minute video call with the hiring lead.',
      'Then a practical conversation about a real-world problem from the role, and a chat with the team you would work with.',
      'We make a decision within two weeks of your last interview and let you know either way.',
    ],
    openTitle: "Don't see your role?",
    openBody:
      'We are always glad to meet talented people. Send your resume to {email} with "Open application" in the subject, and we will keep you in mind for future openings.',
    equalOpportunity:
      '{name} is an equal opportunity employer. We welcome applicants of every background, identity, age and ability, and we make reasonable accommodations during the hiring process: just tell us what you need.',
    privacy:
      'We keep applications for 12 months so we can consider you for future openings, unless you ask us to delete yours sooner. See our [Privacy Policy](/privacy-policy).',
  },
} as const;

export type CareersResources = typeof careersEn;
