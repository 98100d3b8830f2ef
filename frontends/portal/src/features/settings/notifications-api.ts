import { useQuery } from '@tanstack/react-query';
import { type components, apiJson, queryClient } from '@terrabridge/api-client';

type Schemas = components['schemas'];
export type NotificationPreferences = Schemas['NotificationPreferencesDto'];
export type NotificationChoices = Schemas['UpdateNotificationPreferencesRequest'];

// Query keys are the API paths (see @terrabridge/api-client's queryKeyToUrl).
export const NOTIFICATIONS_URL = '/api/user/notifications';

export function useNotificationPreferences() {
  return useQuery<NotificationPreferences>({ queryKey: [NOTIFICATIONS_URL], staleTime: 0 });
}

export async function saveNotificationPreferences(
  choices: NotificationChoices,
): Promise<NotificationPreferences> {
  const saved = await apiJson<NotificationPreferences>('PUT', NOTIFICATIONS_URL, choices);
  queryClient.setQueryData([NOTIFICATIONS_URL], saved);
  return saved;
}
