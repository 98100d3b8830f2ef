import type { Translation } from '@terrabridge/i18n';
import type { AdminResources } from './admin.en';

export const adminEs: Translation<AdminResources> = {
  panel: {
    documentTitle: 'Panel de administración',
    title: 'Panel de administración',
    subtitle:
      'Gestiona solicitudes de clientes, contenido del sitio, proyectos, facturación y servicios.',
    tabsLabel: 'Secciones de administración',
    tabs: {
      contacts: {
        label: 'Contactos',
        title: 'Mensajes de contacto',
        description:
          'Revisa los mensajes enviados desde el formulario de contacto y márcalos como resueltos.',
      },
      testimonials: {
        label: 'Testimonios',
        title: 'Testimonios',
        description: 'Aprueba los testimonios de clientes antes de que aparezcan en el sitio.',
      },
      projects: {
        label: 'Proyectos',
        title: 'Proyectos',
        description: 'Crea, edita, archiva y restaura proyectos de clientes.',
      },
      billing: {
        label: 'Facturación',
        title: 'Facturación',
        description: 'Crea facturas para tus clientes y revisa todas las facturas emitidas.',
      },
      services: {
        label: 'Servicios',
        title: 'Estado de los servicios',
        description: 'Comprueba el estado de los proveedores de pago y del servicio de correo.',
      },
      gmail: {
        label: 'Depuración de Gmail',
        title: 'Diagnóstico de Gmail',
        description: 'Prueba las credenciales de Gmail usadas para enviar los correos de aviso.',
      },
    },
    emptyState: 'Aún no hay nada que mostrar.',
  },
};
