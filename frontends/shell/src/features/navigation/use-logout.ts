import { useUserStore } from '@terrabridge/session';
import { describeError, toast } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { useNavigate } from 'react-router-dom';

/** Logs out through the API, then tells the user what happened. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const logout = useUserStore((state) => state.logout);

  return async () => {
    try {
      await logout();
      toast({
        title: t('session.loggedOutTitle'),
        description: t('session.loggedOutDescription'),
        variant: 'success',
      });
      navigate('/');
    } catch (error) {
      toast({
        title: t('session.logoutFailedTitle'),
        description: describeError(error),
        variant: 'destructive',
      });
    }
  };
}
