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
    fields: {
      identifier: 'Usuario o correo electrónico',
      username: 'Nombre de usuario',
      usernameHint: 'Al menos 7 caracteres: letras, números, puntos, guiones o guiones bajos.',
      email: 'Correo electrónico',
      firstName: 'Nombre',
      lastName: 'Apellido',
      phone: 'Teléfono',
      password: 'Contraseña',
      newPassword: 'Nueva contraseña',
      confirmPassword: 'Confirma la nueva contraseña',
    },
    forgotLink: '¿Olvidaste tu contraseña?',
    submit: {
      login: 'Iniciar sesión',
      loginBusy: 'Iniciando sesión…',
      register: 'Crear cuenta',
      registerBusy: 'Creando la cuenta…',
    },
    availability: {
      checking: 'Comprobando disponibilidad…',
      usernameAvailable: 'Este nombre de usuario está disponible',
      emailAvailable: 'Ninguna cuenta usa este correo todavía',
    },
    strength: {
      label: 'Seguridad de la contraseña: {{level}}',
      levels: {
        weak: 'débil',
        fair: 'aceptable',
        good: 'buena',
        strong: 'fuerte',
      },
      rulesLabel: 'Requisitos de la contraseña',
      met: 'cumplido',
      notMet: 'pendiente',
      rules: {
        length: 'Al menos 10 caracteres',
        upper: 'Una letra mayúscula',
        lower: 'Una letra minúscula',
        digit: 'Un número',
        special: 'Un carácter especial (como # ! ?)',
      },
      common: 'Las contraseñas comunes se rechazan, aunque lleven símbolos.',
    },
  },
  validation: {
    usernameRequired: 'El nombre de usuario es obligatorio',
    usernameMin: 'El nombre de usuario debe tener al menos 7 caracteres',
    usernameMax: 'El nombre de usuario debe tener como máximo 50 caracteres',
    usernameFormat:
      'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
    usernameTaken: 'Este nombre de usuario ya está en uso',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Por favor ingresa una dirección de correo electrónico válida',
    emailMax: 'El correo electrónico debe tener como máximo 255 caracteres',
    emailTaken: 'Este correo electrónico ya está registrado',
    passwordRequired: 'La contraseña es obligatoria',
    passwordMin: 'La contraseña debe tener al menos 10 caracteres',
    passwordMax: 'La contraseña debe tener como máximo 128 caracteres',
    passwordClasses:
      'La contraseña debe incluir letras mayúsculas y minúsculas, números y caracteres especiales',
    passwordCommon: 'Esta contraseña es demasiado común. Por favor elige una menos predecible',
    confirmRequired: 'Escribe de nuevo la nueva contraseña',
    passwordMismatch: 'Las contraseñas no coinciden',
    firstNameRequired: 'El nombre es obligatorio',
    firstNameMax: 'El nombre debe tener como máximo 100 caracteres',
    lastNameRequired: 'El apellido es obligatorio',
    lastNameMax: 'El apellido debe tener como máximo 100 caracteres',
    phoneMax: 'El teléfono debe tener como máximo 20 caracteres',
  },
  forgot: {
    documentTitle: 'Restablece tu contraseña',
    title: '¿Olvidaste tu contraseña?',
    intro:
      'Ingresa el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva.',
    submit: 'Enviar enlace',
    submitBusy: 'Enviando…',
    sentTitle: 'Revisa tu correo',
    sent: 'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña',
    sentHint: 'El enlace es válido por una hora. Si no llega, revisa la carpeta de spam.',
    failed: 'No se pudo enviar el enlace',
    backToSignIn: 'Volver a iniciar sesión',
  },
  reset: {
    documentTitle: 'Elige una nueva contraseña',
    title: 'Elige una nueva contraseña',
    intro:
      'La nueva contraseña se aplica de inmediato y cierra tu sesión en todos los dispositivos.',
    submit: 'Cambiar contraseña',
    submitBusy: 'Guardando…',
    doneTitle: 'Contraseña cambiada',
    done: 'Tu contraseña ha sido cambiada. Inicia sesión con la nueva',
    signIn: 'Iniciar sesión',
    invalidTitle: 'Este enlace no se puede usar',
    invalid: 'Este enlace no es válido o ha caducado. Por favor solicita uno nuevo',
    requestNew: 'Solicitar un nuevo enlace',
    failed: 'No se pudo cambiar la contraseña',
    checking: 'Comprobando tu enlace…',
  },
  verify: {
    documentTitle: 'Verifica tu correo',
    checking: 'Verificando tu correo electrónico…',
    doneTitle: 'Correo verificado',
    done: 'Tu correo electrónico está verificado',
    invalidTitle: 'Este enlace no se puede usar',
    invalid: 'Este enlace no es válido o ha caducado. Por favor solicita uno nuevo',
    failedTitle: 'No se pudo verificar tu correo',
    home: 'Ir a la página de inicio',
    dashboard: 'Ir a tu panel',
  },
  dashboard: {
    documentTitle: 'Panel',
    greeting: 'Hola, {{name}}',
    subtitle: 'Tus proyectos, contenido y facturación con TerraBridge Digital.',
    tabsLabel: 'Secciones del panel',
    tabs: {
      overview: 'Resumen',
      projects: 'Proyectos',
      'social-media': 'Redes sociales',
      billing: 'Facturación',
      analytics: 'Analítica',
      settings: 'Configuración',
      admin: 'Panel de administración',
    },
    overview: {
      title: 'Resumen',
      accountTitle: 'Tu cuenta',
      name: 'Nombre',
      username: 'Nombre de usuario',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      language: 'Idioma',
      role: 'Tipo de cuenta',
      memberSince: 'Miembro desde',
      emailStatus: 'Estado del correo',
      verified: 'Verificado',
      notVerified: 'Sin verificar',
      notVerifiedHint:
        'Abre el enlace del correo que te enviamos al registrarte para confirmar esta dirección.',
      notProvided: 'No indicado',
      languages: {
        en: 'Inglés',
        es: 'Español',
      },
      roles: {
        user: 'Cliente',
        admin: 'Administrador',
      },
    },
    projects: {
      title: 'Proyectos',
      description: 'Sigue el estado y el avance de cada proyecto que construimos para ti.',
    },
    'social-media': {
      title: 'Redes sociales',
      description: 'Genera, guarda y gestiona publicaciones con ayuda de IA para tus redes.',
    },
    billing: {
      title: 'Facturación',
      description: 'Revisa tus facturas, paga las pendientes y consulta tu historial de pagos.',
    },
    analytics: {
      title: 'Analítica',
      comingSoon: 'El panel de analítica estará disponible pronto',
    },
    settings: {
      title: 'Configuración',
      comingSoon: 'La página de configuración estará disponible pronto',
    },
    admin: {
      title: 'Panel de administración',
      description:
        'Gestiona solicitudes de clientes, contenido del sitio, proyectos, facturación y servicios.',
      open: 'Abrir el panel de administración',
    },
  },
};
