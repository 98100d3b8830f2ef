import type { Translation } from '@terrabridge/i18n';
import type { SharedResources } from './shared.en';

export const sharedEs: Translation<SharedResources> = {
  ctaBanner: {
    title: '¿Listo para llevar tu negocio más lejos?',
    description:
      'Cuéntanos hacia dónde quieres crecer. En una consulta gratuita de 30 minutos definimos el sitio web, la automatización o las herramientas de IA que te llevarán allí, en español o en inglés.',
    contact: 'Contáctanos',
    services: 'Conoce nuestros servicios',
  },
};
