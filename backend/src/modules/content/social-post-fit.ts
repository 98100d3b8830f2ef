import { SOCIAL_PLATFORMS, fits } from '@terrabridge/rules/social-posts';

/** What the length rule reads of a saved post. */
export interface PostWords {
  platform: string;
  content: string;
  contentEs?: string | null;
  hashtags: readonly string[];
}

/**
 * The post fits its network in every language it has, hashtags included as posted. A post goes
 * out as it is at its time, so this decides whether it may be scheduled. A network the rules do
 * not know is not judged here.
 */
export function fitsItsNetwork(post: PostWords): boolean {
  const platform = SOCIAL_PLATFORMS.find((known) => known === post.platform);
  if (!platform) return true;
  return [post.content, post.contentEs]
    .filter((text): text is string => !!text)
    .every((text) => fits(platform, text, post.hashtags));
}
