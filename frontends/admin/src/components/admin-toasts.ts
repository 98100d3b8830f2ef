import { i18n } from '@terrabridge/i18n';
import { errorMessages } from '@terrabridge/api-client';
import { toast } from '@terrabridge/ui';

/**
 * The spec's admin error toast: titled 'Error', with the server's message when it sent one,
 * else the action's own fallback ('Failed to update contact'…), already translated.
 */
export function toastActionError(error: unknown, fallback: string): void {
  const description = errorMessages(error).join(' ') || fallback;
  toast({ title: i18n.t('admin:toast.errorTitle'), description, variant: 'destructive' });
}

/** A success toast for an admin action. */
export function toastDone(description: string): void {
  toast({ title: i18n.t('admin:toast.savedTitle'), description, variant: 'success' });
}
