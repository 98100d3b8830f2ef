import type { SocialMediaMetadata } from '../../../../modules/content/entities/social-media-content.entity';

export interface DemoSocialPost {
  platform: string;
  content: string;
  contentEs: string;
  aiGenerated: boolean;
  metadata: SocialMediaMetadata;
  daysAgo: number;
  /** Drafted by the demo admin and waiting for the client's approval. */
  draftedByAdmin?: true;
  /** Scheduled this many days after the demo is loaded, at 14:00 UTC (negative: before). */
  scheduledInDays?: number;
  /** Marked posted on the network at its scheduled time, with the live post's address. */
  postedUrl?: string;
}

/**
 * The demo client's content library, newest last: one already posted (with its live link), two
 * drafts of their own, one the team drafted that waits for their approval, and one scheduled for
 * a day to come.
 */
export const DEMO_SOCIAL_POSTS: DemoSocialPost[] = [
  {
    platform: 'instagram',
    content:
      'Fall colours are early on the Blue Ridge this year. Share your best trail photo with #MitchellTrails and the top three win a day pack.',
    contentEs:
      'Este año los colores del otoño llegaron antes a Blue Ridge. Comparte tu mejor foto del sendero con #MitchellTrails y las tres mejores ganan una mochila de día.',
    aiGenerated: true,
    metadata: { hashtags: ['#MitchellTrails', '#BlueRidge', '#fallhiking'] },
    daysAgo: 30,
    scheduledInDays: -26,
    postedUrl: 'https://www.instagram.com/p/MitchellTrailsFall/',
  },
  {
    platform: 'instagram',
    content:
      'Trail season is here! Our new ultralight tents pack down smaller than a water bottle and set up in three minutes. Come try one at the Charlotte store this weekend.',
    contentEs:
      '¡Llegó la temporada de senderos! Nuestras nuevas carpas ultralivianas ocupan menos que una botella de agua y se arman en tres minutos. Ven a probarlas este fin de semana en la tienda de Charlotte.',
    aiGenerated: true,
    metadata: { hashtags: ['#hiking', '#outdoors', '#charlotte', '#ultralight'] },
    daysAgo: 21,
  },
  {
    platform: 'linkedin',
    content:
      'We are proud to share that Mitchell Outdoor Supply now ships to Uruguay and Argentina. Thank you to our partners in Montevideo for making our first international season possible.',
    contentEs:
      'Con orgullo anunciamos que Mitchell Outdoor Supply ya hace envíos a Uruguay y Argentina. Gracias a nuestros socios en Montevideo por hacer posible nuestra primera temporada internacional.',
    aiGenerated: false,
    metadata: { hashtags: ['#smallbusiness', '#ecommerce', '#latam'] },
    daysAgo: 12,
    draftedByAdmin: true,
  },
  {
    platform: 'facebook',
    content:
      'Free workshop this Saturday: how to choose hiking boots that will not hurt on mile ten. Bring your old pair and our staff will check the fit. Spots are limited, reserve yours online.',
    contentEs:
      'Taller gratuito este sábado: cómo elegir botas de senderismo que no lastimen en el kilómetro quince. Trae tu par viejo y nuestro equipo revisará el calce. Los lugares son limitados: reserva el tuyo en línea.',
    aiGenerated: true,
    metadata: { hashtags: ['#hikingboots', '#workshop', '#charlotteevents'] },
    daysAgo: 4,
    scheduledInDays: 3,
  },
  {
    platform: 'twitter',
    content:
      'Rain jacket or windbreaker for the Blue Ridge this month? Our trail guide answers in ten seconds, in English or Spanish, from any product page.',
    contentEs:
      '¿Campera de lluvia o rompevientos para Blue Ridge este mes? Nuestra guía de senderos te responde en diez segundos, en inglés o en español, desde cualquier página de producto.',
    aiGenerated: true,
    metadata: { hashtags: ['#BlueRidge', '#hiking', '#AI'] },
    daysAgo: 1,
  },
];

export interface DemoInvoicePayment {
  /** Whole cents; the rest of the invoice stays open. */
  amountCents: number;
  method: 'stripe' | 'paypal' | 'bank_transfer';
  reference: string;
  transactionId: string | null;
  /** A fixed time, or days before the seeding. */
  paidAt: string | { daysAgo: number };
  bankReference?: string;
}

export interface DemoInvoice {
  /** Given in this order from the invoice counter: INV-0001, INV-0002… */
  number: string;
  /** Index into DEMO_PROJECTS of the project billed, if any. */
  projectIndex: number | null;
  description: string;
  items: Array<{
    description: string;
    descriptionEs: string;
    quantity: number;
    unitPriceCents: number;
  }>;
  taxRate: number;
  discountCents: number;
  notes: string | null;
  /** Fixed dates, or days from the seeding (negative: in the past). */
  issueDate: string | { inDays: number };
  dueDate: string | { inDays: number };
  payments: DemoInvoicePayment[];
}

/**
 * The demo client's invoices, one of each kind the Billing tab shows: paid (with its card
 * payment), partly paid by bank transfer, pending, and overdue.
 */
