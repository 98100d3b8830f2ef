import type { Translation } from '@terrabridge/i18n';
import type { HomeResources } from './home.en';

export const homeEs: Translation<HomeResources> = {
  documentTitle: 'TerraBridge Digital | Diseño web, automatización e IA para pequeñas empresas',
  hero: {
    eyebrow: 'Agencia bilingüe · Charlotte y Montevideo',
    titleStart: 'Conectamos tu negocio con su',
    titleHighlight: 'futuro digital',
    subtitle:
      'Diseñamos sitios web, automatizamos las operaciones diarias y ponemos la inteligencia artificial a trabajar para pequeñas empresas de EE. UU. y América Latina, en inglés y en español.',
    primaryCta: 'Comienza tu proyecto',
    secondaryCta: 'Agenda una consulta gratuita',
    reassurance: 'Consulta gratuita de 30 minutos · Respondemos en un día hábil',
    featuresTitle: 'Lo que aportamos a tu negocio',
    features: {
      ai: {
        title: 'Marketing con IA',
        description:
          'Contenido, campañas y atención al cliente que aprenden de tu audiencia, en dos idiomas.',
      },
      analytics: {
        title: 'Analítica basada en datos',
        description:
          'Paneles claros que convierten visitas, prospectos y ventas en tu próxima mejor decisión.',
      },
      automation: {
        title: 'Automatización de procesos',
        description:
          'Flujos de trabajo que liberan a tu equipo de tareas repetitivas para que se enfoque en tus clientes.',
      },
    },
  },
};
