export interface DemoService {
  slug: string;
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  priceCents: number;
  /** A package every client pays the same for (see ServiceType.fixedPrice). */
  fixedPrice?: boolean;
  features: string[];
  featuresEs: string[];
  icon: string;
}

/** The catalogue in display order; prices are starting prices in US cents. */
export const DEMO_SERVICES: DemoService[] = [
  {
    slug: 'web-design',
    name: 'Web Design & Development',
    nameEs: 'Diseño y Desarrollo Web',
    description:
      'Fast, accessible websites that turn visitors into customers. We plan the content with you, design every page for phones first and build on a platform your team can update without calling us.',
    descriptionEs:
      'Sitios web rápidos y accesibles que convierten visitas en clientes. Planificamos el contenido contigo, diseñamos cada página pensando primero en el celular y lo construimos sobre una plataforma que tu equipo puede actualizar sin depender de nosotros.',
    priceCents: 250000,
    features: [
      'Mobile-first responsive design',
      'English and Spanish versions of every page',
      'Search engine optimization basics',
      'Content management training for your team',
      'Three months of support after launch',
    ],
    featuresEs: [
      'Diseño adaptable pensado primero para celulares',
      'Versiones en inglés y en español de cada página',
      'Optimización básica para buscadores',
      'Capacitación de tu equipo en la gestión de contenidos',
      'Tres meses de soporte después del lanzamiento',
    ],
    icon: 'laptop-code',
  },
  {
    slug: 'automation',
    name: 'Business Process Automation',
    nameEs: 'Automatización de Procesos',
    description:
      'We connect the tools you already use, from forms and spreadsheets to your CRM and accounting software, so orders, invoices and follow-ups move on their own and nothing falls through the cracks.',
    descriptionEs:
      'Conectamos las herramientas que ya usas, desde formularios y planillas hasta tu CRM y tu sistema contable, para que pedidos, facturas y seguimientos avancen solos y nada quede olvidado.',
    priceCents: 180000,
    features: [
      'Workflow audit and time-savings estimate',
      'Integrations between your existing apps',
      'Automatic invoices, reminders and reports',
      'Error alerts sent to the right person',
      'Documentation your team can follow',
    ],
    featuresEs: [
      'Auditoría de procesos y estimación del tiempo ahorrado',
      'Integraciones entre las aplicaciones que ya usas',
      'Facturas, recordatorios e informes automáticos',
      'Alertas de errores enviadas a la persona indicada',
      'Documentación clara para tu equipo',
    ],
    icon: 'cogs',
  },
  {
    slug: 'branding',
    name: 'Branding & Visual Identity',
    nameEs: 'Branding e Identidad Visual',
    description:
      'A brand that looks and sounds like you in every market. We define your positioning, design the logo, colours and typography, and hand over guidelines that keep every piece consistent.',
    descriptionEs:
      'Una marca que se vea y suene como tú en cada mercado. Definimos tu posicionamiento, diseñamos el logotipo, los colores y la tipografía, y te entregamos un manual que mantiene cada pieza coherente.',
    priceCents: 150000,
    features: [
      'Brand discovery workshop',
      'Logo, colour palette and typography',
      'Bilingual tagline and tone of voice',
      'Social media and stationery templates',
      'Brand guidelines document',
    ],
    featuresEs: [
      'Taller de descubrimiento de marca',
      'Logotipo, paleta de colores y tipografía',
      'Eslogan bilingüe y tono de comunicación',
      'Plantillas para redes sociales y papelería',
      'Manual de identidad de marca',
    ],
    icon: 'paint-brush',
  },
  {
    slug: 'social-media-marketing',
    name: 'Social Media Marketing',
    nameEs: 'Marketing en Redes Sociales',
    description:
      'Consistent, bilingual social media that builds trust and brings in leads. We plan a monthly calendar, write and design the posts, publish them and report on what actually moved the needle.',
    descriptionEs:
      'Redes sociales constantes y bilingües que generan confianza y atraen clientes potenciales. Planificamos un calendario mensual, redactamos y diseñamos las publicaciones, las publicamos y te contamos qué dio resultados de verdad.',
    priceCents: 90000,
    fixedPrice: true,
    features: [
      'Monthly content calendar',
      '12 designed posts per month in English and Spanish',
      'Community management on weekdays',
      'AI-assisted captions reviewed by a human editor',
      'Monthly performance report',
    ],
    featuresEs: [
      'Calendario de contenidos mensual',
      '12 publicaciones diseñadas al mes en inglés y en español',
      'Gestión de la comunidad de lunes a viernes',
      'Textos asistidos por IA y revisados por un editor',
      'Informe mensual de resultados',
    ],
    icon: 'bullhorn',
  },
  {
    slug: 'accounting',
    name: 'Accounting & Bookkeeping',
    nameEs: 'Contabilidad y Teneduría de Libros',
    description:
      'Clean books every month without the spreadsheet headaches. We reconcile your accounts, categorise expenses, prepare monthly statements and keep you ready for tax season in the U.S. and Uruguay.',
    descriptionEs:
      'Libros contables en orden cada mes, sin dolores de cabeza con planillas. Conciliamos tus cuentas, clasificamos los gastos, preparamos estados mensuales y te dejamos listo para la temporada de impuestos en Estados Unidos y Uruguay.',
    priceCents: 60000,
    fixedPrice: true,
    features: [
      'Monthly bank and card reconciliation',
      'Expense categorisation and receipt matching',
      'Profit and loss and balance sheet every month',
      'Cash-flow forecast for the next quarter',
      'Year-end package for your tax advisor',
    ],
    featuresEs: [
      'Conciliación mensual de bancos y tarjetas',
      'Clasificación de gastos y control de comprobantes',
      'Estado de resultados y balance cada mes',
      'Proyección de flujo de caja para el próximo trimestre',
      'Carpeta de cierre anual para tu asesor impositivo',
    ],
    icon: 'calculator',
  },
  {
    slug: 'ai-solutions',
    name: 'AI Solutions',
    nameEs: 'Soluciones de Inteligencia Artificial',
    description:
      'Practical AI that saves time from the first week: assistants that answer customers in two languages, content drafts in your brand voice, and market summaries built from your own data.',
    descriptionEs:
      'Inteligencia artificial práctica que ahorra tiempo desde la primera semana: asistentes que responden a tus clientes en dos idiomas, borradores de contenido con la voz de tu marca y resúmenes de mercado construidos con tus propios datos.',
    priceCents: 320000,
    features: [
      'Use-case workshop with a clear return estimate',
      'Bilingual customer support assistant',
      'Content generation trained on your brand voice',
      'Market and competitor analysis reports',
      'Privacy review and human-in-the-loop controls',
    ],
    featuresEs: [
      'Taller de casos de uso con una estimación clara del retorno',
      'Asistente bilingüe de atención al cliente',
      'Generación de contenido con la voz de tu marca',
      'Informes de análisis de mercado y competencia',
      'Revisión de privacidad y supervisión humana',
    ],
    icon: 'robot',
  },
];
