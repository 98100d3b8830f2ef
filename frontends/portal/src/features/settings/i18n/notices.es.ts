import type { Translation } from '@terrabridge/i18n';
import type { NoticesResources } from './notices.en';

export const noticesEs: Translation<NoticesResources> = {
  title: 'Avisos por correo',
  description:
    'Elige qué correos te enviamos sobre tus proyectos. Cada uno enlaza con la página de la que habla.',
  loadFailed: 'No se pudieron cargar tus opciones de avisos',
  retry: 'Reintentar',
  kinds: {
    projectCreated: {
      label: 'Un proyecto nuevo',
      hint: 'Cuando el equipo crea un proyecto para ti.',
    },
    projectUpdates: {
      label: 'Novedades de proyectos',
      hint: 'Cuando el equipo publica una novedad que puedes leer en un proyecto.',
    },
    milestoneDates: {
      label: 'Fechas de hitos',
      hint: 'Cuando cambia la fecha límite de un hito.',
    },
    testimonialRequests: {
      label: 'Pedidos de testimonio',
      hint: 'Cuando termina un proyecto, un formulario breve para contarnos cómo te fue.',
    },
  },
  security: {
    label: 'Alertas de seguridad',
    hint: 'Cuando cambia tu contraseña. Siempre activas, para que sepas de cualquier cambio que no hiciste tú.',
  },
  submit: 'Guardar opciones de avisos',
  saved: 'Tus opciones de avisos están guardadas.',
};
