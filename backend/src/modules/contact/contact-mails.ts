import type { Language } from '../../platform/i18n/messages';
import type { OutgoingMail } from '../../platform/mail/mail.types';

/** What the two contact emails say about a saved submission. */
export interface ContactMailFacts {
  id: number;
  name: string;
  email: string;
  message: string;
  language: Language;
  /** The listed service asked about, in both languages; null for none or 'other'. */
  service: { name: string; nameEs: string | null } | null;
  serviceType: 'other' | null;
}

/** Names go into subject lines: one line, however they were typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function serviceLine(facts: ContactMailFacts, language: Language): string {
  if (facts.service) {
    return language === 'es' ? (facts.service.nameEs ?? facts.service.name) : facts.service.name;
  }
  if (facts.serviceType === 'other') return language === 'es' ? 'Otro' : 'Other';
  return language === 'es' ? 'Sin especificar' : 'Not specified';
}

/** Tells the sales team about a new message; replying answers the visitor directly. */
export function contactNotificationMail(
  facts: ContactMailFacts,
  salesAddress: string,
): OutgoingMail {
  const name = oneLine(facts.name);
  return {
    kind: 'contact.notification',
    to: salesAddress,
    replyTo: facts.email,
    language: 'en',
    subject: `New contact message from ${name}`,
    text: [
      'A visitor sent a message through the contact form of the TerraBridge Digital website.',
      '',
      `Name: ${name}`,
      `Email: ${facts.email}`,
      `Service: ${serviceLine(facts, 'en')}`,
      `Language: ${facts.language === 'es' ? 'Spanish' : 'English'}`,
      `Submission: #${facts.id}`,
      '',
      'Message:',
      facts.message,
      '',
      `Reply to this email to answer ${name} directly. We promise a reply within one business day.`,
    ].join('\n'),
  };
}

/**
 * Confirms to the visitor, in their language, that the message arrived and when to expect an
 * answer. It does not quote the message, so the form cannot be used to send someone else text
 * of a stranger's choosing.
 */
export function contactAutoReplyMail(facts: ContactMailFacts, salesAddress: string): OutgoingMail {
  const name = oneLine(facts.name);
  const es = facts.language === 'es';
  const asked =
    facts.service &&
    (es
      ? `Tu consulta sobre: ${serviceLine(facts, 'es')}.`
      : `Your enquiry about: ${serviceLine(facts, 'en')}.`);
  return {
    kind: 'contact.auto-reply',
    to: facts.email,
    replyTo: salesAddress,
    language: facts.language,
    subject: es
      ? 'Recibimos tu mensaje - TerraBridge Digital'
      : 'We received your message - TerraBridge Digital',
    text: [
      es ? `Hola ${name}:` : `Hello ${name},`,
      '',
      es
        ? 'Gracias por escribir a TerraBridge Digital. Recibimos tu mensaje y una persona de nuestro equipo te responderá dentro de un día hábil.'
        : 'Thank you for contacting TerraBridge Digital. We have received your message, and a member of our team will reply within one business day.',
      ...(asked ? ['', asked] : []),
      '',
      es
        ? 'Si quieres agregar algo más, simplemente responde a este correo.'
        : 'If you would like to add anything, simply reply to this email.',
      '',
      es ? 'Saludos cordiales,' : 'Kind regards,',
      es ? 'El equipo de TerraBridge Digital' : 'The TerraBridge Digital team',
      'Charlotte, NC · Montevideo, Uruguay',
      salesAddress,
    ].join('\n'),
  };
}

/** The default subject of a reply from the admin panel, in the visitor's language. */
export function contactReplySubject(language: Language): string {
  return language === 'es'
    ? 'Re: tu mensaje a TerraBridge Digital'
    : 'Re: your message to TerraBridge Digital';
}

/**
 * An admin's answer to a submission, sent to the visitor in their language. Their own message is
 * quoted below it, so the thread reads on its own; answering goes to the sales address.
 */
export function contactReplyMail(
  facts: { id: number; name: string; email: string; message: string; language: Language },
  reply: { subject: string; body: string },
  salesAddress: string,
): OutgoingMail {
  const es = facts.language === 'es';
  const quoted = facts.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    kind: 'contact.reply',
    to: facts.email,
    replyTo: salesAddress,
    language: facts.language,
    subject: oneLine(reply.subject),
    text: [
      reply.body,
      '',
      es ? 'El equipo de TerraBridge Digital' : 'The TerraBridge Digital team',
      salesAddress,
      '',
      es ? `${oneLine(facts.name)} escribió:` : `${oneLine(facts.name)} wrote:`,
      quoted,
    ].join('\n'),
  };
}
