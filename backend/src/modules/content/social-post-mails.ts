import type { MailAddress } from '../auth/team-addresses';
import type { Language } from '../../platform/i18n/messages';
import type { OutgoingMail } from '../../platform/mail/mail.types';
import type { SocialMediaContent } from './entities/social-media-content.entity';

const PLATFORM_NAMES: Record<string, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

export const platformName = (platform: string) => PLATFORM_NAMES[platform] ?? platform;

/** Where the client reads the post, with its copy button, in the portal. */
export function postLink(publicUrl: string, postId: number, language: Language): string {
  return `${publicUrl}/dashboard?tab=social-media&post=${postId}${language === 'es' ? '&lang=es' : ''}`;
}

/** The words to paste into the network: the text in the language, then its hashtags. */
export function readyToPostText(post: SocialMediaContent, language: Language): string {
  const text = (language === 'es' && post.contentEs) || post.content;
  const hashtags = (post.metadata?.hashtags ?? []).filter(
    (tag): tag is string => typeof tag === 'string',
  );
  return hashtags.length > 0 ? `${text}\n\n${hashtags.join(' ')}` : text;
}

const CUT = '————————————————————';

/**
 * At the scheduled time: the ready-to-post text in the client's language, and the link to the
 * post in the portal. The agency does not post for the client, and the mail says so.
 */
export function reminderMail(
  post: SocialMediaContent,
  to: MailAddress,
  link: string,
): OutgoingMail {
  const es = to.language === 'es';
  const network = platformName(post.platform);
  return {
    kind: 'social.reminder',
    to: to.email,
    language: to.language,
    subject: es ? `Es hora de publicar en ${network}` : `It's time to post on ${network}`,
    text: [
      es ? `Hola ${to.name}:` : `Hello ${to.name},`,
      '',
      es
        ? `Programaste esta publicación de ${network} para ahora. Aquí tienes el texto, listo para copiar y publicar:`
        : `You scheduled this ${network} post for now. Here is the text, ready to copy and post:`,
      '',
      CUT,
      readyToPostText(post, to.language),
      CUT,
      '',
      es
        ? `Ábrela en tu portal para copiarla con un botón: ${link}`
        : `Open it in your portal to copy it with one button: ${link}`,
      '',
      es
        ? `No publicamos en tus redes por ti: pega el texto en ${network} para publicarlo.`
        : `We do not post to your networks for you: paste the text into ${network} to publish it.`,
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}

/** The team drafted a post (or revised one) for the client, who approves it or asks for changes. */
export function approvalRequestMail(
  post: SocialMediaContent,
  to: MailAddress,
  link: string,
  revised: boolean,
): OutgoingMail {
  const es = to.language === 'es';
  const network = platformName(post.platform);
  const subject = revised
    ? es
      ? `Revisamos tu publicación de ${network}`
      : `We revised your ${network} post`
    : es
      ? `Preparamos una publicación de ${network} para ti`
      : `We drafted a ${network} post for you`;
  return {
    kind: 'social.approval-request',
    to: to.email,
    language: to.language,
    subject,
    text: [
      es ? `Hola ${to.name}:` : `Hello ${to.name},`,
      '',
      revised
        ? es
          ? `Cambiamos la publicación de ${network} como nos pediste. Esta es la nueva versión:`
          : `We changed the ${network} post as you asked. Here is the new version:`
        : es
          ? `El equipo preparó esta publicación de ${network} para ti:`
          : `The team drafted this ${network} post for you:`,
      '',
      CUT,
      readyToPostText(post, to.language),
      CUT,
      '',
      es
        ? `Apruébala o pídenos cambios desde tu portal: ${link}`
        : `Approve it or ask us for changes in your portal: ${link}`,
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}

export type ClientDecision = 'approved' | 'changes_requested';

/** The client's decision on a team draft, for each admin in their own language. */
export function decisionMail(
  post: SocialMediaContent,
  client: MailAddress,
  decision: ClientDecision,
  to: MailAddress,
): OutgoingMail {
  const es = to.language === 'es';
  const network = platformName(post.platform);
  const approved = decision === 'approved';
  const quote = (text: string) =>
    text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
  return {
    kind: 'social.decision',
    to: to.email,
    language: to.language,
    replyTo: client.email,
    subject: approved
      ? es
        ? `${client.name} aprobó la publicación de ${network} #${post.id}`
        : `${client.name} approved the ${network} post #${post.id}`
      : es
        ? `${client.name} pidió cambios en la publicación de ${network} #${post.id}`
        : `${client.name} asked for changes to the ${network} post #${post.id}`,
    text: [
      es ? `Hola ${to.name}:` : `Hello ${to.name},`,
      '',
      approved
        ? es
          ? `${client.name} (${client.email}) aprobó la publicación de ${network} #${post.id} que preparamos:`
          : `${client.name} (${client.email}) approved the ${network} post #${post.id} we drafted:`
        : es
          ? `${client.name} (${client.email}) pidió cambios en la publicación de ${network} #${post.id} que preparamos.`
          : `${client.name} (${client.email}) asked for changes to the ${network} post #${post.id} we drafted.`,
      '',
      ...(approved
        ? [quote(readyToPostText(post, to.language))]
        : [
            es ? 'El comentario del cliente:' : 'The client’s comment:',
            quote(post.reviewComment ?? ''),
            '',
            es ? 'El texto actual:' : 'The text as it is now:',
            quote(readyToPostText(post, to.language)),
          ]),
      '',
      approved
        ? es
          ? 'El cliente ya puede programarla desde el portal.'
          : 'The client can now schedule it from the portal.'
        : es
          ? 'Cuando envíes una versión revisada, volverá a esperar la aprobación del cliente.'
          : 'Once you send a revised version, it waits for the client’s approval again.',
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}
