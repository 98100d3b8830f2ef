export const PLATFORMS = ['twitter', 'facebook', 'instagram', 'linkedin'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const isPlatform = (value: string): value is Platform =>
  (PLATFORMS as readonly string[]).includes(value);

/** What each network accepts in one post. */
export const PLATFORM_LIMITS: Record<Platform, { characters: number; hashtags: number | null }> = {
  twitter: { characters: 280, hashtags: null },
  facebook: { characters: 63_206, hashtags: null },
  instagram: { characters: 2_200, hashtags: 30 },
  linkedin: { characters: 3_000, hashtags: null },
};

/** Twitter shortens every link to a t.co address of this length, whatever its own. */
export const TWITTER_LINK_LENGTH = 23;

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
const EMOJI =
  /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*/gu;
const HASHTAG = /(?:^|[^\p{L}\p{N}_&])#[\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*/gu;

/**
 * Twitter's weighting (twitter-text 3): Latin, Greek, Cyrillic and common punctuation count 1,
 * other characters (Chinese, Japanese, Korean...) and each emoji count 2.
 */
function twitterWeight(codePoint: number): number {
  const light =
    codePoint <= 0x10ff ||
    (codePoint >= 0x2000 && codePoint <= 0x200d) ||
    (codePoint >= 0x2010 && codePoint <= 0x201f) ||
    (codePoint >= 0x2032 && codePoint <= 0x2037);
  return light ? 1 : 2;
}

/** The length of `text` as the network counts it. */
export function countCharacters(platform: Platform, text: string): number {
  if (platform !== 'twitter') return Array.from(text).length;
  let links = 0;
  const withoutLinks = text.replace(LINK, () => {
    links += 1;
    return '';
  });
  let emoji = 0;
  const plain = withoutLinks.replace(EMOJI, () => {
    emoji += 1;
    return '';
  });
  let weight = 0;
  for (const character of plain) weight += twitterWeight(character.codePointAt(0) ?? 0);
  return weight + emoji * 2 + links * TWITTER_LINK_LENGTH;
}

export function countHashtags(text: string): number {
  return text.match(HASHTAG)?.length ?? 0;
}

/** The words as they are pasted into the network: the text, then its hashtags. */
export function postText(content: string, hashtags: readonly string[]): string {
  return hashtags.length > 0 ? `${content}\n\n${hashtags.join(' ')}` : content;
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

/** How `text` measures against the network's limits. */
export function measurePost(platform: Platform, text: string): PostMeasure {
  const { characters: limit, hashtags: hashtagLimit } = PLATFORM_LIMITS[platform];
  const characters = countCharacters(platform, text);
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
