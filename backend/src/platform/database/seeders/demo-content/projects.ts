import type { MilestoneStatus } from '../../../../modules/projects/entities/project-milestone.entity';
import type {
  ProjectResult,
  ProjectStatus,
} from '../../../../modules/projects/entities/project.entity';

export interface DemoProject {
  title: string;
  titleEs: string;
  /** First line is the card summary; paragraphs follow after a blank line. */
  description: string;
  descriptionEs: string;
  /** Whether the demo client owns it; the others are portfolio work for other clients. */
  ownedByDemoClient: boolean;
  status: ProjectStatus;
  featured: boolean;
  startDate: string | null;
  endDate: string | null;
  image: string;
  gallery: string[];
  category: string;
  categoryEs: string;
  features: string[];
  featuresEs: string[];
  results: ProjectResult[];
  adminNotes: string | null;
}

const lines = (...paragraphs: string[]) => paragraphs.join('\n\n');

/**
 * The portfolio in insertion order. Position matters: the fifth entry is project 5, whose content
 * the product decisions fix (dates, category, results 87/92/73/64). Every title starts with the
 * client's company: the demo client's own projects are three of them, each other client has one.
 */
export const DEMO_PROJECTS: DemoProject[] = [
  {
    title: 'Blue Ridge Dental Studio: Patient Booking Website',
    titleEs: 'Blue Ridge Dental Studio: sitio web con reservas de pacientes',
    description: lines(
      'A calm, mobile-first website for an Asheville dental practice with online booking built in.',
      'Blue Ridge Dental Studio was losing new patients to practices that let people book online. Their old site was hard to use on a phone and every appointment request turned into a round of phone tag.',
      'We rebuilt the site around the three questions patients actually ask (which treatments, how much, when can I come in), connected it to the practice calendar and added reminders by e-mail and text message.',
    ),
    descriptionEs: lines(
      'Un sitio web sereno y pensado para celulares para una clínica dental de Asheville, con reservas en línea integradas.',
      'Blue Ridge Dental Studio perdía pacientes nuevos frente a clínicas que permitían reservar por internet. El sitio anterior de la clínica era difícil de usar en el celular y cada pedido de turno terminaba en una ronda de llamadas perdidas.',
      'Reconstruimos el sitio en torno a las tres preguntas que de verdad hacen los pacientes (qué tratamientos, cuánto cuestan, cuándo pueden ir), lo conectamos con la agenda de la clínica y agregamos recordatorios por correo y mensaje de texto.',
    ),
    ownedByDemoClient: false,
    status: 'completed',
    featured: true,
    startDate: '2025-01-13',
    endDate: '2025-02-21',
    image: '/images/projects/blue-ridge-dental.jpg',
    gallery: [
      '/images/projects/blue-ridge-dental.jpg',
      '/images/projects/blue-ridge-dental-booking.jpg',
      '/images/projects/blue-ridge-dental-mobile.jpg',
    ],
    category: 'Web Design',
    categoryEs: 'Diseño Web',
    features: [
      'Online booking synced with the practice calendar',
      'Automatic e-mail and text reminders',
      'Treatment pages with transparent pricing',
      'Accessible design that meets WCAG 2.2 AA',
    ],
    featuresEs: [
      'Reservas en línea sincronizadas con la agenda de la clínica',
      'Recordatorios automáticos por correo y mensaje de texto',
      'Páginas de tratamientos con precios transparentes',
      'Diseño accesible que cumple WCAG 2.2 AA',
    ],
    results: [
      { label: 'Appointments booked online', labelEs: 'Turnos reservados en línea', percent: 58 },
      { label: 'Fewer missed appointments', labelEs: 'Menos turnos perdidos', percent: 41 },
      {
        label: 'Mobile visitors who convert',
        labelEs: 'Visitas móviles que convierten',
        percent: 34,
      },
    ],
    adminNotes:
      'Referral from the Asheville chamber of commerce. Annual maintenance renews in January.',
  },
  {
    title: 'Queen City Freight: Dispatch and Invoicing Automation',
    titleEs: 'Queen City Freight: automatización de despachos y facturación',
    description: lines(
      'Connected dispatch, the drivers’ phones and the accounting system so a Charlotte freight company stopped retyping every job.',
      'Every delivery at Queen City Freight used to be typed three times: into the dispatch board, into a spreadsheet for the drivers and, once delivered, into the accounting software. On busy days that meant late invoices and drivers calling the office for addresses.',
      'We mapped the whole path from booking to invoice, removed the copy-and-paste steps and set up alerts for late pickups and failed payments, so the office only steps in when something needs a human decision.',
    ),
    descriptionEs: lines(
      'Conectamos el despacho, los celulares de los choferes y el sistema contable para que una empresa de transporte de Charlotte dejara de volver a tipear cada viaje.',
      'Cada entrega de Queen City Freight se tipeaba tres veces: en el tablero de despacho, en una planilla para los choferes y, una vez entregada, en el sistema contable. Los días de mucho trabajo eso significaba facturas atrasadas y choferes llamando a la oficina para pedir direcciones.',
      'Relevamos todo el camino desde la reserva hasta la factura, eliminamos los pasos de copiar y pegar y configuramos alertas de retiros atrasados y pagos fallidos, para que la oficina intervenga solo cuando hace falta una decisión humana.',
    ),
    ownedByDemoClient: false,
    status: 'completed',
    featured: true,
    startDate: '2025-02-24',
    endDate: '2025-04-04',
    image: '/images/projects/queen-city-freight-dispatch.jpg',
    gallery: [
      '/images/projects/queen-city-freight-dispatch.jpg',
      '/images/projects/queen-city-freight-dashboard.jpg',
    ],
    category: 'Automation',
    categoryEs: 'Automatización',
    features: [
      'Jobs sent from dispatch to the drivers’ phones in real time',
      'Invoices created automatically on proof of delivery',
      'Late-pickup and failed-payment alerts',
      'Weekly summary of jobs and revenue by e-mail',
    ],
    featuresEs: [
      'Viajes enviados del despacho a los celulares de los choferes en tiempo real',
      'Facturas generadas automáticamente con el comprobante de entrega',
      'Alertas de retiros atrasados y de pagos fallidos',
      'Resumen semanal de viajes e ingresos por correo',
    ],
    results: [
      {
        label: 'Less time on dispatch admin',
        labelEs: 'Menos tiempo en tareas de despacho',
        percent: 76,
      },
      { label: 'Fewer billing errors', labelEs: 'Menos errores de facturación', percent: 63 },
      { label: 'Invoices sent the same day', labelEs: 'Facturas enviadas en el día', percent: 88 },
    ],
    adminNotes: 'Referred by Blue Ridge Dental Studio. The support plan renews in April.',
  },
  {
    title: 'Brooks Craft Coffee: Brand Identity and Packaging',
    titleEs: 'Brooks Craft Coffee: identidad de marca y empaques',
    description: lines(
      'A new logo, palette and bag design for a Charlotte coffee roaster moving from farmers’ markets to grocery shelves.',
      'Brooks Craft Coffee had a loyal following at local markets, but its hand-drawn logo did not read at shelf distance and every bag looked different.',
      'The new identity keeps the mountain from the original sketch, adds a warm palette drawn from the roast levels and comes with packaging templates for each origin, in English and Spanish. The final guidelines are with the client for review.',
    ),
    descriptionEs: lines(
      'Un logotipo, una paleta y un diseño de bolsas nuevos para un tostador de café de Charlotte que pasa de las ferias a las góndolas.',
      'Brooks Craft Coffee tenía una clientela fiel en las ferias locales, pero su logotipo dibujado a mano no se leía a la distancia de una góndola y cada bolsa se veía distinta.',
      'La nueva identidad conserva la montaña del boceto original, suma una paleta cálida inspirada en los niveles de tostado e incluye plantillas de empaque para cada origen, en inglés y en español. El manual final está en revisión por parte del cliente.',
    ),
    ownedByDemoClient: false,
    status: 'review',
    featured: false,
    startDate: '2026-09-08',
    endDate: '2026-11-27',
    image: '/images/projects/brooks-coffee-brand.jpg',
    gallery: [
      '/images/projects/brooks-coffee-brand.jpg',
      '/images/projects/brooks-coffee-palette.jpg',
      '/images/projects/brooks-coffee-packaging.jpg',
    ],
    category: 'Branding',
    categoryEs: 'Branding',
    features: [
      'Redrawn logo that works from a favicon to a five-pound bag',
      'Palette and typography for print and screen',
      'Packaging templates for each origin and roast',
      'Bilingual labels and tone-of-voice guide',
    ],
    featuresEs: [
      'Logotipo redibujado que funciona desde el favicon hasta una bolsa de dos kilos',
      'Paleta y tipografía para impresión y pantalla',
      'Plantillas de empaque para cada origen y tostado',
      'Etiquetas bilingües y guía de tono',
    ],
    results: [],
    adminNotes: 'Client asked for one more round on the secondary palette before sign-off.',
  },
  {
    title: 'Mitchell Outdoor Supply: Trail Guide AI Shopping Assistant',
    titleEs: 'Mitchell Outdoor Supply: Trail Guide, asistente de compras con IA',
    description: lines(
      'An AI assistant that answers gear questions in English and Spanish and hands complex cases to the store team.',
      'Customers of Mitchell Outdoor Supply ask the same questions every day: which tent for two people, which boots for wet trails, when will my order arrive. Trail Guide answers them from the product catalogue and the order system, in the customer’s language.',
      'Answers are grounded in the store’s own data, every conversation can be reviewed, and anything the assistant is unsure about goes to a person with the full context attached.',
    ),
    descriptionEs: lines(
      'Un asistente con IA que responde consultas sobre equipos en inglés y en español y deriva los casos complejos al equipo de la tienda.',
      'Los clientes de Mitchell Outdoor Supply hacen las mismas preguntas todos los días: qué carpa para dos personas, qué botas para senderos húmedos, cuándo llega mi pedido. Trail Guide las responde a partir del catálogo y del sistema de pedidos, en el idioma del cliente.',
      'Las respuestas se basan en los datos de la propia tienda, cada conversación puede revisarse y todo lo que el asistente no tiene claro pasa a una persona con el contexto completo.',
    ),
    ownedByDemoClient: true,
    status: 'in_progress',
    featured: true,
    // Moved at seeding to keep it under way: see TRACKED_PROJECT_SCHEDULE.
    startDate: '2026-10-05',
    endDate: '2026-12-18',
    image: '/images/projects/trail-guide-ai.jpg',
    gallery: ['/images/projects/trail-guide-ai.jpg', '/images/projects/trail-guide-ai-chat.jpg'],
    category: 'AI Solutions',
    categoryEs: 'Soluciones de IA',
    features: [
      'Answers grounded in the live product catalogue',
      'Order status lookups without logging in',
      'Automatic language detection (English and Spanish)',
      'Hand-off to a human with the conversation attached',
    ],
    featuresEs: [
      'Respuestas basadas en el catálogo de productos actualizado',
      'Consulta del estado de pedidos sin iniciar sesión',
      'Detección automática del idioma (inglés y español)',
      'Derivación a una persona con la conversación adjunta',
    ],
    results: [],
    adminNotes: 'Catalogue feed arrives nightly; confirm the stock field mapping before launch.',
  },
  {
    title: 'Mitchell Outdoor Supply: Bilingual E-commerce Platform',
    titleEs: 'Mitchell Outdoor Supply: plataforma de comercio electrónico bilingüe',
    description: lines(
      'A fast bilingual online store that took Mitchell Outdoor Supply from a brochure site to a real sales channel.',
      'The previous site listed products but could not sell them, and it had no Spanish version even though a growing share of visitors came from Latin America. Checkout happened over the phone.',
      'We designed and built a complete e-commerce platform in six weeks: a catalogue of more than 1,200 products in English and Spanish, card and wallet payments, shipping rates calculated at checkout, and an admin area where the team manages stock, orders and promotions.',
      'Performance was a priority from the first sketch. Images are served in modern formats, pages load in under a second on a mid-range phone, and every template passed an accessibility review before launch.',
    ),
    descriptionEs: lines(
      'Una tienda en línea bilingüe y rápida que convirtió el sitio informativo de Mitchell Outdoor Supply en un verdadero canal de ventas.',
      'El sitio anterior mostraba productos pero no permitía comprarlos, y no tenía versión en español aunque una parte creciente de las visitas llegaba desde América Latina. Las compras se cerraban por teléfono.',
      'Diseñamos y construimos una plataforma de comercio electrónico completa en seis semanas: un catálogo de más de 1.200 productos en inglés y en español, pagos con tarjeta y billetera digital, costos de envío calculados al finalizar la compra y un panel donde el equipo gestiona stock, pedidos y promociones.',
      'El rendimiento fue una prioridad desde el primer boceto. Las imágenes se sirven en formatos modernos, las páginas cargan en menos de un segundo en un celular de gama media y cada plantilla pasó una revisión de accesibilidad antes del lanzamiento.',
    ),
    ownedByDemoClient: true,
    status: 'completed',
    featured: true,
    startDate: '2025-05-05',
    endDate: '2025-06-14',
    image: '/images/projects/mitchell-ecommerce-home.jpg',
    gallery: [
      '/images/projects/mitchell-ecommerce-home.jpg',
      '/images/projects/mitchell-ecommerce-catalog.jpg',
      '/images/projects/mitchell-ecommerce-product.jpg',
      '/images/projects/mitchell-ecommerce-checkout.jpg',
      '/images/projects/mitchell-ecommerce-mobile.jpg',
    ],
    category: 'Web Platform Development',
    categoryEs: 'Desarrollo de Plataforma Web',
    features: [
      'Complete catalogue in English and Spanish with automatic language detection',
      'Card and digital wallet payments with secure checkout',
      'Real-time shipping rates for the U.S. and Latin America',
      'Admin dashboard for stock, orders and promotions',
      'Sub-second page loads on mobile devices',
      'Accessibility reviewed against WCAG 2.2 AA',
    ],
    featuresEs: [
      'Catálogo completo en inglés y en español con detección automática del idioma',
      'Pagos con tarjeta y billetera digital con un proceso de compra seguro',
      'Costos de envío en tiempo real para Estados Unidos y América Latina',
      'Panel de administración para stock, pedidos y promociones',
      'Páginas que cargan en menos de un segundo en dispositivos móviles',
      'Accesibilidad revisada según WCAG 2.2 AA',
    ],
    results: [
      { label: 'Faster page load time', labelEs: 'Tiempo de carga más rápido', percent: 87 },
      { label: 'Customer satisfaction', labelEs: 'Satisfacción de los clientes', percent: 92 },
      { label: 'Increase in online sales', labelEs: 'Aumento de las ventas en línea', percent: 73 },
      {
        label: 'Growth in Spanish-speaking visitors',
        labelEs: 'Crecimiento de visitantes hispanohablantes',
        percent: 64,
      },
    ],
    adminNotes: 'Flagship case study. Client approved the public results on 2025-07-02.',
  },
  {
    title: 'Mitchell Outdoor Supply: Spring Launch Social Campaign',
    titleEs: 'Mitchell Outdoor Supply: campaña en redes del lanzamiento de primavera',
    description: lines(
      'A six-week social campaign to launch the spring hiking collection in Charlotte and Montevideo at the same time.',
      'The spring collection arrives in the U.S. and Uruguay in opposite seasons, so one message will not fit both markets. We are planning two coordinated tracks that share visuals but speak to each audience in its own language and season.',
      'The plan covers Instagram, Facebook and LinkedIn, a small paid budget for the launch week and a weekly report so the client can see which posts bring visitors to the store.',
    ),
    descriptionEs: lines(
      'Una campaña de seis semanas en redes sociales para lanzar la colección de senderismo de primavera en Charlotte y Montevideo al mismo tiempo.',
      'La colección llega a Estados Unidos y a Uruguay en estaciones opuestas, así que un único mensaje no sirve para los dos mercados. Estamos planificando dos líneas coordinadas que comparten lo visual pero le hablan a cada público en su idioma y en su estación.',
      'El plan abarca Instagram, Facebook y LinkedIn, un presupuesto pago acotado para la semana de lanzamiento y un informe semanal para que el cliente vea qué publicaciones atraen visitas a la tienda.',
    ),
    ownedByDemoClient: true,
    status: 'planning',
    featured: false,
    startDate: '2027-02-01',
    endDate: '2027-03-15',
    image: '/images/projects/spring-launch-social.jpg',
    gallery: ['/images/projects/spring-launch-social.jpg'],
    category: 'Social Media Marketing',
    categoryEs: 'Marketing en Redes Sociales',
    features: [
      'Two coordinated content tracks (U.S. and Uruguay)',
      '36 designed posts and 6 short videos',
      'Launch-week paid campaign',
      'Weekly performance report',
    ],
    featuresEs: [
      'Dos líneas de contenido coordinadas (Estados Unidos y Uruguay)',
      '36 publicaciones diseñadas y 6 videos cortos',
      'Campaña paga en la semana de lanzamiento',
      'Informe semanal de resultados',
    ],
    results: [],
    adminNotes: null,
  },
  {
    title: 'Costa & Pereira Abogados: Quarterly Reporting Setup',
    titleEs: 'Costa & Pereira Abogados: puesta en marcha de informes trimestrales',
    description: lines(
      'A quarterly reporting pack for a law firm with offices in Montevideo and Miami, on top of the monthly bookkeeping we already keep.',
      'The partners see monthly books for each office but no single view of the firm. The engagement starts by aligning the two charts of accounts and then adds a short quarterly report with cash flow, billable hours and a forecast for planning hires.',
    ),
    descriptionEs: lines(
      'Un informe trimestral para un estudio jurídico con oficinas en Montevideo y Miami, sumado a la contabilidad mensual que ya llevamos.',
      'Los socios ven los libros mensuales de cada oficina, pero no una visión única del estudio. El trabajo empieza por alinear los dos planes de cuentas y luego suma un informe trimestral breve con flujo de caja, horas facturables y una proyección para planificar contrataciones.',
    ),
    ownedByDemoClient: false,
    status: 'pending',
    featured: false,
    startDate: null,
    endDate: null,
    image: '/images/projects/costa-pereira-reporting.jpg',
    gallery: [],
    category: 'Accounting',
    categoryEs: 'Contabilidad',
    features: [],
    featuresEs: [],
    results: [],
    adminNotes: 'Waiting for read-only access to both bank accounts.',
  },
  {
    title: 'Carolina Craft Fair: Event Website (2024 Edition)',
    titleEs: 'Carolina Craft Fair: sitio web del evento (edición 2024)',
    description: lines(
      'The 2024 event site for a regional craft fair, with vendor applications and a printable map.',
      'The fair has since moved to a new organiser and this site is kept for reference only. It is a good example of a small, fast event site: one page per audience (visitors, vendors, sponsors), an application form that fed straight into a review board, and a map that worked offline on the day.',
    ),
    descriptionEs: lines(
      'El sitio de la edición 2024 de una feria regional de artesanías, con postulación de expositores y un mapa imprimible.',
      'La feria pasó a manos de otro organizador y este sitio se conserva solo como referencia. Es un buen ejemplo de un sitio de evento pequeño y rápido: una página por público (visitantes, expositores, patrocinadores), un formulario de postulación conectado directamente a un tablero de revisión y un mapa que funcionaba sin conexión el día del evento.',
    ),
    ownedByDemoClient: false,
    status: 'archived',
    featured: false,
    startDate: '2024-03-04',
    endDate: '2024-04-12',
    image: '/images/projects/carolina-craft-fair.jpg',
    gallery: ['/images/projects/carolina-craft-fair.jpg'],
    category: 'Web Design',
    categoryEs: 'Diseño Web',
    features: [
      'Vendor application form with review board',
      'Printable and offline event map',
      'Sponsor pages with logo placement tiers',
    ],
    featuresEs: [
      'Formulario de postulación de expositores con tablero de revisión',
      'Mapa del evento imprimible y disponible sin conexión',
      'Páginas de patrocinadores con niveles de exposición',
    ],
    results: [],
    adminNotes: 'Archived after the organiser change; domain transferred in January 2025.',
  },
];

