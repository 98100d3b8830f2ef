export const aboutEn = {
  documentTitle: 'About Us',
  hero: {
    eyebrow: 'About us',
    title: 'A bilingual agency built to bridge markets',
    subtitle:
      'We are designers, developers and marketers in Charlotte and Montevideo who help small businesses grow online, in English and Spanish.',
  },
  team: {
    eyebrow: 'Our founders',
    title: 'Meet the people behind TerraBridge',
    description:
      'Two founders, two offices and one idea: small businesses deserve the same digital tools as large companies.',
    portraitAlt: 'Portrait of {{name}}',
    founders: {
      daniela: {
        name: 'Daniela Pereira',
        role: 'Co-founder & CEO',
        location: 'Charlotte, North Carolina',
        bio: 'Daniela led digital marketing for retail brands across the Carolinas for a decade before co-founding TerraBridge. She makes sure every project starts from the client’s business goals and ends with results they can measure.',
      },
      mateo: {
        name: 'Mateo Silva',
        role: 'Co-founder & CTO',
        location: 'Montevideo, Uruguay',
        bio: 'Mateo is a software engineer who has built platforms for companies throughout Latin America. From our Montevideo office he leads the team that turns websites, automation and AI into tools anyone can use.',
      },
    },
  },
  values: {
    eyebrow: 'Our values',
    title: 'What guides our work',
    description: 'Four commitments we bring to every client, in every language.',
    items: {
      excellence: {
        title: 'Excellence',
        description:
          'We sweat the details, from page speed to the last translated button, and we test everything before it reaches your customers.',
      },
      clientFocus: {
        title: 'Client focus',
        description:
          'Your goals set the plan. We explain our choices in plain language and measure success by the results your business sees.',
      },
      innovation: {
        title: 'Innovation',
        description:
          'We bring proven new technology, including AI, to small businesses early, and only when it saves time or wins customers.',
      },
      globalVision: {
        title: 'Global vision',
        description:
          'With teams in the United States and Uruguay, we help local businesses speak to customers across languages and borders.',
      },
    },
  },
} as const;

export type AboutResources = typeof aboutEn;
