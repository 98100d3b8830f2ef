import type { Language } from '../../../../platform/i18n/messages';
import { type InvoiceDocument, type InvoiceStatus, paperFor } from '../invoice-document';

/**
 * Fixed sample invoices for the renderer's tests, its reference images and the PDF benchmark
 * (bench/invoice-pdf.mjs imports this file from the build). Changing a text here changes the
 * reference images: rewrite them with UPDATE_VISUALS=1 (see render-invoice-pdf.visual.spec.ts).
 */

const AGENCY: InvoiceDocument['agency'] = {
  name: 'TerraBridge Digital',
  addressLines: ['301 S Tryon St, Suite 1800', 'Charlotte, NC 28202, United States'],
  email: 'billing@terrabridge.example',
  phone: '+1 (704) 555-0142',
  website: 'terrabridge.example',
  taxId: '88-1234567',
};

const CLIENTS: Record<Language, InvoiceDocument['client']> = {
  en: {
    name: 'Sarah Mitchell',
    email: 'sarah@harborpine.example',
    phone: '+1 (910) 555-0187',
    billTo: 'Harbor & Pine Outfitters LLC\n1450 Harbor View Dr\nWilmington, NC 28401',
  },
  es: {
    name: 'María Rodríguez',
    email: 'maria@panaderianunez.example',
    phone: '+598 94 555 012',
    billTo: 'Panadería Núñez S.R.L.\nAv. Brasil 2587\n11300 Montevideo, Uruguay',
  },
};

/** Line texts in both languages, with the accents and long lines an invoice really has. */
const LINES: Array<{ en: string; es: string; quantity: number; unitPriceCents: number }> = [
  {
    en: 'Brand identity — logo, colour palette and typography',
    es: 'Diseño de marca — Señalización, logotipo, paleta de colores y tipografía',
    quantity: 1,
    unitPriceCents: 180000,
  },
  {
    en: 'Bilingual website (English and Spanish): 8 pages, responsive design and migration of the content of the previous site',
    es: 'Sitio web bilingüe (inglés y español): 8 páginas, diseño adaptable y migración del contenido del sitio anterior',
    quantity: 1,
    unitPriceCents: 420000,
  },
  {
    en: 'Storefront signage for the Wrightsville Beach store',
    es: 'Cartelería para la tienda de Pocitos',
    quantity: 3,
    unitPriceCents: 25000,
  },
  {
    en: 'Social media content, hours',
    es: 'Contenido para redes sociales, horas',
    quantity: 12.5,
    unitPriceCents: 6000,
  },
];

const PROJECTS: Record<Language, { project: string; description: string; notes: string }> = {
  en: {
    project: 'Harbor & Pine: new brand and online store',
    description: 'Milestone 2 of 3: brand identity delivered and website launched.',
    notes:
      'Thank you for your business! Questions about this invoice? Write to billing@terrabridge.example.',
  },
  es: {
    project: 'Panadería Núñez: nueva marca y tienda en línea',
    description: 'Hito 2 de 3: identidad de marca entregada y sitio web publicado.',
    notes:
      '¡Gracias por confiar en nosotros! ¿Tienes preguntas sobre esta factura? Escríbenos a billing@terrabridge.example.',
  },
};

export interface SampleOptions {
  status?: InvoiceStatus;
  /** How many line items: the four sample lines, repeated with a running number when more. */
  lineCount?: number;
}

/** A complete invoice whose amounts add up; paid and partial ones carry their payments. */
export function sampleInvoice(
  language: Language,
  { status = 'pending', lineCount = LINES.length }: SampleOptions = {},
): InvoiceDocument {
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const sample = LINES[index % LINES.length];
    const text = sample[language];
    const round = Math.floor(index / LINES.length);
    return {
      description: round === 0 ? text : `${text} (${round + 1})`,
      quantity: sample.quantity,
      unitPriceCents: sample.unitPriceCents,
      amountCents: Math.round(sample.quantity * sample.unitPriceCents),
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const discountCents = lineCount >= 2 ? 50000 : 0;
  const taxRate = 8.25;
  const taxCents = Math.round(((subtotalCents - discountCents) * taxRate) / 100);
  const totalCents = subtotalCents - discountCents + taxCents;
  const payments: InvoiceDocument['payments'] =
    status === 'paid'
      ? [
          {
            date: '2026-11-03',
            method: 'bank_transfer',
            reference: 'TRF 20261103-4471',
            amountCents: Math.round(totalCents / 2),
          },
          {
            date: '2026-11-20',
            method: 'stripe',
            reference: 'TB-7K2M9Q4XA',
            amountCents: totalCents - Math.round(totalCents / 2),
          },
        ]
      : status === 'partial'
        ? [
            {
              date: '2026-11-03',
              method: 'paypal',
              reference: '5WX12345AB678901C',
              amountCents: Math.round(totalCents / 2),
            },
          ]
        : [];
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const { project, description, notes } = PROJECTS[language];
  return {
    language,
    paper: paperFor(language),
    number: 'INV-0042',
    status,
    issueDate: '2026-10-26',
    dueDate: '2026-11-25',
    agency: AGENCY,
    client: CLIENTS[language],
    project,
    description,
    lines,
    subtotalCents,
    discountCents,
    taxRate,
    taxCents,
    totalCents,
    paidCents,
    balanceCents: status === 'void' ? 0 : totalCents - paidCents,
    payments,
    bankTransfer: {
      bankName: 'First Carolina Bank',
      accountName: 'TerraBridge Digital LLC',
      accountNumber: '0042 7781 2290',
      routingNumber: '053101121',
      swift: 'FCBKUS33',
    },
    payOnlineUrl: 'https://terrabridge.example/dashboard?tab=billing',
    notes,
  };
}
