import type { CommonResources } from './common.en';
import type { Translation } from './types';

export const commonEs: Translation<CommonResources> = {
  brand: {
    name: 'TerraBridge Digital',
    homeLink: 'TerraBridge Digital, inicio',
  },
  skipToContent: 'Saltar al contenido principal',
  loading: 'Cargando…',
  noScript: {
    title: 'Esta página necesita JavaScript',
    description: 'Activa JavaScript en tu navegador para usarla. Las demás páginas se leen sin él.',
  },
  nav: {
    label: 'Principal',
    home: 'Inicio',
    services: 'Servicios',
    projects: 'Proyectos',
    about: 'Nosotros',
    contact: 'Contacto',
    blog: 'Blog',
    stock: 'Stock',
    opensInNewTab: '(se abre en una pestaña nueva)',
    login: 'Iniciar sesión',
    dashboard: 'Panel',
    logout: 'Cerrar sesión',
    menu: 'Menú',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    account: 'Cuenta',
    signedInAs: 'Sesión iniciada como {{name}}',
  },
  toggles: {
    language: 'Idioma',
    english: 'English',
    spanish: 'Español',
    darkMode: 'Modo oscuro',
  },
  session: {
    loggedOutTitle: 'Sesión cerrada',
    loggedOutDescription: 'Has cerrado sesión correctamente.',
    logoutFailedTitle: 'No se pudo cerrar sesión',
    loginSuccessTitle: 'Inicio de sesión exitoso',
    loginSuccessDescription: '¡Bienvenido de nuevo!',
    loginFailedTitle: 'Error al iniciar sesión',
    registerSuccessTitle: 'Registro exitoso',
    registerSuccessDescription: '¡Tu cuenta ha sido creada!',
    registerFailedTitle: 'Error en el registro',
  },
  errors: {
    network: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    unexpected: 'Ocurrió un error inesperado. Por favor inténtalo más tarde.',
  },
  form: {
    optional: 'opcional',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
  },
  footer: {
    description:
      'Una agencia digital bilingüe que crea sitios web, automatización y marketing con inteligencia artificial para pequeñas empresas de EE. UU. y América Latina.',
    offices: 'Charlotte, NC · Montevideo, Uruguay',
    servicesTitle: 'Servicios',
    companyTitle: 'Empresa',
    legalTitle: 'Legal',
    contactTitle: 'Contacto',
    socialTitle: 'Síguenos',
    services: {
      webDesign: 'Diseño web',
      automation: 'Automatización de negocios',
      branding: 'Branding',
      socialMedia: 'Marketing en redes sociales',
      accounting: 'Contabilidad',
      ai: 'Soluciones de IA',
    },
    company: {
      about: 'Nosotros',
      blog: 'Blog',
      careers: 'Empleos',
      contact: 'Contacto',
    },
    legal: {
      privacy: 'Política de privacidad',
      terms: 'Términos del servicio',
      cookies: 'Política de cookies',
    },
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      whatsapp: 'WhatsApp',
      linkedin: 'LinkedIn',
    },
    emailLabel: 'Correo',
    phoneLabel: 'Teléfono (WhatsApp)',
    rights: '© {{year}} TerraBridge Digital. Todos los derechos reservados.',
  },
  notFound: {
    title: '404 Página no encontrada',
    description: 'La página que buscas no existe o fue movida.',
    home: 'Volver al inicio',
  },
  remoteError: {
    title: 'No se pudo cargar esta sección',
    description:
      'Ocurrió un problema al cargar esta parte del sitio. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    sessionEndedTitle: 'Tu sesión ha terminado',
    incompatibleTitle: 'Esta sección no coincide con esta versión del sitio',
    incompatibleDescription:
      'Se publicó para otra versión del sitio, así que no se muestra. Recarga la página; si el mensaje sigue, hay que publicar de nuevo la sección o volver a su versión anterior.',
  },
  toast: {
    region: 'Notificaciones (F8)',
    close: 'Cerrar notificación',
  },
};
