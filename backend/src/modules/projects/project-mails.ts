import type { MailAddress } from '../auth/team-addresses';
import { secretPlaceholder } from '../../platform/mail/mail-secrets';
import type { OutgoingMail } from '../../platform/mail/mail.types';
import type { ProjectMilestone } from './entities/project-milestone.entity';
import type { ProjectUpdate } from './entities/project-update.entity';
import type { Project } from './entities/project.entity';

/*
 * The mails a client gets about their projects, in the client's language, each with the link to
 * the project page (or, for a testimonial, to the form). Plain text, like every mail of the site.
 */

const EXCERPT = 1_000;

const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text;

const titleOf = (project: Project, es: boolean) => (es && project.titleEs) || project.title;

const hello = (to: MailAddress) =>
  to.language === 'es' ? `Hola ${to.name}:` : `Hello ${to.name},`;

/** Preferences footer: where the person turns this kind of mail off. */
const footer = (es: boolean, settings: string) => [
  '',
  es
    ? `Puedes elegir qué avisos recibes en Configuración: ${settings}`
    : `You can choose which notices you get in Settings: ${settings}`,
  '',
  'TerraBridge Digital',
];

export interface ProjectLinks {
  project: string;
  settings: string;
}

export function projectCreatedMail(
  project: Project,
  to: MailAddress,
  links: ProjectLinks,
): OutgoingMail {
  const es = to.language === 'es';
  const title = titleOf(project, es);
  return {
    kind: 'projects.created',
    to: to.email,
    language: to.language,
    subject: es ? `Tu nuevo proyecto: «${title}»` : `Your new project: “${title}”`,
    text: [
      hello(to),
      '',
      es
        ? `El equipo creó el proyecto «${title}» para ti. Ahí verás su plan, sus novedades y podrás escribirnos:`
        : `The team has set up the project “${title}” for you. You will follow its plan and news there, and can write to us:`,
      links.project,
      ...footer(es, links.settings),
    ].join('\n'),
  };
}

export function projectUpdateMail(
  project: Project,
  update: Pick<ProjectUpdate, 'content' | 'contentEs' | 'attachments'>,
  to: MailAddress,
  links: ProjectLinks,
): OutgoingMail {
  const es = to.language === 'es';
  const title = titleOf(project, es);
  const content = (es && update.contentEs) || update.content;
  const files = update.attachments.length;
  return {
    kind: 'projects.update',
    to: to.email,
    language: to.language,
    subject: es ? `Novedad en «${title}»` : `News on “${title}”`,
    text: [
      hello(to),
      '',
      es
        ? `El equipo publicó una novedad en el proyecto «${title}»:`
        : `The team posted an update on the project “${title}”:`,
      '',
      ...excerpt(content)
        .split('\n')
        .map((line) => `> ${line}`),
      ...(files > 0 ? [es ? `(${files} archivo(s) adjunto(s))` : `(${files} attachment(s))`] : []),
      '',
      es
        ? `Léela en la página del proyecto: ${links.project}`
        : `Read it on the project page: ${links.project}`,
      ...footer(es, links.settings),
    ].join('\n'),
  };
}

/** A calendar date `YYYY-MM-DD` as the language writes it, read in UTC. */
function longDate(date: string, es: boolean): string {
  return new Intl.DateTimeFormat(es ? 'es' : 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function milestoneDateMail(
  project: Project,
  milestone: Pick<ProjectMilestone, 'title' | 'titleEs'>,
  from: string | null,
  to: string,
  recipient: MailAddress,
  links: ProjectLinks,
): OutgoingMail {
  const es = recipient.language === 'es';
  const title = titleOf(project, es);
  const step = (es && milestone.titleEs) || milestone.title;
  const was = from ? longDate(from, es) : null;
  const now = longDate(to, es);
  return {
    kind: 'projects.milestone-date',
    to: recipient.email,
    language: recipient.language,
    subject: es
      ? `Nueva fecha para «${step}» en «${title}»`
      : `New date for “${step}” on “${title}”`,
    text: [
      hello(recipient),
      '',
      es
        ? `El hito «${step}» del proyecto «${title}» ahora vence el ${now}${was ? ` (antes, el ${was})` : ''}.`
        : `The milestone “${step}” of the project “${title}” is now due on ${now}${was ? ` (it was ${was})` : ''}.`,
      '',
      es ? `Mira el plan completo: ${links.project}` : `See the whole plan: ${links.project}`,
      ...footer(es, links.settings),
    ].join('\n'),
  };
}

/** The ask for a testimonial; the form's link is a one-time secret the outbox keeps sealed. */
export function testimonialRequestMail(
  project: Project,
  to: MailAddress,
  formLink: string,
  settings: string,
): OutgoingMail {
  const es = to.language === 'es';
  const title = titleOf(project, es);
  return {
    kind: 'projects.testimonial-request',
    to: to.email,
    language: to.language,
    secrets: { link: formLink },
    subject: es
      ? `«${title}» está terminado: ¿nos cuentas cómo te fue?`
      : `“${title}” is complete: would you tell us how it went?`,
    text: [
      hello(to),
      '',
      es
        ? `Terminamos el proyecto «${title}». Gracias por trabajar con nosotros.`
        : `We have completed the project “${title}”. Thank you for working with us.`,
      es
        ? 'Si tienes un minuto, cuéntanos en pocas palabras cómo fue: con tu permiso, lo mostraremos en nuestro sitio. Este enlace sirve una vez y vale 60 días:'
        : 'If you have a minute, tell us in a few words how it went: with your permission we will show it on our site. This link works once, for 60 days:',
      secretPlaceholder('link'),
      ...footer(es, settings),
    ].join('\n'),
  };
}
