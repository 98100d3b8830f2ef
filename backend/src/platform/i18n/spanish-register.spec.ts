import { globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { passwordResetMail, verificationMail } from '../../modules/auth/auth-mails';
import type { User } from '../../modules/auth/entities/user.entity';
import { contactAutoReplyMail } from '../../modules/contact/contact-mails';
import type { SocialMediaContent } from '../../modules/content/entities/social-media-content.entity';
import {
  approvalRequestMail,
  decisionMail,
  reminderMail,
} from '../../modules/content/social-post-mails';
import { NOT_FOUND_TEXT, PAGE_CATALOGUE } from '../../modules/site/seo/page-catalogue';
import { invoiceMail, receiptKey, reminderKey } from '../../modules/billing/invoice-mails';
import { INVOICE_LABELS } from '../../modules/billing/pdf/invoice-labels';
import { sampleInvoice } from '../../modules/billing/pdf/testing/sample-invoices';
import type { OrderItem } from '../../modules/billing/entities/order-item.entity';
import type { Order } from '../../modules/billing/entities/order.entity';
import type { PaymentRecord } from '../../modules/payments/entities/payment-record.entity';
import type { Payment } from '../../modules/payments/entities/payment.entity';
import { orderReceiptMail, transferSentMail } from '../../modules/payments/order-receipt-mail';
import { DEMO_BLOG_POSTS } from '../database/seeders/demo-content/blog-posts';
import { DEMO_INVOICES, DEMO_SOCIAL_POSTS } from '../database/seeders/demo-content/client-account';
import {
  DEMO_MILESTONES,
  DEMO_PROJECT_UPDATES,
  DEMO_PROJECTS,
} from '../database/seeders/demo-content/projects';
import { DEMO_SERVICES } from '../database/seeders/demo-content/services';
import { DEMO_TESTIMONIALS } from '../database/seeders/demo-content/testimonials';
import { MESSAGES } from './messages';

/**
 * Spanish speaks to the reader with "tú", everywhere. These are the "usted" forms that crept in
 * before: the pronoun, formal calls to action, "le"/"lo" for the reader and "su" for the reader's
 * things. A third-person "su" (a client's own team) is written another way to keep the rule
 * simple to check.
 */
const USTED_FORMS: RegExp[] = [
  /\busted(es)?\b/i,
  /\b(contáctenos|escríbanos|llámenos|visítenos|síganos|consúltenos|cuéntenos)\b/i,
  /\b(lo|la|los|las|le|les) (invitamos|esperamos)\b/i,
  /\bno dude\b/i,
  /\ble (enviaremos|enviamos|ayudamos|ayudaremos|ofrecemos|recomendamos|informamos|entregamos|contactaremos|responderemos)\b/i,
  / su (equipo|negocio|empresa|cuenta|contraseña|correo|sitio|marca|proyecto|mensaje)\b/i,
  / sus (datos|proyectos|cuentas|clientes potenciales)\b/i,
  /(^|[.:!?¿¡]\s+|\n\s*(-|\d+\.|#+)\s+)(Haga|Ingrese|Introduzca|Verifique|Revise|Intente|Inicie|Solicite|Agende|Reserve|Escriba|Complete|Seleccione|Elija|Descubra|Conozca|Empiece|Comience|Vuelva|Confirme|Restablezca|Cree|Utilice|Use|Abra|Anote|Mida|Pruebe|Proteja|Busque|Mantenga|Diseñe|Evite|Lea|Concilie|Separe|Envíe|Guarde|Active|Cuente|Repita|Lleve|Sume|Registre)\b/,
];

/** Every string below a key that holds Spanish: `es`, or a name ending in `Es`. */
function spanishTexts(value: unknown, spanish = false): string[] {
  if (typeof value === 'string') return spanish ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => spanishTexts(item, spanish));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      spanishTexts(item, spanish || key === 'es' || key.endsWith('Es')),
    );
  }
  return [];
}

const root = join(__dirname, '../../../..');
const frontendResources = globSync('frontends/**/*.es.ts', { cwd: root }).filter(
  (file) => !file.includes('node_modules'),
);

const reader = {
  firstName: 'Ana',
  username: 'ana.perez',
  email: 'ana@example.com',
  language: 'es',
};
const link = (path: string) => `https://terrabridge.example${path}`;
const autoReply = contactAutoReplyMail(
  {
    id: 1,
    name: 'Ana',
    email: 'ana@example.com',
    message: 'Hola',
    language: 'es',
    service: { name: 'Web Design', nameEs: 'Diseño Web' },
    serviceType: null,
  },
  'hola@terrabridge.example',
);

