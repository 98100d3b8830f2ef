import type { User } from '../auth/entities/user.entity';
import { displayName } from '../auth/team-addresses';
import type { OutgoingMail } from '../../platform/mail/mail.types';

/**
 * Tells an account its password changed (from Settings or through a reset link), with what to do
 * if it was not them. A security mail: always sent, whatever the account's preferences.
 */
export function passwordChangedMail(user: User, publicUrl: string, at: Date): OutgoingMail {
  const es = user.language === 'es';
  const when = new Intl.DateTimeFormat(es ? 'es' : 'en', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  const reset = `${publicUrl}/forgot-password`;
  return {
    kind: 'auth.password-changed',
    to: user.email,
    language: user.language,
    subject: es
      ? 'Cambió la contraseña de tu cuenta de TerraBridge Digital'
      : 'The password of your TerraBridge Digital account has changed',
    text: [
      es ? `Hola ${displayName(user)}:` : `Hello ${displayName(user)},`,
      '',
      es
        ? `La contraseña de tu cuenta (${user.username}) se cambió el ${when} UTC.`
        : `The password of your account (${user.username}) was changed on ${when} UTC.`,
      '',
      es
        ? 'Si fuiste tú, no necesitas hacer nada.'
        : 'If this was you, there is nothing more to do.',
      '',
      es
        ? `Si no fuiste tú, restablece tu contraseña ahora con este enlace; al hacerlo se cierran todas las sesiones de tu cuenta: ${reset}`
        : `If it was not you, reset your password now with this link; doing so signs your account out everywhere: ${reset}`,
      es
        ? 'Después responde a este mensaje para que revisemos tu cuenta contigo.'
        : 'Then reply to this message so we can check your account with you.',
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}
