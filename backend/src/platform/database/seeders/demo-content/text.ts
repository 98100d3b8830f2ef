/**
 * Lets long bodies be written indented inside the source: removes the common leading indentation
 * and the blank first and last lines, and keeps blank lines between paragraphs.
 */
export function dedent(text: string): string {
  const lines = text
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indents = lines
    .filter((line) => line.trim())
    .map((line) => line.length - line.trimStart().length);
  const cut = Math.min(...indents);
  return lines.map((line) => (line.trim() ? line.slice(cut) : '')).join('\n');
}
