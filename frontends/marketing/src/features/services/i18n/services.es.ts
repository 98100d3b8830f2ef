import type { Translation } from '@terrabridge/i18n';
import type { ServicesResources } from './services.en';

export const servicesEs: Translation<ServicesResources> = {
  documentTitle: 'Servicios',
  hero: {
    eyebrow: 'Nuestros servicios',
    title: 'Servicios digitales que ayudan a crecer a las pequeñas empresas',
    subtitle:
      'Desde tu primer sitio web hasta una IA que atiende a tus clientes a medianoche: un solo equipo bilingüe diseña, construye y acompaña cada pieza, en español y en inglés.',
  },
  list: {
    title: 'Lo que podemos hacer por ti',
    description:
      'Precios iniciales claros y sin contratos de permanencia. Cada servicio comienza con una consulta gratuita para asegurarnos de que sea el indicado.',
  },
  grid: {
    loading: 'Cargando servicios…',
    error:
      'No pudimos cargar nuestros servicios en este momento. Vuelve a intentarlo en unos instantes.',
    retry: 'Reintentar',
    empty:
      'Estamos actualizando nuestro catálogo de servicios. Escríbenos y te contamos lo que ofrecemos.',
    startingAt: 'Desde',
    featuresLabel: 'Qué incluye {{service}}',
    getStarted: 'Comenzar',
    getStartedWith: 'Comenzar con {{service}}',
  },
  custom: {
    eyebrow: 'A tu medida',
    title: 'Soluciones digitales a medida',
    description:
      'No todos los negocios caben en un paquete. Si necesitas algo distinto, diseñamos una solución en torno a tu forma de trabajar y a los clientes que atiendes.',
    bullets: {
      consultation: 'Consultas gratuitas para entender tus necesidades',
      scalable: 'Soluciones escalables que crecen con tu negocio',
      support: 'Soporte y mantenimiento continuos',
    },
    cta: 'Conversemos sobre tu proyecto',
    imageAlt: 'Dos colegas planificando un proyecto a medida con una laptop y una pizarra',
  },
};
