/*
 * How long a post is on each network, for the live counters of the post editors. A copy of the
 * counting in backend/src/modules/content/social-generation/platform-rules.ts, which is the
 * rule's source: the server measures generated posts with it, so the two must agree (the cases of
 * post-length.spec.ts are those of the server's platform-rules.spec.ts). Change both together.
 */

export type SocialPlatform = 'twitter' | 'facebook' | 'instagram' | 'linkedin';

/** The networks in the order the portal lists them. */
export const SOCIAL_PLATFORMS: readonly SocialPlatform[] = [
  'twitter',
  'facebook',
  'instagram',
  'linkedin',
];

export interface PlatformLimit {
  /** The longest post, hashtags included as they are posted (see postedText). */
  maxLength: number;
  /** The most hashtags a post may carry; null when only the length limits them. */
  maxHashtags: number | null;
  /** `twitter`: X's weighted count. `utf16`: UTF-16 code units, as `String.length` counts. */
  counting: 'twitter' | 'utf16';
}

export const PLATFORM_LIMITS: Readonly<Record<SocialPlatform, PlatformLimit>> = {
  twitter: { maxLength: 280, maxHashtags: null, counting: 'twitter' },
  instagram: { maxLength: 2_200, maxHashtags: 30, counting: 'utf16' },
  linkedin: { maxLength: 3_000, maxHashtags: null, counting: 'utf16' },
  facebook: { maxLength: 63_206, maxHashtags: null, counting: 'utf16' },
};

export const isSocialPlatform = (value: unknown): value is SocialPlatform =>
  typeof value === 'string' && (SOCIAL_PLATFORMS as readonly string[]).includes(value);

/** Every link in a post on X counts as this many characters, whatever its length. */
export const TWITTER_URL_LENGTH = 23;

/** Hashtags are posted after the text, separated from it by a blank line and from each other by a space. */
export const HASHTAG_SEPARATOR = '\n\n';

/** The post as it is published: the text, then its hashtags. */
export function postedText(content: string, hashtags: readonly string[]): string {
  return hashtags.length > 0 ? `${content}${HASHTAG_SEPARATOR}${hashtags.join(' ')}` : content;
}

/** The length of a whole post, hashtags included, as `platform` counts it. */
export function postLength(
  platform: SocialPlatform,
  content: string,
  hashtags: readonly string[],
): number {
  return measureText(platform, postedText(content, hashtags));
}

/** The length of `text` as `platform` counts it. */
export function measureText(platform: SocialPlatform, text: string): number {
  return PLATFORM_LIMITS[platform].counting === 'twitter' ? twitterLength(text) : text.length;
}

/**
 * Links as X finds them: with a scheme or starting with `www.`, ending before whitespace and
 * before any punctuation that closes a sentence or a bracket.
 */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s]*[^\s.,!?;:)\]}'"”’»…]/giu;

/** Code points X counts as one character; every other counts as two. */
const SINGLE_WEIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * X's count (twitter-text, version 3): text in NFC; each link 23; each emoji, however many code
 * points it is made of, 2; Latin, Greek, Cyrillic and common punctuation 1 per code point;
 * anything else (CJK, for one) 2.
 */
export function twitterLength(text: string): number {
  const normalized = text.normalize('NFC');
  let length = 0;
  let last = 0;
  for (const match of normalized.matchAll(URL_PATTERN)) {
    length += weightedLength(normalized.slice(last, match.index)) + TWITTER_URL_LENGTH;
    last = match.index + match[0].length;
  }
  return length + weightedLength(normalized.slice(last));
}

function weightedLength(text: string): number {
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (EMOJI.test(segment)) {
      length += 2;
      continue;
    }
    for (const character of segment) {
      const code = character.codePointAt(0)!;
      length += SINGLE_WEIGHT_RANGES.some(([from, to]) => code >= from && code <= to) ? 1 : 2;
    }
  }
  return length;
}

/** True when the whole post keeps to the platform's rules (length and number of hashtags). */
export function fits(
  platform: SocialPlatform,
  content: string,
  hashtags: readonly string[],
): boolean {
  const limit = PLATFORM_LIMITS[platform];
  return (
    (limit.maxHashtags === null || hashtags.length <= limit.maxHashtags) &&
    postLength(platform, content, hashtags) <= limit.maxLength
  );
}