const post = {
  id: 7,
  platform: 'instagram',
  content: 'Trail season is here',
  contentEs: '¡Llegó la temporada de senderos!',
  metadata: { hashtags: ['#hiking'] },
  reviewComment: 'Menciona la tienda de Montevideo',
} as SocialMediaContent;
const spanishReader = { email: 'ana@example.com', name: 'Ana', language: 'es' as const };
const socialMails = [
  reminderMail(post, spanishReader, link('/dashboard')),
  approvalRequestMail(post, spanishReader, link('/dashboard'), false),
  approvalRequestMail(post, spanishReader, link('/dashboard'), true),
  decisionMail(post, spanishReader, 'approved', spanishReader),
  decisionMail(post, spanishReader, 'changes_requested', spanishReader),
];

const spanishInvoice = sampleInvoice('es', { status: 'partial' });
const invoiceMails = ['issued', reminderKey(-3), reminderKey(0), reminderKey(7), receiptKey(1)].map(
  (key) =>
    invoiceMail(key, spanishInvoice, spanishReader, [
      { id: 1, amountCents: 100, paymentDate: new Date('2026-11-20T12:00:00Z') } as PaymentRecord,
    ])!,
);

const orderReceipt = orderReceiptMail(
  { subtotalCents: 250_000, taxCents: 20_000, totalCents: 270_000 } as Order,
  [{ name: 'Web Design', service: { nameEs: 'Diseño Web' } } as OrderItem],
  { reference: 'TB-7K2M9Q4XA', transactionId: 'ch_1' } as Payment,
  spanishReader,
  link('/dashboard'),
);

const byTransfer = [
  orderReceiptMail(
    { subtotalCents: 250_000, taxCents: 20_000, totalCents: 270_000 } as Order,
    [{ name: 'Web Design', service: { nameEs: 'Diseño Web' } } as OrderItem],
    { reference: 'TB-7K2M9Q4XA', paidOn: '2026-11-30', payerReference: 'BROU 1' },
    spanishReader,
    link('/dashboard'),
  ),
  transferSentMail(
    { id: 7, reference: 'TB-7K2M9Q4XA', totalCents: 270_000 } as Order,
    [{ name: 'Web Design', service: { nameEs: 'Diseño Web' } } as OrderItem],
    { ...spanishReader, email: 'cliente@example.com' },
    spanishReader,
    link('/admin?section=billing&order=7'),
  ),
];

const SOURCES: Record<string, string[]> = {
  'API messages': spanishTexts(MESSAGES),
  mails: [
    verificationMail(reader as User, 'token', link),
    passwordResetMail(reader as User, 'token', link),
    autoReply,
    ...socialMails,
    ...invoiceMails,
    orderReceipt,
    ...byTransfer,
  ].flatMap((mail) => [mail.subject, mail.text]),
  'invoice PDF labels': spanishTexts({ INVOICE_LABELS }),
  'page titles and descriptions': spanishTexts({ PAGE_CATALOGUE, NOT_FOUND_TEXT }),
  'demo content': spanishTexts({
    DEMO_SERVICES,
    DEMO_PROJECTS,
    DEMO_MILESTONES,
    DEMO_PROJECT_UPDATES,
    DEMO_BLOG_POSTS,
    DEMO_TESTIMONIALS,
    DEMO_SOCIAL_POSTS,
    DEMO_INVOICES,
  }),
  ...Object.fromEntries(
    frontendResources.map((file) => [
      relative(root, join(root, file)),
      [readFileSync(join(root, file), 'utf8')],
    ]),
  ),
};

describe('Spanish register', () => {
  it('finds the Spanish texts of the API, the mails, the demo content and every interface', () => {
    expect(frontendResources.length).toBeGreaterThanOrEqual(10);
    for (const [source, texts] of Object.entries(SOURCES)) {
      expect({ source, texts: texts.length > 0 }).toEqual({ source, texts: true });
    }
  });

  it.each(Object.keys(SOURCES))('%s address the reader with "tú", never "usted"', (source) => {
    const found = SOURCES[source].flatMap((text) =>
      USTED_FORMS.flatMap((form) => {
        const match = form.exec(text);
        return match ? [text.slice(Math.max(0, match.index - 40), match.index + 60)] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
