/**
 * The blog's light markup, parsed into blocks that the page renders as React elements (never as
 * HTML):
 * - blocks are separated by blank lines;
 * - a line starting with one or more '#' and a space is a heading (a heading line ends its block,
 *   so text may follow on the next line); its level (1 to 4) is its depth in the post's outline,
 *   so no level is skipped: a post whose first heading is '##' starts at level 1, and a '###'
 *   right under a '#' is level 2 (screen readers and search engines read skipped levels as
 *   missing sections);
 * - a block starting with '- ' is a bullet list (one item per '- ' line; other lines continue
 *   the item before them);
 * - a block starting with a number and a dot ('1. ') is a numbered list, likewise;
 * - anything else is a paragraph whose lines are joined with spaces.
 */
export type HeadingLevel = 1 | 2 | 3 | 4;

export type BodyBlock =
  | { type: 'heading'; level: HeadingLevel; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'bullets'; items: string[] }
  | { type: 'numbered'; items: string[]; start: number };

const HEADING = /^(#+)(?:\s+(.*))?$/;
const BULLET = /^-\s+/;
const NUMBERED = /^(\d+)\.\s+/;

function listItems(lines: string[], marker: RegExp): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (marker.test(line) || items.length === 0) {
      items.push(line.replace(marker, '').trim());
    } else {
      items[items.length - 1] = `${items[items.length - 1]} ${line}`;
    }
  }
  return items.filter(Boolean);
}

function textBlock(lines: string[]): BodyBlock | null {
  if (lines.length === 0) return null;
  const first = lines[0];
  if (BULLET.test(first)) return { type: 'bullets', items: listItems(lines, BULLET) };
  const numbered = NUMBERED.exec(first);
  if (numbered) {
    return { type: 'numbered', items: listItems(lines, NUMBERED), start: Number(numbered[1]) };
  }
  return { type: 'paragraph', text: lines.join(' ') };
}

export function parseBlogBody(source: string | null | undefined): BodyBlock[] {
  if (!source) return [];
  const blocks: BodyBlock[] = [];
  const chunks = source.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const chunk of chunks) {
    let pending: string[] = [];
    const flush = () => {
      const block = textBlock(pending);
      if (block) blocks.push(block);
      pending = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const heading = HEADING.exec(line);
      if (heading) {
        flush();
        const text = (heading[2] ?? '').replace(/\s+#+\s*$/, '').trim();
        if (text) {
          blocks.push({
            type: 'heading',
            level: Math.min(heading[1].length, 4) as HeadingLevel,
            text,
          });
        }
      } else {
        pending.push(line);
      }
    }
    flush();
  }
  return outline(blocks);
}

/** Renumbers the headings by nesting depth (1 = top), keeping which heading is under which. */
function outline(blocks: BodyBlock[]): BodyBlock[] {
  const open: number[] = [];
  return blocks.map((block) => {
    if (block.type !== 'heading') return block;
    while (open.length > 0 && open[open.length - 1] >= block.level) open.pop();
    open.push(block.level);
    return { ...block, level: Math.min(open.length, 4) as HeadingLevel };
  });
}

/** The body as plain text (markers removed), for excerpts and summaries. */
export function blogPlainText(source: string | null | undefined): string {
  return parseBlogBody(source)
    .map((block) => ('text' in block ? block.text : block.items.join(' ')))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const EXCERPT_LENGTH = 150;

/** The first 150 characters of the text, plus an ellipsis when the text is longer. */
export function blogExcerpt(source: string | null | undefined, length = EXCERPT_LENGTH): string {
  const text = blogPlainText(source);
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}
