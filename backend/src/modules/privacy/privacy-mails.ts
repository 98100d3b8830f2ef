import type { OutgoingMail } from '../../platform/mail/mail.types';
import { greeting } from '../auth/auth-mails';
import type { User } from '../auth/entities/user.entity';
import type { MailAddress } from '../auth/team-addresses';

type Link = (path: string) => string;

/** Tells one of the team that a client asked to delete their account, with where to decide. */
export function deletionRequestedMail(
  client: { id: number; name: string; email: string },
  reason: string | null,
  to: MailAddress,
  link: Link,
): OutgoingMail {
  const es = to.language === 'es';
  return {
    kind: 'privacy.deletion-requested',
    to: to.email,
    language: to.language,
    subject: es
      ? `${client.name} pidió eliminar su cuenta`
      : `${client.name} asked to delete their account`,
    text: [
      es ? `Hola ${to.name}:` : `Hello ${to.name},`,
      '',
      es
        ? `${client.name} (${client.email}, cliente #${client.id}) pidió eliminar su cuenta.`
        : `${client.name} (${client.email}, client #${client.id}) asked to delete their account.`,
      ...(reason ? ['', es ? `Motivo: ${reason}` : `Reason: ${reason}`] : []),
      '',
      es
        ? 'Confírmalo o recházalo en la sección Clientes del panel de administración:'
        : 'Confirm or decline it in the back-office’s Clients section:',
      link('/admin?section=clients'),
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}

/** Tells the client the team declined their deletion request, and why. */
export function deletionDeclinedMail(user: User, note: string): OutgoingMail {
  const es = user.language === 'es';
  return {
    kind: 'privacy.deletion-declined',
    to: user.email,
    language: user.language,
    subject: es
      ? 'Tu solicitud para eliminar tu cuenta de TerraBridge Digital'
      : 'Your request to delete your TerraBridge Digital account',
    text: [
      greeting(user, user.language),
      '',
      es
        ? 'Nuestro equipo no pudo eliminar tu cuenta por ahora. Este es el motivo:'
        : 'Our team could not delete your account for now. This is why:',
      '',
      note,
      '',
      es
        ? 'Tu cuenta sigue activa. Puedes volver a pedirlo en Ajustes, o responder a este correo si tienes preguntas.'
        : 'Your account stays open. You can ask again in Settings, or reply to this email with any questions.',
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}

/**
 * The last mail to the client's own address, staged before the address is replaced: the
 * account is deleted and what the agency keeps.
 */
export function accountDeletedMail(user: User): OutgoingMail {
  const es = user.language === 'es';
  return {
    kind: 'privacy.account-deleted',
    to: user.email,
    language: user.language,
    subject: es
      ? 'Eliminamos tu cuenta de TerraBridge Digital'
      : 'Your TerraBridge Digital account was deleted',
    text: [
      greeting(user, user.language),
      '',
      es
        ? 'Como pediste, eliminamos tu cuenta: tus datos personales se anonimizaron y ya no puedes iniciar sesión.'
        : 'As you asked, we deleted your account: your personal data was anonymised and you can no longer sign in.',
      es
        ? 'Conservamos tus facturas y pagos como registros contables, como exige la ley.'
        : 'We keep your invoices and payments as accounting records, as the law requires.',
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}
