import type { PrivacyResources } from './privacy.en';

export const privacyEs: PrivacyResources = {
  title: 'Tus datos',
  description:
    'Descarga una copia de todo lo que tienes con nosotros o pídenos eliminar tu cuenta.',
  export: {
    title: 'Descargar mis datos',
    description:
      'Un archivo zip con tu perfil, proyectos, mensajes, publicaciones, facturas con sus PDF, pagos y los archivos de tus proyectos.',
    submit: 'Descargar mis datos',
    busy: 'Preparando tu archivo…',
    done: 'Se está descargando tu archivo {{name}}.',
  },
  deletion: {
    title: 'Eliminar mi cuenta',
    description:
      'Nuestro equipo confirma cada solicitud. Entonces tus datos personales se anonimizan, se cierran todas tus sesiones y ya no puedes iniciar sesión. Las facturas y los pagos se conservan como registros contables, como exige la ley.',
    password: 'Tu contraseña',
    reason: '¿Por qué te vas?',
    reasonHint: 'Opcional. Nos ayuda a mejorar.',
    submit: 'Pedir que se elimine mi cuenta',
    sending: 'Enviando…',
    pendingTitle: 'Eliminación solicitada',
    pending:
      'Pediste eliminar tu cuenta el {{date}}. El equipo lo confirmará y te escribirá; mientras tanto todo sigue igual.',
    pendingReason: 'Tu motivo: {{reason}}',
    cancel: 'Cancelar la solicitud',
    cancelling: 'Cancelando…',
    declinedTitle: 'Tu última solicitud fue rechazada',
    declined: 'El {{date}} el equipo respondió: {{note}}',
    team: 'Las cuentas del equipo las elimina otro administrador, no desde aquí.',
    loadFailed: 'No se pudo cargar el estado de tu cuenta',
    retry: 'Reintentar',
  },
};
