/*
 * A post of the library measured against its network's rules, for the counters of the edit dialog
 * and the cards. The counting is the server's own (`@terrabridge/rules/social-posts`).
 */
import {
  PLATFORM_RULES,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
  isSocialPlatform,
  measureText,
  postedText,
} from '@terrabridge/rules/social-posts';

export const PLATFORMS = SOCIAL_PLATFORMS;
export type Platform = SocialPlatform;
export const isPlatform = (value: string): value is Platform => isSocialPlatform(value);
/** The words as they are pasted into the network: the text, then its hashtags. */
export const postText = postedText;

const HASHTAG = /(?:^|[^\p{L}\p{N}_&])#[\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*/gu;

export function countHashtags(text: string): number {
  return text.match(HASHTAG)?.length ?? 0;
}

export interface PostMeasure {
  characters: number;
  limit: number;
  /** Characters over the limit (0 when it fits). */
  over: number;
  hashtags: number;
  hashtagLimit: number | null;
  fits: boolean;
}

/** How `text` (hashtags included, as posted) measures against the network's limits. */
export function measurePost(platform: Platform, text: string): PostMeasure {
  const { maxLength: limit, maxHashtags: hashtagLimit } = PLATFORM_RULES[platform];
  const characters = measureText(platform, text);
  const hashtags = countHashtags(text);
  const over = Math.max(0, characters - limit);
  return {
    characters,
    limit,
    over,
    hashtags,
    hashtagLimit,
    fits: over === 0 && (hashtagLimit === null || hashtags <= hashtagLimit),
  };
}
