import type { Translation } from '@terrabridge/i18n';
import type { HomeSectionsResources } from './home-sections.en';

export const homeSectionsEs: Translation<HomeSectionsResources> = {
  loading: 'Cargando esta parte de la página…',
  services: {
    eyebrow: 'Lo que hacemos',
    title: 'Servicios que impulsan tu negocio',
    description:
      'Sitios web, automatización, branding, redes sociales, contabilidad e IA, planificados en conjunto para que cada pieza funcione con las demás.',
    contactPrompt: '¿No sabes qué servicio necesitas?',
    contactLink: 'Contáctanos',
    contactSuffix: 'y te recomendaremos el mejor punto de partida.',
  },
  about: {
    eyebrow: 'Sobre nosotros',
    title: 'Un equipo, dos ciudades, un puente entre mercados',
    intro:
      'TerraBridge Digital nació en Charlotte y Montevideo para dar a las pequeñas empresas las herramientas digitales que las grandes dan por sentadas, en el idioma que hablan sus clientes.',
    missionTitle: 'Nuestra misión',
    mission:
      'Hacer accesibles los sitios web modernos, la automatización y la inteligencia artificial para las pequeñas empresas, con precios honestos, lenguaje claro y resultados medibles.',
    visionTitle: 'Nuestra visión',
    vision:
      'Un mundo en el que cualquier negocio, de cualquier lado de las Américas, pueda llegar a nuevos clientes más allá de idiomas y fronteras sin perder lo que lo hace local.',
    photosLabel: 'Así trabajamos en TerraBridge',
    photos: {
      one: 'Nuestro equipo planificando el sitio web de un cliente frente a una pantalla compartida',
      two: 'Una diseñadora bocetando una pantalla móvil en un cuaderno',
      three: 'Colegas de Charlotte y Montevideo en una videollamada',
      four: 'La dueña de un pequeño negocio revisando su nueva tienda en línea con nuestro equipo',
    },
  },
  process: {
    eyebrow: 'Cómo trabajamos',
    title: 'Un proceso claro desde la primera llamada hasta el lanzamiento',
    description:
      'Cuatro pasos, una sola persona de contacto y ninguna sorpresa. Siempre sabes qué sigue y cuándo.',
    stepLabel: 'Paso {{number}}',
    steps: {
      discover: {
        title: 'Descubrir',
        description:
          'Primero escuchamos: tus objetivos, tus clientes y lo que te frena. Luego revisamos tus herramientas actuales y acordamos cómo se ve el éxito.',
      },
      design: {
        title: 'Diseñar',
        description:
          'Convertimos el plan en mapas del sitio, bocetos y un diseño visual que puedes recorrer y comentar antes de escribir una sola línea de código.',
      },
      develop: {
        title: 'Desarrollar',
        description:
          'Construimos en ciclos cortos y compartimos avances cada semana, probando en teléfonos reales y en ambos idiomas.',
      },
      deliver: {
        title: 'Entregar',
        description:
          'Lanzamos, capacitamos a tu equipo y seguimos midiendo. El soporte y las mejoras continúan todo el tiempo que lo necesites.',
      },
    },
    ctaTitle: '¿Listo para comenzar tu proyecto?',
    ctaDescription:
      'Agenda una consulta gratuita de 30 minutos. Te escuchamos, respondemos tus preguntas y te sugerimos un primer paso, sin compromiso.',
    ctaButton: 'Agenda una consulta gratuita',
    ctaLink: 'O envíanos un mensaje',
  },
  ai: {
    eyebrow: 'Soluciones de IA',
    title: 'Inteligencia artificial al servicio de las pequeñas empresas',
    description:
      'Herramientas de IA prácticas, configuradas para tu marca y tus clientes, en español y en inglés. Sin tecnicismos: horas ahorradas y mejores respuestas.',
    learnMore: 'Más información',
    learnMoreAbout: 'Más información sobre {{solution}}',
    getStarted: 'Comenzar',
    getStartedWith: 'Comenzar con {{solution}}',
    solutions: {
      contentGeneration: {
        title: 'Generación de contenido',
        description:
          'Artículos, descripciones de productos y textos para redes sociales redactados con tu voz, listos para que los revises y publiques.',
      },
      multilingual: {
        title: 'Contenido multilingüe',
        description:
          'Versiones naturales en español y en inglés de tus páginas y campañas, adaptadas a cada público en lugar de traducidas palabra por palabra.',
      },
      brandingAssistant: {
        title: 'Asistente de marca',
        description:
          'Ideas de nombres, eslóganes y guías de tono que mantienen cada mensaje coherente con tu marca.',
      },
      customerSupport: {
        title: 'Atención al cliente',
        description:
          'Un asistente en tu sitio web que responde las preguntas frecuentes de día y de noche, y deriva los casos complejos a tu equipo.',
      },
      marketAnalysis: {
        title: 'Análisis de mercado',
        description:
          'Informes sobre competidores, reseñas y tendencias que señalan tu próxima oportunidad, en lenguaje sencillo.',
      },
    },
    ctaTitle: 'Prueba hoy nuestras herramientas de IA',
    ctaDescription:
      'Crea una cuenta gratuita para generar publicaciones e ideas de contenido desde tu panel de cliente.',
    ctaButton: 'Crea tu cuenta gratuita',
  },
  stats: {
    title: 'TerraBridge Digital en números',
    labels: {
      clients: 'Clientes satisfechos',
      projects: 'Proyectos entregados',
      awards: 'Premios',
      countries: 'Países atendidos',
    },
  },
  testimonials: {
    eyebrow: 'Testimonios',
    title: 'Lo que dicen nuestros clientes',
    loading: 'Cargando testimonios…',
    error:
      'No pudimos cargar las opiniones de nuestros clientes en este momento. Inténtalo más tarde.',
    empty: 'Todavía no hay testimonios disponibles.',
    previous: 'Testimonio anterior',
    next: 'Testimonio siguiente',
    choose: 'Elige un testimonio',
    goTo: 'Mostrar el testimonio {{number}} de {{total}}',
    slide: 'Testimonio {{number}} de {{total}}',
    rating: 'Calificación: {{rating}} de 5',
    portraitAlt: 'Retrato de {{name}}',
  },
  faq: {
    eyebrow: 'Resolvemos tus dudas',
    title: 'Preguntas frecuentes',
    description: 'Respuestas directas a lo que más nos preguntan los dueños de negocios.',
    items: {
      timeline: {
        question: '¿Cuánto tarda un proyecto de sitio web?',
        answer:
          'La mayoría de los sitios tarda entre dos y seis semanas: unas dos semanas para un sitio sencillo y de cuatro a seis para uno más grande o complejo. Acordamos los plazos en tu consulta gratuita.',
      },
      cost: {
        question: '¿Cuánto cuesta un proyecto?',
        answer:
          'Cada servicio tiene un precio inicial claro en nuestra página de servicios. Después de una consulta gratuita de 30 minutos te enviamos un presupuesto cerrado, sin costos ocultos.',
      },
      languages: {
        question: '¿Trabajan en español y en inglés?',
        answer:
          'Sí. Nuestro equipo trabaja desde Charlotte, Carolina del Norte, y Montevideo, Uruguay, y cada proyecto puede entregarse en español, en inglés o en ambos idiomas.',
      },
      support: {
        question: '¿Qué pasa después del lanzamiento?',
        answer:
          'Capacitamos a tu equipo, seguimos disponibles para tus consultas y ofrecemos planes de soporte y mantenimiento continuos. Los proyectos de sitios web incluyen tres meses de soporte después del lanzamiento.',
      },
      ai: {
        question: '¿La IA realmente le sirve a una pequeña empresa?',
        answer:
          'Bien usada, sí. Empezamos por las tareas que le quitan horas a tu equipo cada semana, como responder preguntas frecuentes o redactar publicaciones, y solo automatizamos lo que ahorra tiempo de verdad.',
      },
      ownership: {
        question: '¿El sitio web y el contenido serán míos?',
        answer:
          'Siempre. Tu dominio, tu contenido y tus cuentas quedan registrados a tu nombre, y al final del proyecto te entregamos todos los accesos.',
      },
    },
  },
};
