import type { Translation } from '@terrabridge/i18n';
import type { ContactResources } from './contact.en';

export const contactEs: Translation<ContactResources> = {
  documentTitle: 'Contacto',
  hero: {
    eyebrow: 'Contáctanos',
    title: 'Construyamos lo que tu negocio necesita',
    subtitle:
      'Cuéntanos hacia dónde quieres llevar tu negocio. Respondemos en un día hábil, en español o en inglés, desde nuestras oficinas en Charlotte y Montevideo.',
    promises: {
      reply: 'Respuesta en un día hábil',
      consultation: 'Consulta gratuita de 30 minutos',
      bilingual: 'Español e inglés',
    },
  },
  section: {
    eyebrow: 'Hablemos',
    title: 'Cuéntanos sobre tu proyecto',
    subtitle:
      'Comparte algunos detalles y la persona indicada de nuestro equipo te responderá con los próximos pasos, sin discursos de venta.',
  },
  form: {
    title: 'Envíanos un mensaje',
    required: 'Todos los campos son obligatorios salvo los marcados como opcionales.',
    name: 'Nombre',
    namePlaceholder: 'Tu nombre completo',
    email: 'Correo electrónico',
    emailPlaceholder: 'tu@empresa.com',
    service: 'Servicio',
    servicePlaceholder: 'Selecciona un servicio',
    otherService: 'Otro',
    servicesUnavailable:
      'No se pudo cargar la lista de servicios; elige Otro y cuéntanos más en tu mensaje.',
    message: 'Mensaje',
    messagePlaceholder: '¿Qué te gustaría lograr? Objetivos, plazos, presupuesto…',
    honeypot: 'Sitio web (deja este campo vacío)',
    submit: 'Enviar mensaje',
    submitting: 'Enviando...',
  },
  validation: {
    nameRequired: 'El nombre es obligatorio',
    emailInvalid: 'Se requiere un correo electrónico válido',
    messageRequired: 'El mensaje es obligatorio',
    nameMax: 'El nombre debe tener como máximo 100 caracteres',
    messageMax: 'El mensaje debe tener como máximo 5000 caracteres',
    serviceUnknown: 'El servicio seleccionado no existe',
  },
  toast: {
    successTitle: 'Mensaje enviado',
    emailSent:
      '¡Gracias por escribirnos! Te enviamos un correo de confirmación y te responderemos en un día hábil.',
    messageSaved:
      '¡Gracias por escribirnos! Guardamos tu mensaje y te responderemos en un día hábil.',
    partialTitle: 'Éxito parcial',
    partialDescription:
      'Tu mensaje se guardó, pero hubo un problema al enviar las notificaciones por correo electrónico.',
    errorTitle: 'No se envió el mensaje',
    checkFields: 'Corrige los campos marcados e inténtalo de nuevo.',
    rateLimited: 'Demasiados mensajes en poco tiempo. Espera unos minutos e inténtalo de nuevo.',
  },
  info: {
    title: 'Información de contacto',
    subtitle: '¿Prefieres contactarnos directamente? Escríbenos, llámanos o envíanos un WhatsApp.',
    email: 'Correo electrónico',
    phone: 'Teléfono y WhatsApp',
    phoneHint: 'Abre un chat de WhatsApp',
    offices: 'Oficinas',
    hours: 'Horario de atención',
    hoursValue: 'De lunes a viernes, de {{opens}} a {{closes}} (hora local)',
    socialTitle: 'Síguenos',
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      whatsapp: 'WhatsApp',
    },
  },
  schedule: {
    title: 'Agenda una consulta gratuita',
    description:
      'Reserva una videollamada gratuita de 30 minutos con nuestro equipo para hablar de tus objetivos, plazos y presupuesto. Sin compromiso.',
    button: 'Reservar una llamada',
  },
  maps: {
    eyebrow: 'Visítanos',
    title: 'Nuestras oficinas',
    subtitle:
      'Dos oficinas, un solo equipo: trabajamos en los husos horarios de EE. UU. y Latinoamérica para estar cerca de nuestros clientes.',
    mapTitle: 'Mapa de nuestra oficina en {{place}}',
    openMap: 'Abrir mapa más grande',
    openMapOf: 'de {{place}}',
  },
};
