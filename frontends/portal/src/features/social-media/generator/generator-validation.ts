import type { PortalResources } from '../../../i18n/portal.en';
import { PLATFORM_RULES, type SocialPlatform, postLength } from '@terrabridge/rules/social-posts';

/** A key of the generator's validation texts; the message is shown in the site's language. */
export type GeneratorValidationKey = keyof PortalResources['generator']['validation'];

/*
 * The same rules, in the same order, as the API's: GENERATION_INPUT_LIMITS and the DTOs of
 * backend/src/modules/content/social-generation/dto/generation-requests.dto.ts for the requests,
 * backend/src/modules/content/dto/save-social-post.dto.ts for saving. Values are trimmed first,
 * as the server trims them; a field reports its first broken rule.
 */

export const INPUT_LIMITS = {
  prompt: { min: 10, max: 2000 },
  audience: { min: 5, max: 500 },
  industry: { min: 3, max: 100 },
} as const;

/** What the library keeps of a post (save-social-post.dto.ts). */
export const SAVED_POST_LIMITS = { min: 10, max: 63_206, hashtags: 30 } as const;

const HASHTAG = /^#[\p{L}\p{N}_]{1,100}$/u;

function validateText(
  value: string,
  { min, max }: { min: number; max: number },
  tooShort: GeneratorValidationKey,
  tooLong: GeneratorValidationKey,
): GeneratorValidationKey | null {
  const text = value.trim();
  if (text.length < min) return tooShort;
  if (text.length > max) return tooLong;
  return null;
}

export const validatePrompt = (value: string) =>
  validateText(value, INPUT_LIMITS.prompt, 'promptMin', 'promptMax');

export const validateAudience = (value: string) =>
  validateText(value, INPUT_LIMITS.audience, 'audienceMin', 'audienceMax');

export const validateIndustry = (value: string) =>
  validateText(value, INPUT_LIMITS.industry, 'industryRequired', 'industryMax');

export function validatePlatform(value: SocialPlatform | null): GeneratorValidationKey | null {
  return value ? null : 'platformRequired';
}

export function validatePlatforms(
  values: readonly SocialPlatform[],
): GeneratorValidationKey | null {
  return values.length > 0 ? null : 'platformsRequired';
}

/**
 * Hashtags as typed in the editor: separated by spaces or commas, each with its '#' (added when
 * left out, as the server does).
 */
export function parseHashtags(text: string): string[] {
  return text
    .split(/[\s,]+/u)
    .filter((tag) => tag !== '' && tag !== '#')
    .map((tag) => (tag.startsWith('#') ? tag : `#${tag}`));
}

export const formatHashtags = (hashtags: readonly string[]) => hashtags.join(' ');

/** A post being edited before it is saved: the text in both languages and its hashtags. */
export interface PostDraft {
  platform: SocialPlatform;
  content: string;
  contentEs: string;
  /** As typed: see parseHashtags. */
  hashtags: string;
}

/** How far a text of the post is over its platform's length, hashtags included (0: it fits). */
export function overLimit(platform: SocialPlatform, text: string, hashtags: readonly string[]) {
  return Math.max(
    0,
    postLength(platform, text.trim(), hashtags) - PLATFORM_RULES[platform].maxLength,
  );
}

export interface DraftProblems {
  content: GeneratorValidationKey | null;
  contentEs: GeneratorValidationKey | null;
  hashtags: GeneratorValidationKey | null;
}

/**
 * What keeps a post from being saved: the library's rules (the English text is required, at
 * least 10 characters, each text at most 63,206, Facebook's limit) and its platform's (length with the hashtags,
 * number of hashtags). The Spanish text may be left empty.
 */
export function draftProblems(draft: PostDraft): DraftProblems {
  const hashtags = parseHashtags(draft.hashtags);
  const limit = PLATFORM_RULES[draft.platform];
  const textProblem = (value: string, required: boolean): GeneratorValidationKey | null => {
    const text = value.trim();
    if (text === '') return required ? 'contentRequired' : null;
    if (text.length < SAVED_POST_LIMITS.min && required) return 'contentMin';
    if (overLimit(draft.platform, text, hashtags) > 0) return 'tooLong';
    if (text.length > SAVED_POST_LIMITS.max) return 'contentMax';
    return null;
  };
  const maxHashtags = Math.min(limit.maxHashtags ?? Infinity, SAVED_POST_LIMITS.hashtags);
  return {
    content: textProblem(draft.content, true),
    contentEs: textProblem(draft.contentEs, false),
    hashtags: !hashtags.every((tag) => HASHTAG.test(tag))
      ? 'hashtagsInvalid'
      : hashtags.length > maxHashtags
        ? 'hashtagsTooMany'
        : null,
  };
}

export const hasProblems = (problems: DraftProblems) =>
  Boolean(problems.content || problems.contentEs || problems.hashtags);
