import type { Translation } from '@terrabridge/i18n';
import type { TestimonialResources } from './testimonial.en';

export const testimonialEs: Translation<TestimonialResources> = {
  documentTitle: 'Tu testimonio',
  title: '¿Cómo te fue?',
  intro:
    'Cuéntanos en pocas palabras cómo fue trabajar en «{{project}}». Con tu permiso, lo mostraremos en nuestro sitio cuando el equipo lo haya revisado.',
  checking: 'Comprobando tu enlace…',
  invalidTitle: 'Este enlace no se puede usar',
  invalid:
    'Ya se usó o venció. Si todavía quieres contarnos cómo te fue, responde a nuestro correo.',
  home: 'Ir a la página de inicio',
  signedAs: 'Firmado como {{name}}',
  content: 'Tu testimonio',
  contentHint: 'Hasta 2.000 caracteres.',
  contentRequired: 'Escribe unas palabras sobre el proyecto',
  rating: 'Valoración',
  stars_one: '{{count}} estrella',
  stars_other: '{{count}} estrellas',
  position: 'Tu cargo',
  company: 'Tu empresa',
  submit: 'Enviar testimonio',
  submitBusy: 'Enviando…',
  failed: 'No se pudo enviar tu testimonio',
  doneTitle: '¡Gracias!',
  done: 'Tu testimonio aparecerá cuando el equipo lo haya revisado.',
};
