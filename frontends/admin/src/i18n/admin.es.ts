import type { Translation } from '@terrabridge/i18n';
import type { AdminResources } from './admin.en';

export const adminEs: Translation<AdminResources> = {
  release: {
    published: 'Versión del panel {{release}}',
    unpublished: 'Compilación del panel {{version}}, sin publicar como versión',
  },
  panel: {
    documentTitle: 'Panel de administración',
    title: 'Panel de administración',
    subtitle:
      'Gestiona solicitudes de clientes, contenido del sitio, proyectos, facturación y servicios.',
    tabsLabel: 'Secciones de administración',
    menu: 'Sección',
    groups: {
      work: 'Clientes y trabajo',
      site: 'Sitio web',
      operations: 'Operación',
    },
    tabs: {
      home: {
        label: 'Inicio',
        title: 'Hoy',
        description: 'Lo que necesita el equipo hoy; cada tarjeta abre su sección.',
      },
      contacts: {
        label: 'Contactos',
        title: 'Mensajes de contacto',
        description:
          'Mensajes enviados desde el formulario de contacto: responde y márcalos como resueltos.',
      },
      testimonials: {
        label: 'Testimonios',
        title: 'Testimonios',
        description:
          'Revisa los testimonios de clientes antes de que aparezcan en el sitio y edita sus textos.',
      },
      projects: {
        label: 'Proyectos',
        title: 'Proyectos',
        description:
          'Crea, edita, archiva y restaura proyectos de clientes, con hitos, novedades y mensajes.',
      },
      billing: {
        label: 'Facturación',
        title: 'Facturación',
        description: 'Facturas, pagos manuales, reembolsos y el registro de eventos de pago.',
      },
      clients: {
        label: 'Clientes',
        title: 'Clientes',
        description:
          'Cuentas de clientes con los proyectos, facturas, pagos, publicaciones y sesiones de cada uno.',
      },
      content: {
        label: 'Contenido',
        title: 'Contenido',
        description: 'Artículos del blog y servicios que se muestran en el sitio público.',
      },
      social: {
        label: 'Redes',
        title: 'Redes sociales',
        description:
          'Borradores preparados para clientes y en qué punto está la aprobación de cada uno.',
      },
      services: {
        label: 'Servicios',
        title: 'Estado de los servicios',
        description:
          'Si los proveedores de pago y el servicio de correo están configurados, y en qué entorno.',
      },
      mail: {
        label: 'Correo',
        title: 'Diagnóstico del correo',
        description:
          'Envía un mensaje de prueba, comprueba las credenciales de Gmail y sigue la bandeja de salida.',
      },
      queues: {
        label: 'Colas',
        title: 'Colas',
        description:
          'Trabajos en segundo plano: cuántos esperan, se ejecutan, terminaron y fallaron en cada cola.',
      },
      tokens: {
        label: 'Tokens de API',
        title: 'Tokens de acceso personal',
        description:
          'Tus tokens para scripts e integraciones que usan la API en tu nombre, limitados a sus permisos.',
      },
      webhooks: {
        label: 'Webhooks',
        title: 'Webhooks',
        description:
          'Avisos firmados de lo que pasa (contactos, facturas, pagos, novedades, aprobaciones), enviados a tus integraciones.',
      },
      audit: {
        label: 'Auditoría',
        title: 'Registro de auditoría',
        description:
          'Cada acción de administración y evento de seguridad: quién, cuándo, desde dónde y qué cambió.',
      },
    },
    emptyState: 'Aún no hay nada que mostrar.',
  },
  list: {
    loading: 'Cargando…',
    loadingMore: 'Cargando…',
    loadMore: 'Cargar más',
    error: 'No se pudo cargar la lista',
    retry: 'Reintentar',
    actions: 'Acciones',
    sortBy: 'Ordenar por esta columna',
  },
  toast: {
    errorTitle: 'Error',
    savedTitle: 'Guardado',
  },
};
