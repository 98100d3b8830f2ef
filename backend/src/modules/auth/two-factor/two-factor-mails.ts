import type { OutgoingMail } from '../../../platform/mail/mail.types';
import { greeting } from '../auth-mails';
import type { User } from '../entities/user.entity';

/** Tells a client the team turned their two-factor sign-in off (a security mail: always sent). */
export function twoFactorResetMail(user: User): OutgoingMail {
  const es = user.language === 'es';
  return {
    kind: 'auth.two-factor-reset',
    to: user.email,
    language: user.language,
    subject: es
      ? 'Se desactivó tu inicio de sesión en dos pasos de TerraBridge Digital'
      : 'Your TerraBridge Digital two-factor sign-in was turned off',
    text: [
      greeting(user, user.language),
      '',
      es
        ? 'Nuestro equipo desactivó el inicio de sesión en dos pasos de tu cuenta. Ahora inicias sesión solo con tu contraseña.'
        : 'Our team turned off two-factor sign-in for your account. You now sign in with your password alone.',
      es
        ? 'Puedes volver a activarlo en Ajustes cuando quieras. Si no lo pediste, responde a este correo.'
        : 'You can turn it back on in Settings at any time. If you did not ask for this, reply to this email.',
      '',
      'TerraBridge Digital',
    ].join('\n'),
  };
}
