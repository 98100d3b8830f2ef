import type { Translation } from '@terrabridge/i18n';
import type { PortalResources } from './portal.en';

export const portalEs: Translation<PortalResources> = {
  auth: {
    documentTitle: 'Inicia sesión o crea una cuenta',
    tabsLabel: 'Acceso a la cuenta',
    tabs: {
      login: 'Iniciar sesión',
      register: 'Registrarse',
    },
    login: {
      title: 'Bienvenido de nuevo',
      intro:
        'Inicia sesión para seguir tus proyectos, revisar tus facturas y crear contenido para tu marca.',
      switchPrompt: '¿Eres nuevo en TerraBridge Digital?',
      switchAction: 'Crea una cuenta',
    },
    register: {
      title: 'Crea tu cuenta',
      intro:
        'Únete a TerraBridge Digital para gestionar tus proyectos, pagos y contenido generado con IA en un solo lugar.',
      switchPrompt: '¿Ya tienes una cuenta?',
      switchAction: 'Inicia sesión',
    },
    comingSoon: 'Estamos preparando el inicio de sesión en línea.',
    needHelp: '¿Necesitas ayuda ahora?',
    contactUs: 'Contacta a nuestro equipo',
    panel: {
      title: 'Haz crecer tu negocio con TerraBridge Digital',
      subtitle: 'Una sola cuenta para todo lo que construimos juntos.',
      benefitsLabel: 'Beneficios de tener una cuenta',
      benefits: {
        webDesign: {
          title: 'Diseño web profesional',
          description: 'Sitios modernos y rápidos, pensados para convertir visitantes en clientes.',
        },
        aiMarketing: {
          title: 'Marketing con IA',
          description:
            'Contenido para redes e ideas de campañas para tu audiencia, en inglés y en español.',
        },
        dashboard: {
          title: 'Panel de cliente',
          description: 'Sigue el avance de tus proyectos, facturas y pagos desde un solo lugar.',
        },
      },
    },
  },
};
