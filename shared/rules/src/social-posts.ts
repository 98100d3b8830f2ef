/**
 * How long a post may be on each network, and how its length is counted: the API measures and
 * cuts generated posts with it, and the portal's editors count with it as a person types, so
 * the counters agree with the server.
 */

/** The networks, in the order the portal lists them. */
export const SOCIAL_PLATFORMS = ['twitter', 'facebook', 'instagram', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const isSocialPlatform = (value: unknown): value is SocialPlatform =>
  typeof value === 'string' && (SOCIAL_PLATFORMS as readonly string[]).includes(value);

export interface PlatformRule {
  /** The longest post, hashtags included as they are posted (see postedText). */
  maxLength: number;
  /** The most hashtags a post may carry; null when only the length limits them. */
  maxHashtags: number | null;
  /**
   * `twitter`: X's weighted count (below). `utf16`: UTF-16 code units, what a browser's
   * `maxlength` and `String.length` count, never fewer than the networks count.
   */
  counting: 'twitter' | 'utf16';
}

export const PLATFORM_RULES = {
  twitter: { maxLength: 280, maxHashtags: null, counting: 'twitter' },
  instagram: { maxLength: 2_200, maxHashtags: 30, counting: 'utf16' },
  linkedin: { maxLength: 3_000, maxHashtags: null, counting: 'utf16' },
  facebook: { maxLength: 63_206, maxHashtags: null, counting: 'utf16' },
} as const satisfies Record<SocialPlatform, PlatformRule>;

/** Every link in a post on X counts as this many characters, whatever its length. */
export const TWITTER_URL_LENGTH = 23;

/** Hashtags are posted after the text, separated from it by a blank line and from each other by a space. */
export const HASHTAG_SEPARATOR = '\n\n';

/** Longest hashtag kept; longer ones are dropped. */
export const MAX_HASHTAG_LENGTH = 100;

/** Marks text cut at a word boundary. */
export const ELLIPSIS = '…';

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
  return PLATFORM_RULES[platform].counting === 'twitter' ? twitterLength(text) : text.length;
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

/**
 * Hashtags as they are posted: `#` and the tag's letters, digits and underscores (spaces and
 * other signs removed, as a network would stop the tag there), without repeats (case ignored),
 * empty or digit-only tags (networks do not link them) or tags over MAX_HASHTAG_LENGTH.
 */
export function normalizeHashtags(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of raw) {
    const body = tag.normalize('NFC').replace(/[^\p{L}\p{M}\p{N}_]/gu, '');
    if (body === '' || body.length > MAX_HASHTAG_LENGTH || /^[\p{N}_]+$/u.test(body)) continue;
    const key = body.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(`#${body}`);
  }
  return tags;
}

export interface FittedPost {
  content: string;
  hashtags: string[];
  /** Text or hashtags were removed to fit the platform's rules. */
  shortened: boolean;
}

/** True when the whole post keeps to the platform's rules. */
export function fits(
  platform: SocialPlatform,
  content: string,
  hashtags: readonly string[],
): boolean {
  const rule: PlatformRule = PLATFORM_RULES[platform];
  return (
    (rule.maxHashtags === null || hashtags.length <= rule.maxHashtags) &&
    postLength(platform, content, hashtags) <= rule.maxLength
  );
}

/**
 * Makes a post keep to its platform's rules without cutting a word: hashtags beyond the
 * platform's count are dropped; when the post is still too long, trailing hashtags are dropped
 * while they take more than half of the limit (the text is what the post is for), then the text
 * is cut after its last whole sentence that fits, or, when not even the first sentence fits,
 * after its last whole word that fits, followed by an ellipsis. Only a first word longer than the
 * whole limit is cut inside, between two characters.
 */
export function fitPost(
  platform: SocialPlatform,
  content: string,
  hashtags: readonly string[],
): FittedPost {
  const rule: PlatformRule = PLATFORM_RULES[platform];
  const text = content.trim();
  let tags = [...hashtags];
  let shortened = false;
  if (rule.maxHashtags !== null && tags.length > rule.maxHashtags) {
    tags = tags.slice(0, rule.maxHashtags);
    shortened = true;
  }
  if (postLength(platform, text, tags) <= rule.maxLength) {
    return { content: text, hashtags: tags, shortened };
  }
  while (
    tags.length > 0 &&
    measureText(platform, HASHTAG_SEPARATOR + tags.join(' ')) > rule.maxLength / 2
  ) {
    tags = tags.slice(0, -1);
  }
  const fitting = (candidate: string) => postLength(platform, candidate, tags) <= rule.maxLength;
  const shortenedText =
    lastFitting(sentenceEnds(text), (end) => text.slice(0, end).trimEnd(), fitting) ??
    lastFitting(wordEnds(text), (end) => withEllipsis(text.slice(0, end)), fitting) ??
    lastFitting(graphemeEnds(text), (end) => withEllipsis(text.slice(0, end)), fitting) ??
    '';
  return { content: shortenedText, hashtags: tags, shortened: true };
}

/**
 * The longest candidate that fits, searching the ends (ascending) by halves: a longer prefix
 * never measures less than a shorter one.
 */
function lastFitting(
  ends: number[],
  candidateAt: (end: number) => string,
  fitting: (candidate: string) => boolean,
): string | undefined {
  let low = 0;
  let high = ends.length - 1;
  let best: string | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = candidateAt(ends[middle]);
    if (candidate !== '' && candidate !== ELLIPSIS && fitting(candidate)) {
      best = candidate;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return best;
}

/** Where sentences end: after . ! ? or … (and closing quotes or brackets), and before line breaks. */
function sentenceEnds(text: string): number[] {
  const ends = new Set<number>();
  for (const match of text.matchAll(/[.!?…]+["'”’)\]»]*(?=\s|$)/gu)) {
    ends.add(match.index + match[0].length);
  }
  for (const match of text.matchAll(/\n/g)) ends.add(match.index);
  return [...ends].filter((end) => end > 0).sort((a, b) => a - b);
}

/** Where words end: before each run of whitespace. */
function wordEnds(text: string): number[] {
  return [...text.matchAll(/\s+/gu)].map((match) => match.index).filter((end) => end > 0);
}

function graphemeEnds(text: string): number[] {
  return [...graphemes.segment(text)].map(({ index, segment }) => index + segment.length);
}

/** A cut text ends in an ellipsis, without the comma or dash that stood before the cut. */
function withEllipsis(prefix: string): string {
  return `${prefix.trimEnd().replace(/[\s,;:\-–—]+$/u, '')}${ELLIPSIS}`;
}
