// Marks where a stylesheet can be cut into pieces that are each whole CSS, so that the browser
// can read a large file a piece at a time (preferences.js reads the whole stylesheets of a
// server-rendered page so, one piece per task, ahead of their use).
//
// A cut falls where a rule ends. Most of a utility sheet is one at-rule (`@layer utilities{...}`,
// sometimes `@media ...{...}`): a cut inside it closes it and opens it again, which means the
// same (the same layer, the same condition). The file stays valid CSS that means what it did.
/** Between two pieces: a comment, which the browser and the server's CSS pruner both skip. */
const CSS_PIECE_MARK = '/*tb-piece*/';

/** About this many characters a piece: a task of a few milliseconds on a slow phone. */
const CSS_PIECE_SIZE = 8000;

/** At-rules whose body is rules, which a cut may close and open again. */
const REOPENABLE = /^@(layer|media|supports)\b/;

/** The top-level statements of css[from, to) (rules, at-rules, `@layer a, b;`), as [start, end]. */
function cssStatements(css, from, to) {
  const statements = [];
  const marks = /[{};"'\\/]/g;
  // Past a string or a comment (to the end when it is not closed).
  const past = (end, length) => {
    marks.lastIndex = end === -1 ? css.length : end + length;
  };
  let depth = 0;
  let start = from;
  marks.lastIndex = from;
  for (let mark = marks.exec(css); mark && mark.index < to; mark = marks.exec(css)) {
    const at = mark.index;
    const c = mark[0];
    if (c === '\\') marks.lastIndex = at + 2;
    else if (c === '"' || c === "'") past(css.indexOf(c, at + 1), 1);
    else if (c === '/') {
      if (css[at + 1] === '*') past(css.indexOf('*/', at + 2), 2);
    } else if (c === '{') depth++;
    else if ((c === '}' && --depth === 0) || (c === ';' && depth === 0)) {
      statements.push([start, at + 1]);
      start = at + 1;
    }
  }
  if (css.slice(start, to).trim()) statements.push([start, to]);
  return statements;
}

/**
 * Where to insert what, in `css`, to cut it into pieces of about `size` characters: a list of
 * `{ at, text }`, in order. At a cut between top-level statements the text is the mark; inside a
 * large at-rule, `}` + mark + the at-rule's head again.
 */
function cssPieceCuts(css, size = CSS_PIECE_SIZE) {
  const cuts = [];
  let pieceStart = 0;
  const cutAt = (at, reopen = '') => {
    cuts.push({ at, text: reopen ? `}${CSS_PIECE_MARK}${reopen}` : CSS_PIECE_MARK });
    pieceStart = at;
  };
  for (const [start, end] of cssStatements(css, 0, css.length)) {
    if (start > pieceStart && end - pieceStart > size) cutAt(start);
    const open = css.indexOf('{', start);
    const head = css.slice(start, open + 1);
    if (end - start <= size || open === -1 || open > end || !REOPENABLE.test(head)) continue;
    for (const [innerStart, innerEnd] of cssStatements(css, open + 1, end - 1)) {
      if (innerStart > Math.max(pieceStart, open + 1) && innerEnd - pieceStart > size) {
        cutAt(innerStart, head);
      }
    }
  }
  return cuts;
}

/** `css` with its cuts made (what the plugin writes; for tests and for text at hand). */
function cutCssIntoPieces(css, size = CSS_PIECE_SIZE) {
  let out = '';
  let from = 0;
  for (const { at, text } of cssPieceCuts(css, size)) {
    out += css.slice(from, at) + text;
    from = at;
  }
  return out + css.slice(from);
}

/** Marks the cuts in every stylesheet a production build emits (after minification). */
class CssPiecesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CssPiecesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CssPiecesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.css')) continue;
            compilation.updateAsset(name, (source) => {
              const cuts = cssPieceCuts(source.source().toString());
              if (cuts.length === 0) return source;
              // Insertions keep the source map right.
              const cut = new sources.ReplaceSource(source);
              for (const { at, text } of cuts) cut.insert(at, text);
              return cut;
            });
          }
        },
      );
    });
  }
}

module.exports = {
  CSS_PIECE_MARK,
  CSS_PIECE_SIZE,
  CssPiecesPlugin,
  cssPieceCuts,
  cutCssIntoPieces,
};
