/** At most this many characters: what search results show of a description. */
const DESCRIPTION_LENGTH = 160;

/**
 * Plain text for a description from a body written with the blog's light markup ('#' headings,
 * '- ' bullets, '1.' numbers): markers dropped, whitespace collapsed, cut at a word.
 */
export function summarize(body: string, length = DESCRIPTION_LENGTH): string {
  const text = body
    .split('\n')
    .map((line) => line.replace(/^\s*(#+|-|\d+\.)\s+/, '').trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The Spanish text when the page is in Spanish and one exists. */
export function localized<T extends string | null | undefined>(
  language: 'en' | 'es',
  english: string,
  spanish: T,
): string {
  return language === 'es' && spanish ? spanish : english;
}
