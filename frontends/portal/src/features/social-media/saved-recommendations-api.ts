import { useQuery } from '@tanstack/react-query';
import { type components, apiJson, apiRequest } from '@terrabridge/api-client';

type Schemas = components['schemas'];
export type SavedRecommendations = Schemas['SavedRecommendationDto'];
export type SavedRecommendationsPage = Schemas['SavedRecommendationsPageDto'];
export type SaveRecommendationsRequest = Schemas['SaveRecommendationsRequest'];
type Language = 'en' | 'es';

// The query key is the API path (see @terrabridge/api-client's queryKeyToUrl).
export const SAVED_RECOMMENDATIONS = '/api/content-recommendations/saved';

/** The newest page of the client's saved recommendation sets; read again each time it opens. */
export function useSavedRecommendations() {
  return useQuery<SavedRecommendationsPage>({ queryKey: [SAVED_RECOMMENDATIONS], staleTime: 0 });
}

/** The page after `cursor` (the nextCursor of the page before). */
export function fetchSavedRecommendationsPage(cursor: string) {
  return apiJson<SavedRecommendationsPage>(
    'GET',
    `${SAVED_RECOMMENDATIONS}?cursor=${encodeURIComponent(cursor)}`,
  );
}

/** Keeps a recommendation set; errors come in `language` (the body's language field). */
export function saveRecommendations(
  set: Omit<SaveRecommendationsRequest, 'language'>,
  language: Language,
) {
  return apiJson<SavedRecommendations>('POST', SAVED_RECOMMENDATIONS, { ...set, language });
}

export async function deleteSavedRecommendations(id: number, language: Language): Promise<void> {
  await apiRequest('DELETE', `${SAVED_RECOMMENDATIONS}/${id}?lang=${language}`);
}
