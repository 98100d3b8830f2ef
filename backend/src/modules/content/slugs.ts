/**
 * A URL slug made from a title: accents dropped, lowercase letters and digits joined by single
 * hyphens, cut at a word boundary within `max` characters. Empty when the title has no letters.
 */
export function slugFromTitle(title: string, max = 80): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, max);
}
