import type { Language } from '../../../platform/i18n/messages';

/** The words of the page a contact form posted without JavaScript answers with when refused. */
export const CONTACT_FORM_PAGE_TEXT: Record<
  Language,
  {
    title: string;
    checkFields: string;
    name: string;
    email: string;
    service: string;
    servicePlaceholder: string;
    otherService: string;
    message: string;
    honeypot: string;
    submit: string;
    back: string;
  }
> = {
  en: {
    title: 'Message not sent',
    checkFields: 'Please correct the highlighted fields and try again.',
    name: 'Name',
    email: 'Email',
    service: 'Service (optional)',
    servicePlaceholder: 'Select a service',
    otherService: 'Other',
    message: 'Message',
    honeypot: 'Website (leave this field empty)',
    submit: 'Send message',
    back: 'Back to the contact page',
  },
  es: {
    title: 'No se envió el mensaje',
    checkFields: 'Corrige los campos marcados e inténtalo de nuevo.',
    name: 'Nombre',
    email: 'Correo electrónico',
    service: 'Servicio (opcional)',
    servicePlaceholder: 'Selecciona un servicio',
    otherService: 'Otro',
    message: 'Mensaje',
    honeypot: 'Sitio web (deja este campo vacío)',
    submit: 'Enviar mensaje',
    back: 'Volver a la página de contacto',
  },
};