export const DEMO_INVOICES: DemoInvoice[] = [
  {
    number: 'INV-0001',
    projectIndex: 4,
    description: 'Bilingual e-commerce platform: final milestone',
    items: [
      {
        description: 'E-commerce platform design and development (final 50%)',
        descriptionEs: 'Diseño y desarrollo de la plataforma de comercio electrónico (50% final)',
        quantity: 1,
        unitPriceCents: 420000,
      },
      {
        description: 'Catalogue translation review, 1,200 products',
        descriptionEs: 'Revisión de la traducción del catálogo, 1.200 productos',
        quantity: 1,
        unitPriceCents: 60000,
      },
    ],
    taxRate: 0,
    discountCents: 0,
    notes: 'Thank you for your business!',
    issueDate: '2025-06-16',
    dueDate: '2025-07-16',
    payments: [
      {
        amountCents: 480000,
        method: 'stripe',
        reference: 'TB-7K2M9Q4XA',
        transactionId: 'pi_demo_3PmitchellEcom0042',
        paidAt: '2025-06-20T14:32:00Z',
      },
    ],
  },
  {
    number: 'INV-0002',
    projectIndex: null,
    description: 'Brand refresh for the spring season',
    items: [
      {
        description: 'Logo refinement and colour palette',
        descriptionEs: 'Ajuste del logotipo y paleta de colores',
        quantity: 1,
        unitPriceCents: 95000,
      },
      {
        description: 'Social media templates (set of 12)',
        descriptionEs: 'Plantillas para redes sociales (juego de 12)',
        quantity: 12,
        unitPriceCents: 4500,
      },
      {
        description: 'Design review sessions, hours',
        descriptionEs: 'Sesiones de revisión de diseño, horas',
        quantity: 2.5,
        unitPriceCents: 8500,
      },
    ],
    taxRate: 8,
    discountCents: 10000,
    notes: 'Half paid in advance by bank transfer; the rest is due on delivery.',
    issueDate: { inDays: -25 },
    dueDate: { inDays: 5 },
    payments: [
      {
        amountCents: 80000,
        method: 'bank_transfer',
        reference: 'TB-Q3W8N5R2L',
        transactionId: null,
        paidAt: { daysAgo: 20 },
        bankReference: 'Wire 2026-4471',
      },
    ],
  },
  {
    number: 'INV-0003',
    projectIndex: 3,
    description: 'Trail Guide AI assistant: development milestone 2 of 3',
    items: [
      {
        description: 'Conversation design in English and Spanish',
        descriptionEs: 'Diseño de conversaciones en inglés y en español',
        quantity: 1,
        unitPriceCents: 110000,
      },
      {
        description: 'Catalogue and order-system integration (50% advance)',
        descriptionEs: 'Integración con el catálogo y el sistema de pedidos (anticipo del 50%)',
        quantity: 1,
        unitPriceCents: 75000,
      },
    ],
    taxRate: 0,
    discountCents: 0,
    notes: 'Payable by card or PayPal from your dashboard.',
    issueDate: { inDays: -9 },
    dueDate: { inDays: 21 },
    payments: [],
  },
  {
    number: 'INV-0004',
    projectIndex: null,
    description: 'Social media management, October',
    items: [
      {
        description: 'Monthly social media management (3 networks)',
        descriptionEs: 'Gestión mensual de redes sociales (3 redes)',
        quantity: 1,
        unitPriceCents: 60000,
      },
      {
        description: 'Promoted post budget management',
        descriptionEs: 'Gestión del presupuesto de publicaciones promocionadas',
        quantity: 1,
        unitPriceCents: 5000,
      },
    ],
    taxRate: 0,
    discountCents: 0,
    notes: null,
    issueDate: { inDays: -40 },
    dueDate: { inDays: -10 },
    payments: [],
  },
];

/**
 * The demo client's open order of a service to pay by bank transfer (the Billing tab's service
 * orders; the admins' orders to confirm): placed a few days before the demo is loaded, the
 * transfer not sent yet. The amount is the service's price plus the checkout's tax, as ordering
 * it would compute.
 */
export const DEMO_BANK_TRANSFER_ORDER = {
  serviceSlug: 'social-media-marketing',
  reference: 'TB-5MX8R2K7Q',
  daysAgo: 3,
} as const;

/** A recommendation set the demo client saved to their library to generate from later. */
export const DEMO_SAVED_RECOMMENDATION = {
  audience: 'Weekend hikers and families around Charlotte, 25-45, who shop online and in store',
  industry: 'Outdoor retail',
  topics: [
    'Trail of the month, with the gear it calls for',
    'Staff picks for the first cold weekend',
    'Behind the scenes of a boot fitting',
  ],
  contentTypes: ['Short videos', 'Photo carousels', 'Customer stories'],
  platforms: ['instagram', 'facebook', 'twitter'],
  daysAgo: 6,
} as const;

export interface DemoContactSubmission {
  name: string;
  email: string;
  message: string;
  /** Slug of the service asked about, or null with serviceType 'other'. */
  serviceSlug: string | null;
  serviceType: string | null;
  language: 'en' | 'es';
  resolved: boolean;
  daysAgo: number;
}

export const DEMO_CONTACT_SUBMISSIONS: DemoContactSubmission[] = [
  {
    name: 'Andrea Gómez',
    email: 'andrea.gomez@example.com',
    message:
      'Hola, tengo una panadería en Pocitos y quiero vender por internet. ¿Podrían pasarme un presupuesto para una tienda en línea sencilla?',
    serviceSlug: 'web-design',
    serviceType: null,
    language: 'es',
    resolved: false,
    daysAgo: 2,
  },
  {
    name: 'Kevin Walsh',
    email: 'kevin@walshplumbing.example',
    message:
      'We are a plumbing company with six vans. Could automation help us schedule jobs and send invoices from the field?',
    serviceSlug: 'automation',
    serviceType: null,
    language: 'en',
    resolved: false,
    daysAgo: 5,
  },
  {
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    message:
      'I am organising a nonprofit fundraiser in Charlotte and would love help with a one-page event site and a few social posts.',
    serviceSlug: null,
    serviceType: 'other',
    language: 'en',
    resolved: true,
    daysAgo: 26,
  },
];
