export interface DemoTestimonial {
  name: string;
  position: string;
  company: string;
  content: string;
  contentEs: string;
  rating: number;
  image: string | null;
  approved: boolean;
}

/** Approved quotes feed the home page carousel; the last two wait for an admin's review. */
export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    name: 'Sarah Mitchell',
    position: 'Owner',
    company: 'Mitchell Outdoor Supply',
    content:
      'TerraBridge took us from a brochure site to a store that sells while we sleep. Online sales are up more than seventy percent, and for the first time our Spanish-speaking customers feel the site was made for them.',
    contentEs:
      'TerraBridge nos llevó de un sitio informativo a una tienda que vende mientras dormimos. Las ventas en línea crecieron más de un setenta por ciento y, por primera vez, nuestros clientes hispanohablantes sienten que el sitio fue pensado para ellos.',
    rating: 5,
    image: '/images/testimonials/sarah-mitchell.jpg',
    approved: true,
  },
  {
    name: 'Dr. James Holloway',
    position: 'Practice Director',
    company: 'Blue Ridge Dental Studio',
    content:
      'Half of our new patients now book online, and the automatic reminders have almost eliminated no-shows. The team explained every decision in plain language and delivered on the date they promised.',
    contentEs:
      'La mitad de nuestros pacientes nuevos ya reserva en línea y los recordatorios automáticos casi eliminaron las ausencias. El equipo explicó cada decisión en un lenguaje sencillo y entregó en la fecha prometida.',
    rating: 4.5,
    image: '/images/testimonials/james-holloway.jpg',
    approved: true,
  },
  {
    name: 'Lucía Fernández',
    position: 'Co-founder',
    company: 'Café Rambla',
    content:
      'Our social media finally has a consistent voice in both languages. Tourists find us on Instagram and locals keep coming back for the weekly specials. The monthly report shows exactly what works.',
    contentEs:
      'Nuestras redes por fin tienen una voz coherente en los dos idiomas. Los turistas nos encuentran en Instagram y los vecinos vuelven por las promociones de cada semana. El informe mensual muestra exactamente qué funciona.',
    rating: 5,
    image: null,
    approved: true,
  },
  {
    name: 'Marcus Reed',
    position: 'Operations Manager',
    company: 'Queen City Freight',
    content:
      'The dispatch automation saves our office about fifteen hours a week. We had a few hiccups with the first integration, but they were fixed quickly and the alerts now catch problems before drivers do.',
    contentEs:
      'La automatización de despachos le ahorra a nuestra oficina unas quince horas por semana. Tuvimos algunos tropiezos con la primera integración, pero se resolvieron rápido y ahora las alertas detectan los problemas antes que los choferes.',
    rating: 4,
    image: '/images/testimonials/marcus-reed.jpg',
    approved: true,
  },
  {
    name: 'Valeria Costa',
    position: 'Managing Partner',
    company: 'Costa & Pereira Abogados',
    content:
      'Clear monthly books for our offices in Montevideo and Miami, and a cash-flow forecast we actually use when planning hires. Responsive, precise and always on time.',
    contentEs:
      'Libros mensuales claros para nuestras oficinas de Montevideo y Miami, y una proyección de flujo de caja que de verdad usamos para planificar contrataciones. Receptivos, precisos y siempre puntuales.',
    rating: 5,
    image: null,
    approved: false,
  },
  {
    name: 'Ethan Brooks',
    position: 'Founder',
    company: 'Brooks Craft Coffee',
    content:
      'The new logo and packaging made our bags stand out on grocery shelves. I would have liked one more round of concepts, but the final result was worth it.',
    contentEs:
      'El nuevo logotipo y los empaques hicieron que nuestras bolsas se destaquen en las góndolas. Me hubiera gustado una ronda más de propuestas, pero el resultado final valió la pena.',
    rating: 4.5,
    image: '/images/testimonials/ethan-brooks.jpg',
    approved: false,
  },
];
