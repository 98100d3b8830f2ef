import { useQuery } from '@tanstack/react-query';
import { type components, apiJson, apiRequest } from '@terrabridge/api-client';

type Schemas = components['schemas'];
export type WebhookEndpoint = Schemas['WebhookDto'];
export type WebhookDelivery = Schemas['WebhookDeliveryDto'];
export type WebhookEvent = WebhookEndpoint['events'][number];
type Language = 'en' | 'es';

// Query keys are the API paths (see @terrabridge/api-client's queryKeyToUrl).
export const WEBHOOKS_URL = '/api/admin/webhooks';

export const WEBHOOK_EVENTS: WebhookEvent[] = [
  'contact.created',
  'invoice.issued',
  'invoice.paid',
  'invoice.overdue',
  'payment.succeeded',
  'payment.refunded',
  'project.update_posted',
  'social_post.approved',
];

export function useWebhooks() {
  return useQuery<WebhookEndpoint[]>({ queryKey: [WEBHOOKS_URL], staleTime: 0 });
}

export function useDeliveries(id: number) {
  return useQuery<Schemas['WebhookDeliveriesPageDto']>({
    queryKey: [`${WEBHOOKS_URL}/${id}/deliveries`],
    staleTime: 0,
    refetchInterval: 5_000,
  });
}

export function createWebhook(
  body: { url: string; events: WebhookEvent[]; description: string | null },
  language: Language,
) {
  return apiJson<Schemas['WebhookWithSecretDto']>('POST', `${WEBHOOKS_URL}?lang=${language}`, body);
}

export function setEnabled(id: number, enabled: boolean, language: Language) {
  return apiJson<WebhookEndpoint>('PATCH', `${WEBHOOKS_URL}/${id}?lang=${language}`, { enabled });
}

export function rotateSecret(id: number, language: Language) {
  return apiJson<Schemas['WebhookWithSecretDto']>(
    'POST',
    `${WEBHOOKS_URL}/${id}/rotate-secret?lang=${language}`,
  );
}

export async function removeWebhook(id: number, language: Language) {
  await apiRequest('DELETE', `${WEBHOOKS_URL}/${id}?lang=${language}`);
}

export function redeliver(id: number, deliveryId: number, language: Language) {
  return apiJson<WebhookDelivery>(
    'POST',
    `${WEBHOOKS_URL}/${id}/deliveries/${deliveryId}/redeliver?lang=${language}`,
  );
}