/**
 * Where the in-progress AI assistant project (the fourth project) stands, in days from the day the
 * demo is seeded (negative: before), so that it is always under way whenever the demo is installed.
 */
export const TRACKED_PROJECT_SCHEDULE = { startDay: -51, endDay: 23 };

export interface DemoMilestone {
  title: string;
  titleEs: string;
  description: string;
  descriptionEs: string;
  /** Days from the seeding day. */
  dueDay: number;
  status: MilestoneStatus;
  /** For a completed milestone: the day it was done (after dueDay: it was late). */
  completedDay?: number;
}

/** Its plan: two steps done (one of them late), one overdue, one ahead. */
export const DEMO_MILESTONES: DemoMilestone[] = [
  {
    title: 'Discovery and use-case selection',
    titleEs: 'Descubrimiento y selección de casos de uso',
    description: 'Reviewed six months of customer questions and chose the first three use cases.',
    descriptionEs:
      'Revisamos seis meses de consultas de clientes y elegimos los tres primeros casos de uso.',
    dueDay: -40,
    status: 'completed',
    completedDay: -41,
  },
  {
    title: 'Conversation design in English and Spanish',
    titleEs: 'Diseño de conversaciones en inglés y en español',
    description: 'Tone, hand-off rules and sample dialogues approved by the store team.',
    descriptionEs: 'Tono, reglas de derivación y diálogos de ejemplo aprobados por el equipo.',
    dueDay: -19,
    status: 'completed',
    completedDay: -17,
  },
  {
    title: 'Catalogue and order-system integration',
    titleEs: 'Integración con el catálogo y el sistema de pedidos',
    description: 'Connect the assistant to the nightly catalogue feed and the order lookup.',
    descriptionEs: 'Conectar el asistente al catálogo diario y a la consulta de pedidos.',
    dueDay: -3,
    status: 'in_progress',
  },
  {
    title: 'Pilot and launch',
    titleEs: 'Piloto y lanzamiento',
    description: 'Two-week pilot with store staff, then launch on the website.',
    descriptionEs:
      'Piloto de dos semanas con el personal de la tienda y luego lanzamiento en el sitio.',
    dueDay: 23,
    status: 'pending',
  },
];

