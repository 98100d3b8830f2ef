import type { Language } from '../../../platform/i18n/messages';

export interface PageText {
  title: string;
  description: string;
}

export interface CataloguePage {
  path: string;
  /** Whether search engines should index it (and the sitemap list it). */
  indexed: boolean;
  /** How often its content changes, for the sitemap. */
  changes?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  text: Record<Language, PageText>;
}

const BRAND = 'TerraBridge Digital';
const titled = (title: string) => `${title} | ${BRAND}`;

/**
 * The public routes with a fixed text, and the app routes that are not for search engines: the
 * routes of the shell's route table (frontends/shell/src/app/route-table.ts) besides projects and
 * posts. Any other path is the not-found page and answers 404.
 */
export const PAGE_CATALOGUE: readonly CataloguePage[] = [
  {
    path: '/',
    indexed: true,
    changes: 'weekly',
    text: {
      en: {
        title: `${BRAND} | Web Design, Automation and AI for Small Businesses`,
        description:
          'Bilingual digital agency in Charlotte and Montevideo: web design, automation, branding, social media marketing, accounting and AI solutions for small businesses in the U.S. and Latin America.',
      },
      es: {
        title: `${BRAND} | Diseño web, automatización e IA para pequeñas empresas`,
        description:
          'Agencia digital bilingüe en Charlotte y Montevideo: diseño web, automatización, branding, marketing en redes sociales, contabilidad y soluciones de IA para pequeñas empresas de EE. UU. y América Latina.',
      },
    },
  },
  {
    path: '/services',
    indexed: true,
    changes: 'monthly',
    text: {
      en: {
        title: titled('Services'),
        description:
          'Web design and development, business automation, branding, social media marketing, accounting and AI solutions, with free consultations and ongoing support.',
      },
      es: {
        title: titled('Servicios'),
        description:
          'Diseño y desarrollo web, automatización, branding, marketing en redes sociales, contabilidad y soluciones de IA, con consultas gratuitas y soporte continuo.',
      },
    },
  },
  {
    path: '/projects',
    indexed: true,
    changes: 'weekly',
    text: {
      en: {
        title: titled('Projects'),
        description:
          'Case studies of websites, automations, brands and AI tools we built for small businesses in the U.S. and Latin America.',
      },
      es: {
        title: titled('Proyectos'),
        description:
          'Casos de éxito: sitios web, automatizaciones, marcas y herramientas de IA que creamos para pequeñas empresas de EE. UU. y América Latina.',
      },
    },
  },
  {
    path: '/about',
    indexed: true,
    changes: 'yearly',
    text: {
      en: {
        title: titled('About Us'),
        description:
          'Meet the team behind TerraBridge Digital, a bilingual agency with offices in Charlotte, North Carolina and Montevideo, Uruguay.',
      },
      es: {
        title: titled('Nosotros'),
        description:
          'Conoce al equipo de TerraBridge Digital, una agencia bilingüe con oficinas en Charlotte, Carolina del Norte, y Montevideo, Uruguay.',
      },
    },
  },
  {
    path: '/contact',
    indexed: true,
    changes: 'yearly',
    text: {
      en: {
        title: titled('Contact'),
        description:
          'Tell us about your project or book a free 30-minute consultation. We reply within one business day, in English or Spanish.',
      },
      es: {
        title: titled('Contacto'),
        description:
          'Cuéntanos sobre tu proyecto o agenda una consulta gratuita de 30 minutos. Respondemos en un día hábil, en español o en inglés.',
      },
    },
  },
  {
    path: '/blog',
    indexed: true,
    changes: 'weekly',
    text: {
      en: {
        title: titled('Blog'),
        description:
          'Practical advice on websites, automation, branding, marketing and AI for small businesses.',
      },
      es: {
        title: titled('Blog'),
        description:
          'Consejos prácticos sobre sitios web, automatización, branding, marketing e IA para pequeñas empresas.',
      },
    },
  },
  {
    path: '/privacy-policy',
    indexed: true,
    changes: 'yearly',
    text: {
      en: {
        title: titled('Privacy Policy'),
        description: 'How TerraBridge Digital collects, uses and protects your personal data.',
      },
      es: {
        title: titled('Política de privacidad'),
        description: 'Cómo TerraBridge Digital recopila, usa y protege tus datos personales.',
      },
    },
  },
  {
    path: '/terms-service',
    indexed: true,
    changes: 'yearly',
    text: {
      en: {
        title: titled('Terms of Service'),
        description:
          'The terms that apply to the TerraBridge Digital website, client portal and services.',
      },
      es: {
        title: titled('Términos del servicio'),
        description:
          'Los términos que se aplican al sitio web, el portal de clientes y los servicios de TerraBridge Digital.',
      },
    },
  },
  {
    path: '/cookie-policy',
    indexed: true,
    changes: 'yearly',
    text: {
      en: {
        title: titled('Cookie Policy'),
        description:
          'The cookie and browser storage TerraBridge Digital uses, and how to control them.',
      },
      es: {
        title: titled('Política de cookies'),
        description:
          'Las cookies y el almacenamiento del navegador que usa TerraBridge Digital, y cómo controlarlos.',
      },
    },
  },
  {
    path: '/careers',
    indexed: true,
    changes: 'monthly',
    text: {
      en: {
        title: titled('Careers'),
        description:
          'Join TerraBridge Digital in Charlotte, Montevideo or remotely: open positions in AI development, digital marketing and UI/UX design.',
      },
      es: {
        title: titled('Empleos'),
        description:
          'Únete a TerraBridge Digital en Charlotte, Montevideo o en remoto: vacantes en desarrollo de IA, marketing digital y diseño UI/UX.',
      },
    },
  },
  ...[
    ['/auth', 'Sign in', 'Iniciar sesión'],
    ['/forgot-password', 'Forgot password', 'Olvidé mi contraseña'],
    ['/reset-password', 'Reset password', 'Restablecer contraseña'],
    ['/verify-email', 'Verify email', 'Verificar correo'],
    ['/testimonial', 'Your testimonial', 'Tu testimonio'],
    ['/dashboard', 'Dashboard', 'Panel'],
    ['/checkout', 'Checkout', 'Pago'],
    ['/payment-success', 'Payment', 'Pago'],
    ['/test-payment', 'Test payment', 'Pago de prueba'],
    ['/test-paypal', 'PayPal test payment', 'Pago de prueba con PayPal'],
    ['/paypal-test', 'PayPal diagnostics', 'Diagnóstico de PayPal'],
    ['/admin', 'Admin panel', 'Panel de administración'],
  ].map(([path, en, es]): CataloguePage => ({
    path,
    indexed: false,
    text: {
      en: { title: titled(en), description: `${en} — ${BRAND} client portal.` },
      es: { title: titled(es), description: `${es} — portal de clientes de ${BRAND}.` },
    },
  })),
];

export const NOT_FOUND_TEXT: Record<Language, PageText> = {
  en: {
    title: titled('404 Page Not Found'),
    description: 'The page you are looking for does not exist or has moved.',
  },
  es: {
    title: titled('404 Página no encontrada'),
    description: 'La página que buscas no existe o se ha movido.',
  },
};

export function cataloguePage(path: string): CataloguePage | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGE_CATALOGUE.find((page) => page.path === normalized);
}
