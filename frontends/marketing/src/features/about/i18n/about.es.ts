import type { Translation } from '@terrabridge/i18n';
import type { AboutResources } from './about.en';

export const aboutEs: Translation<AboutResources> = {
  documentTitle: 'Nosotros',
  hero: {
    eyebrow: 'Sobre nosotros',
    title: 'Una agencia bilingüe creada para unir mercados',
    subtitle:
      'Somos diseñadores, desarrolladores y especialistas en marketing en Charlotte y Montevideo que ayudan a las pequeñas empresas a crecer en línea, en español y en inglés.',
  },
  team: {
    eyebrow: 'Nuestros fundadores',
    title: 'Conoce a las personas detrás de TerraBridge',
    description:
      'Dos fundadores, dos oficinas y una idea: las pequeñas empresas merecen las mismas herramientas digitales que las grandes.',
    portraitAlt: 'Retrato de {{name}}',
    founders: {
      daniela: {
        name: 'Daniela Pereira',
        role: 'Cofundadora y directora ejecutiva',
        location: 'Charlotte, Carolina del Norte',
        bio: 'Daniela dirigió durante una década el marketing digital de marcas minoristas en las Carolinas antes de cofundar TerraBridge. Se asegura de que cada proyecto parta de los objetivos del cliente y termine con resultados medibles.',
      },
      mateo: {
        name: 'Mateo Silva',
        role: 'Cofundador y director de tecnología',
        location: 'Montevideo, Uruguay',
        bio: 'Mateo es ingeniero de software y ha creado plataformas para empresas de toda América Latina. Desde nuestra oficina de Montevideo lidera el equipo que convierte sitios web, automatizaciones e IA en herramientas que cualquiera puede usar.',
      },
    },
  },
  values: {
    eyebrow: 'Nuestros valores',
    title: 'Lo que guía nuestro trabajo',
    description: 'Cuatro compromisos que asumimos con cada cliente, en cada idioma.',
    items: {
      excellence: {
        title: 'Excelencia',
        description:
          'Cuidamos cada detalle, desde la velocidad de la página hasta el último botón traducido, y probamos todo antes de que llegue a tus clientes.',
      },
      clientFocus: {
        title: 'Enfoque en el cliente',
        description:
          'Tus objetivos definen el plan. Explicamos nuestras decisiones en lenguaje claro y medimos el éxito por los resultados de tu negocio.',
      },
      innovation: {
        title: 'Innovación',
        description:
          'Acercamos tecnología nueva y probada, incluida la IA, a las pequeñas empresas, y solo cuando ahorra tiempo o atrae clientes.',
      },
      globalVision: {
        title: 'Visión global',
        description:
          'Con equipos en Estados Unidos y Uruguay, ayudamos a negocios locales a hablarles a clientes más allá de idiomas y fronteras.',
      },
    },
  },
};
