import { secretPlaceholder } from '../../platform/mail/mail-secrets';
import type { OutgoingMail } from '../../platform/mail/mail.types';
import type { User } from './entities/user.entity';

type Link = (path: string) => string;

export const greeting = (user: User, language: 'en' | 'es') => {
  const name = user.firstName || user.username;
  return language === 'es' ? `Hola ${name}:` : `Hello ${name},`;
};

/** The email with the link that confirms a new account's address (valid 24 hours). */
export function verificationMail(user: User, token: string, link: Link): OutgoingMail {
  // The link is a one-time secret: the outbox keeps it sealed, admins never see it.
  const secrets = { link: link(`/verify-email?token=${encodeURIComponent(token)}`) };
  const es = user.language === 'es';
  return {
    kind: 'auth.verify-email',
    to: user.email,
    language: user.language,
    secrets,
    subject: es
      ? 'Confirma tu correo electrónico de TerraBridge Digital'
      : 'Confirm your TerraBridge Digital email',
    text: [
      greeting(user, user.language),
      '',
      es
        ? 'Gracias por crear tu cuenta. Confirma tu dirección de correo con este enlace (válido por 24 horas):'
        : 'Thanks for creating your account. Please confirm your email address with this link (valid for 24 hours):',
      secretPlaceholder('link'),
      '',
      es
        ? 'Si no creaste esta cuenta, puedes ignorar este mensaje.'
        : 'If you did not create this account, you can ignore this message.',
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}

/** The email with the link that sets a new password (valid 1 hour, once). */
export function passwordResetMail(user: User, token: string, link: Link): OutgoingMail {
  // The link is a one-time secret: the outbox keeps it sealed, admins never see it.
  const secrets = { link: link(`/reset-password?token=${encodeURIComponent(token)}`) };
  const es = user.language === 'es';
  return {
    kind: 'auth.password-reset',
    to: user.email,
    language: user.language,
    secrets,
    subject: es
      ? 'Restablece tu contraseña de TerraBridge Digital'
      : 'Reset your TerraBridge Digital password',
    text: [
      greeting(user, user.language),
      '',
      es
        ? 'Recibimos una solicitud para restablecer tu contraseña. Usa este enlace dentro de la próxima hora:'
        : 'We received a request to reset your password. Use this link within the next hour:',
      secretPlaceholder('link'),
      '',
      es
        ? 'Al cambiarla se cerrarán todas tus sesiones. Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.'
        : 'Changing it signs you out everywhere. If you did not ask for this, ignore this message: your password stays the same.',
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}

/** The email to a new address with the link that confirms it (valid 24 hours, once). */
export function emailChangeMail(
  user: User,
  newEmail: string,
  token: string,
  link: Link,
): OutgoingMail {
  // The link is a one-time secret: the outbox keeps it sealed, admins never see it.
  const secrets = { link: link(`/verify-email?token=${encodeURIComponent(token)}`) };
  const es = user.language === 'es';
  return {
    kind: 'auth.change-email',
    to: newEmail,
    language: user.language,
    secrets,
    subject: es
      ? 'Confirma tu nuevo correo electrónico de TerraBridge Digital'
      : 'Confirm your new TerraBridge Digital email',
    text: [
      greeting(user, user.language),
      '',
      es
        ? 'Pediste usar esta dirección en tu cuenta. Confírmala con este enlace (válido por 24 horas):'
        : 'You asked to use this address for your account. Please confirm it with this link (valid for 24 hours):',
      secretPlaceholder('link'),
      '',
      es
        ? 'Hasta que la confirmes, tu cuenta sigue usando tu dirección anterior. Si no lo pediste, ignora este mensaje.'
        : 'Until you confirm it, your account keeps using your previous address. If you did not ask for this, ignore this message.',
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}

/** A notice to the address an account just left, so its owner learns of a change they did not make. */
export function emailChangedNotice(user: User, oldEmail: string): OutgoingMail {
  const es = user.language === 'es';
  return {
    kind: 'auth.email-changed',
    to: oldEmail,
    language: user.language,
    subject: es
      ? 'Cambió el correo electrónico de tu cuenta de TerraBridge Digital'
      : 'The email of your TerraBridge Digital account has changed',
    text: [
      greeting(user, user.language),
      '',
      es
        ? `Tu cuenta ahora usa la dirección ${user.email}; ya no recibirás nuestros mensajes en esta.`
        : `Your account now uses the address ${user.email}; this one will no longer receive our messages.`,
      '',
      es
        ? 'Si no hiciste este cambio, responde a este mensaje para que te ayudemos a recuperar tu cuenta.'
        : 'If you did not make this change, reply to this message and we will help you recover your account.',
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}
