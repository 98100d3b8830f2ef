import {
  type LoginCredentials,
  type RegistrationFields,
  type SecondFactor,
  TWO_FACTOR_REQUIRED,
  completeTwoFactor,
  login,
  register,
} from '@terrabridge/session/sign-in';
import { describeError, toast } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';

/** `twoFactorRequired`: the password was right and the second step comes next. */
export type Outcome = { ok: true; twoFactorRequired?: boolean } | { ok: false; error: unknown };

/**
 * Signs in or registers through the session store and tells the person how it went. On success
 * the store holds the user, and the auth page moves on to where the visitor was going.
 */
export function useAccountActions() {
  const { t } = useTranslation('common');

  const withToasts =
    <A>(action: (arg: A) => Promise<unknown>, toasts: 'login' | 'register') =>
    async (arg: A): Promise<Outcome> => {
      try {
        // Not signed in yet: no toast until the second step is done.
        if ((await action(arg)) === TWO_FACTOR_REQUIRED)
          return { ok: true, twoFactorRequired: true };
        toast({
          title: t(`session.${toasts}SuccessTitle`),
          description: t(`session.${toasts}SuccessDescription`),
          variant: 'success',
        });
        return { ok: true };
      } catch (error) {
        toast({
          title: t(`session.${toasts}FailedTitle`),
          description: describeError(error),
          variant: 'destructive',
        });
        return { ok: false, error };
      }
    };

  return {
    signIn: withToasts<LoginCredentials>(login, 'login'),
    completeSignIn: withToasts<SecondFactor>(completeTwoFactor, 'login'),
    createAccount: withToasts<RegistrationFields>(register, 'register'),
  };
}
