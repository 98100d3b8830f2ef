// eslint-disable-next-line @nx/enforce-module-boundaries -- the build's own helper, in no project; preferences.js relies on its cuts
import { CSS_PIECE_MARK, cutCssIntoPieces } from '../../../build/css-pieces.cjs';

/**
 * The rules of a stylesheet with the at-rules around each, one line per rule, in order: what a
 * stylesheet means, however its at-rules are cut and opened again.
 */
function flatRules(css: string): string[] {
  const lines: string[] = [];
  const walk = (text: string, around: string[]) => {
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '\\') i++;
      else if (c === '"' || c === "'") i = text.indexOf(c, i + 1);
      else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) + 1;
      else if (c === '{') depth++;
      else if ((c === '}' && --depth === 0) || (c === ';' && depth === 0)) {
        const statement = text
          .slice(start, i + 1)
          .replace(/\/\*[^]*?\*\//g, '')
          .trim();
        start = i + 1;
        const open = statement.indexOf('{');
        if (/^@(layer|media|supports)\b/.test(statement) && open !== -1) {
          walk(statement.slice(open + 1, -1), [...around, statement.slice(0, open)]);
        } else if (statement) {
          lines.push(`${around.join(' > ')} | ${statement}`);
        }
      }
    }
  };
  walk(css, []);
  return lines;
}

const pieces = (css: string, size: number) => cutCssIntoPieces(css, size).split(CSS_PIECE_MARK);

describe('css pieces', () => {
  const utilities = Array.from({ length: 40 }, (_, i) => `.u${i}{margin:${i}px}`).join('');
  const sheet =
    '@layer theme,base,utilities;@layer theme{:root{--a:1}}' +
    `@layer utilities{${utilities}@media (min-width:40rem){.md{display:flex}}}` +
    '.plain{color:red}@keyframes spin{to{transform:rotate(1turn)}}';

  it('cuts a sheet into pieces of about the size asked, each whole CSS', () => {
    const cut = pieces(sheet, 120);
    expect(cut.length).toBeGreaterThan(4);
    for (const piece of cut) {
      expect(piece.split('{').length).toBe(piece.split('}').length);
      // A piece is at most the size asked plus the at-rule opened again and one rule.
      expect(piece.length).toBeLessThan(120 + '@layer utilities{}'.length + 40);
    }
  });

  it('keeps every rule in its order and in its at-rules', () => {
    const cut = pieces(sheet, 120);
    expect(cut.some((piece) => piece.startsWith('@layer utilities{.u'))).toBe(true);
    expect(cut.flatMap(flatRules)).toEqual(flatRules(sheet));
  });

  it('leaves a sheet smaller than a piece as it is', () => {
    expect(cutCssIntoPieces(sheet, 10_000)).toBe(sheet);
  });

  it('does not cut inside strings, comments or escaped characters', () => {
    const tricky = 'a{b:c}/* x { */d{e:"}"}@layer u{.x{y:z}.p\\{{q:r}.s{t:u}}/* open';
    expect(pieces(tricky, 12)).toEqual([
      'a{b:c}',
      '/* x { */d{e:"}"}',
      '@layer u{.x{y:z}}',
      '@layer u{.p\\{{q:r}}',
      '@layer u{.s{t:u}}',
      '/* open',
    ]);
  });
});
