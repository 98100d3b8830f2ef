import type { Translation } from '@terrabridge/i18n';
import type { BlogResources } from './blog.en';

export const blogEs: Translation<BlogResources> = {
  list: {
    documentTitle: 'Blog',
    eyebrow: 'Ideas',
    title: 'Ideas para hacer crecer tu negocio en línea',
    subtitle:
      'Consejos prácticos sobre sitios web, automatización, branding, marketing e IA, de nuestros equipos en Charlotte y Montevideo.',
    error: 'Error al cargar las publicaciones del blog. Inténtalo de nuevo más tarde.',
    empty: 'No se encontraron publicaciones. ¡Vuelve pronto para ver novedades!',
    readMore: 'Leer más',
    postedOn: 'Publicado el {{date}}',
  },
  post: {
    back: 'Volver al blog',
    error: 'No se encontró la publicación o se produjo un error.',
    errorTitle: 'Artículo no disponible',
    returnToBlog: 'Volver al blog',
    byAuthor: 'Por {{name}}',
    ctaTitle: '¿Quieres resultados así para tu negocio?',
    ctaText: 'Cuéntanos en qué estás trabajando. La primera consulta de 30 minutos es gratuita.',
    ctaButton: 'Habla con nuestro equipo',
  },
};
