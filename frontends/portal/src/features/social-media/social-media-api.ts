import { type components, apiRequest } from '@terrabridge/api-client';

export type SocialPost = components['schemas']['SocialPostDto'];

const SOCIAL_MEDIA = '/api/social-media';

/**
 * Deletes one of the user's posts (errors worded in `language`); the caller refreshes whatever
 * lists it.
 */
export async function deleteSocialPost(id: number, language: 'en' | 'es'): Promise<void> {
  await apiRequest('DELETE', `${SOCIAL_MEDIA}/${id}?lang=${language}`);
}