export interface DemoProjectUpdate {
  daysAgo: number;
  content: string;
  contentEs: string;
  /** The file the team attached, if any. */
  attachment?: 'sampleConversations' | 'chatPreview';
}

/** The team's public updates on the project, oldest first. */
export const DEMO_PROJECT_UPDATES: DemoProjectUpdate[] = [
  {
    daysAgo: 38,
    content:
      'Discovery is complete. The first release will cover product recommendations, order status and store hours and returns.',
    contentEs:
      'Terminamos la etapa de descubrimiento. La primera versión cubrirá recomendaciones de productos, estado de pedidos, y horarios y devoluciones.',
  },
  {
    daysAgo: 17,
    content:
      'Sample conversations are approved: the signed-off dialogues are attached. We are now connecting the catalogue feed.',
    contentEs:
      'Los diálogos de ejemplo están aprobados: te adjuntamos la versión final. Ahora estamos conectando el catálogo.',
    attachment: 'sampleConversations',
  },
  {
    daysAgo: 2,
    content:
      'Here is a first look at Trail Guide in your store’s colours. The catalogue integration is running a few days late because the stock field of the nightly feed needs a new mapping; the launch date does not change.',
    contentEs:
      'Aquí tienes un primer vistazo a Trail Guide con los colores de tu tienda. La integración con el catálogo viene con unos días de atraso porque el campo de stock del catálogo diario necesita un nuevo mapeo; la fecha de lanzamiento no cambia.',
    attachment: 'chatPreview',
  },
];

/** The conversation between the client and the team on the project, oldest first. */
export const DEMO_PROJECT_CONVERSATION: {
  from: 'client' | 'team';
  daysAgo: number;
  content: string;
}[] = [
  {
    from: 'client',
    daysAgo: 16,
    content:
      'Great progress! Could the assistant also suggest a size guide when someone asks about boots?',
  },
  {
    from: 'team',
    daysAgo: 15,
    content:
      'Good idea, Sarah. We will add a size-guide answer for boots and trail shoes that links to the fit guide on your website.',
  },
  {
    from: 'client',
    daysAgo: 2,
    content:
      'The preview looks great. Does the catalogue delay change the pilot with our store staff?',
  },
  {
    from: 'team',
    daysAgo: 1,
    content:
      'No, the pilot starts as planned. You will get the private test link as soon as the stock mapping is done.',
  },
];
