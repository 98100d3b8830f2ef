import type { Translation } from '@terrabridge/i18n';
import type { CareersResources } from './careers.en';

export const careersEs: Translation<CareersResources> = {
  documentTitle: 'Empleos',
  hero: {
    eyebrow: 'Empleos',
    title: 'Construye el puente con nosotros',
    subtitle:
      'Somos un equipo pequeño y bilingüe que ayuda a pequeñas empresas de EE. UU. y América Latina a crecer en línea. Si te importan el oficio, la comunicación clara y los clientes a los que conoces por su nombre, nos encantaría saber de ti.',
    primaryCta: 'Ver vacantes',
    secondaryCta: 'Cómo postularte',
  },
  values: {
    title: 'Por qué trabajar con nosotros',
    items: {
      bilingual: {
        title: 'Dos idiomas, un solo equipo',
        description:
          'Trabaja en español y en inglés con colegas en Charlotte y Montevideo, en proyectos para clientes de ambos mercados.',
      },
      flexible: {
        title: 'Trabajo flexible e híbrido',
        description:
          'Un horario común para colaborar y libertad para organizar el resto de tu día según tu vida.',
      },
      growth: {
        title: 'Tiempo y presupuesto para aprender',
        description:
          'Un presupuesto anual de formación para cursos, libros y conferencias, y tiempo durante la semana para aprovecharlo.',
      },
      impact: {
        title: 'Un trabajo que se nota',
        description:
          'Las pequeñas empresas sienten cada mejora que haces. Verás los resultados en sus números y lo escucharás de ellas.',
      },
    },
  },
  offices: {
    title: 'Nuestras oficinas',
    subtitle:
      'La mayor parte del equipo trabaja desde nuestras dos oficinas; algunos puestos son totalmente remotos.',
    hiringHere: 'Buscamos aquí',
    viewMap: 'Ver en OpenStreetMap',
    address: 'Dirección',
  },
  openings: {
    title: 'Vacantes abiertas',
    subtitle: 'Tenemos tres puestos abiertos en este momento. Todos son de tiempo completo.',
    fullTime: 'Tiempo completo',
    remote: 'Remoto',
    typeLabel: 'Tipo de empleo',
    locationLabel: 'Ubicación',
    responsibilitiesTitle: 'Qué harás',
    requirementsTitle: 'Qué buscamos',
    apply: 'Postularme por correo',
    applyFor: 'al puesto de {{position}}',
    subject: 'Postulación: {{position}}',
    roles: {
      seniorAiDeveloper: {
        title: 'Desarrollador/a Senior de IA',
        summary:
          'Diseña y lanza las funciones de IA que nuestros clientes usan a diario: generación de contenido en español e inglés, asistentes que responden a sus clientes y automatizaciones que se conectan con las herramientas que las pequeñas empresas ya usan.',
        responsibilities: [
          'Desarrollar funciones de IA para nuestro portal de clientes y para proyectos de clientes, desde el diseño de instrucciones hasta el monitoreo en producción.',
          'Integrar modelos de lenguaje mediante API compatibles con OpenAI, con recuperación de información, evaluación de respuestas y control de costos.',
          'Automatizar procesos de negocio (CRM, correo, facturación, redes sociales) con API y tareas en segundo plano.',
          'Revisar código, acompañar a otros desarrolladores y ayudar a definir nuestros estándares técnicos.',
          'Explicar a los clientes las decisiones técnicas en un lenguaje sencillo.',
        ],
        requirements: [
          'Más de 5 años de experiencia profesional en desarrollo de software, con al menos 2 años llevando funciones de LLM o aprendizaje automático a producción.',
          'Dominio de TypeScript y Node.js, o de Python; experiencia con API REST, PostgreSQL y colas de tareas.',
          'Experiencia evaluando las respuestas de modelos y protegiendo la privacidad y la seguridad de los datos de clientes.',
          'Inglés profesional; el español es una gran ventaja.',
          'Al menos cuatro horas de coincidencia con el horario de nuestra oficina de Charlotte.',
        ],
      },
      digitalMarketingSpecialist: {
        title: 'Especialista en Marketing Digital',
        summary:
          'Planifica y gestiona campañas que generan clientes potenciales reales para pequeñas empresas, desde contenido para redes sociales hasta anuncios pagos y correo, y presenta los resultados de forma que los clientes los entiendan.',
        responsibilities: [
          'Planificar, lanzar y optimizar campañas en Meta, Google y LinkedIn para una cartera de clientes.',
          'Armar calendarios de contenido y redactar publicaciones para redes sociales, con ayuda de nuestras herramientas de IA.',
          'Configurar el seguimiento de conversiones y preparar informes mensuales con próximos pasos claros.',
          'Mejorar la visibilidad en buscadores y en búsquedas locales de los sitios de nuestros clientes.',
          'Reunirte con clientes de la zona de Charlotte para presentar estrategias y resultados.',
        ],
        requirements: [
          'Más de 3 años de experiencia en marketing digital; la experiencia en agencia es un plus.',
          'Experiencia práctica con Meta Ads Manager, Google Ads, Google Analytics 4 y Search Console.',
          'Excelente redacción en inglés; un español conversacional es un plus.',
          'Comodidad con los números: presupuestos, tasas de conversión y retorno de la inversión publicitaria.',
          'Vivir en la zona de Charlotte o estar dispuesto/a a mudarte, para un esquema híbrido con tres días por semana en la oficina.',
        ],
      },
      uiUxDesigner: {
        title: 'Diseñador/a UI/UX',
        summary:
          'Diseña sitios web, marcas y pantallas del portal que sean claros, accesibles y agradables de usar, en dos idiomas y en temas claro y oscuro.',
        responsibilities: [
          'Liderar la etapa de descubrimiento con clientes: entrevistas, flujos de usuario y wireframes.',
          'Diseñar sitios web y pantallas de producto adaptables en Figma, sobre nuestro sistema de diseño compartido.',
          'Asegurar que cada diseño cumpla con WCAG 2.2 AA y funcione en español y en inglés.',
          'Prototipar ideas y probarlas con usuarios reales antes de desarrollarlas.',
          'Trabajar codo a codo con el equipo de desarrollo desde la construcción hasta el lanzamiento.',
        ],
        requirements: [
          'Más de 3 años diseñando sitios web o productos digitales, con un portafolio que muestre tu proceso y no solo las pantallas finales.',
          'Dominio avanzado de Figma, incluidos componentes, variables y auto layout.',
          'Sólidos conocimientos de accesibilidad, tipografía y diseño adaptable.',
          'Español fluido e inglés profesional.',
          'Vivir en Montevideo, para un esquema híbrido en nuestra oficina.',
        ],
      },
    },
  },
  apply: {
    title: 'Cómo postularte',
    subtitle: 'Sin formularios ni cuentas: basta con un correo breve.',
    steps: [
      'Envía tu **currículum** y una **carta de presentación** a {email}.',
      'Escribe el **puesto en el asunto**, por ejemplo "Postulación: Diseñador/a UI/UX". Los botones de postulación de arriba lo completan por ti.',
      'En tu carta, cuéntanos por qué te interesa el puesto y comparte un proyecto del que estés orgulloso/a. Los enlaces a tu portafolio, GitHub o trabajos publicados son bienvenidos.',
    ],
    nextTitle: 'Qué sigue',
    next: [
      'Confirmamos que recibimos tu postulación en un plazo de dos días hábiles.',
      'Si tu perfil encaja, te invitamos a una videollamada de 30 minutos con la persona responsable de la contratación.',
      'Después, una conversación práctica sobre un problema real del puesto y una charla con el equipo con el que trabajarías.',
      'Tomamos una decisión dentro de las dos semanas posteriores a tu última entrevista y te avisamos sea cual sea el resultado.',
    ],
    openTitle: '¿No encuentras tu puesto?',
    openBody:
      'Siempre nos alegra conocer a personas con talento. Envía tu currículum a {email} con "Postulación espontánea" en el asunto y te tendremos en cuenta para futuras vacantes.',
    equalOpportunity:
      '{name} ofrece igualdad de oportunidades. Damos la bienvenida a personas de cualquier origen, identidad, edad y capacidad, y hacemos ajustes razonables durante el proceso de selección: solo dinos qué necesitas.',
    privacy:
      'Conservamos las postulaciones durante 12 meses para poder considerarte en futuras vacantes, salvo que nos pidas eliminar la tuya antes. Consulta nuestra [Política de privacidad](/privacy-policy).',
  },
};
