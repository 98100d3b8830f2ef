import type { MailAddress } from '../auth/team-addresses';
import type { OutgoingMail } from '../../platform/mail/mail.types';
import type { ProjectComment } from './entities/project-comment.entity';
import type { Project } from './entities/project.entity';

/** At most this many comments are quoted in one digest; the page has the rest. */
const QUOTED = 20;
const EXCERPT = 500;

const authorName = (comment: ProjectComment) => {
  const user = comment.user;
  if (!user) return '—';
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
};

const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text;

/**
 * One mail with every new comment of the other side on a project, in the recipient's language.
 * Comments are quoted as text (the mail has no HTML), with the project page's link.
 */
export function commentDigestMail(
  project: Project,
  comments: ProjectComment[],
  to: MailAddress,
  link: string,
): OutgoingMail {
  const es = to.language === 'es';
  const title = (es && project.titleEs) || project.title;
  const when = new Intl.DateTimeFormat(es ? 'es' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const quoted = comments.slice(0, QUOTED).flatMap((comment) => [
    `${authorName(comment)} · ${when.format(comment.createdAt)} UTC`,
    ...excerpt(comment.content)
      .split('\n')
      .map((line) => `> ${line}`),
    ...(comment.attachments.length > 0
      ? [
          es
            ? `(${comment.attachments.length} archivo(s) adjunto(s))`
            : `(${comment.attachments.length} attachment(s))`,
        ]
      : []),
    '',
  ]);
  const more = comments.length - QUOTED;
  const count = comments.length;
  return {
    kind: 'projects.comment-digest',
    to: to.email,
    language: to.language,
    subject: es
      ? `${count === 1 ? 'Nuevo mensaje' : `${count} mensajes nuevos`} en «${title}»`
      : `${count === 1 ? 'New message' : `${count} new messages`} on “${title}”`,
    text: [
      es ? `Hola ${to.name}:` : `Hello ${to.name},`,
      '',
      es
        ? `Hay ${count === 1 ? 'un mensaje nuevo' : `${count} mensajes nuevos`} en la conversación del proyecto «${title}»:`
        : `There ${count === 1 ? 'is a new message' : `are ${count} new messages`} in the conversation of the project “${title}”:`,
      '',
      ...quoted,
      ...(more > 0 ? [es ? `… y ${more} más.` : `… and ${more} more.`, ''] : []),
      es ? `Responde desde la página del proyecto: ${link}` : `Reply on the project page: ${link}`,
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}
