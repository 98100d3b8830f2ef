/**
 * The first words of a post, for places too small for the whole text (a calendar day): at most
 * `maxWords` words and `maxChars` characters, whitespace folded, with an ellipsis when cut.
 */
export function firstWords(text: string, maxWords = 6, maxChars = 40): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  let preview = '';
  let taken = 0;
  for (const word of words.slice(0, maxWords)) {
    const next = preview ? `${preview} ${word}` : word;
    if (next.length > maxChars) break;
    preview = next;
    taken += 1;
  }
  // A first word longer than the room is cut inside it rather than shown as nothing.
  if (taken === 0 && words.length > 0) return `${words[0].slice(0, maxChars - 1)}…`;
  return taken < words.length ? `${preview}…` : preview;
}
