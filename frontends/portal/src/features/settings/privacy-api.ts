import { useQuery } from '@tanstack/react-query';
import { type components, apiJson, apiRequest } from '@terrabridge/api-client';

type Schemas = components['schemas'];
export type DeletionStatus = Schemas['DeletionStatusDto'];
type Language = 'en' | 'es';

// Query keys are the API paths (see @terrabridge/api-client's queryKeyToUrl).
export const DELETION_URL = '/api/user/deletion-request';
export const EXPORT_URL = '/api/user/export';

/** The account's pending (or last declined) deletion request, or none. */
export function useDeletionStatus() {
  return useQuery<DeletionStatus>({ queryKey: [DELETION_URL], staleTime: 0 });
}

/** The file name the server gave the download, or a dated one. */
export function attachmentName(disposition: string | null, today = new Date()): string {
  const named = /filename="([^"]+)"/.exec(disposition ?? '');
  return named?.[1] ?? `terrabridge-data-${today.toISOString().slice(0, 10)}.zip`;
}

/**
 * Fetches the zip of the account's data and hands it to the browser as a download. Fetched, not
 * linked, so a refusal (too many exports in an hour) is shown in the page in the person's language.
 */
export async function downloadMyData(language: Language): Promise<string> {
  const res = await apiRequest('GET', `${EXPORT_URL}?lang=${language}`);
  const name = attachmentName(res.headers.get('Content-Disposition'));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

export async function requestDeletion(
  currentPassword: string,
  reason: string,
  language: Language,
): Promise<DeletionStatus> {
  return apiJson<DeletionStatus>('POST', DELETION_URL, {
    currentPassword,
    reason: reason.trim() || null,
    language,
  });
}

export async function cancelDeletion(language: Language): Promise<string> {
  const answer = await apiJson<Schemas['MessageDto']>('DELETE', `${DELETION_URL}?lang=${language}`);
  return answer.message;
}
