// Server build only: turns `lazy(() => import('./page'))` (and a remote's `lazyPage(...)`, the
// same with a preload the server has no use for) into
// `trackLazy(['<importer>#./page'], () => import('./page'))`, so the server learns which lazy
// modules a page rendered and can preload their browser chunks (keys as in ssr-manifest.json).
const path = require('node:path');

const TRACKER = path.join(__dirname, '../src/server/lazy-tracking.ts');
const LAZY_CALL = /\blazy(?:Page)?\(/g;
const IMPORT_REQUEST = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/** Index just past the parenthesis that closes the one opened before `start`. */
function closingParen(source, start) {
  let depth = 1;
  for (let i = start; i < source.length; i++) {
    const char = source[i];
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/** @this {import('@rspack/core').LoaderContext<{ workspaceRoot: string }>} */
module.exports = function trackLazyLoader(source) {
  const { workspaceRoot } = this.getOptions();
  const importer = path.relative(workspaceRoot, this.resourcePath).split(path.sep).join('/');
  let changed = false;
  let output = '';
  let last = 0;
  for (const match of source.matchAll(LAZY_CALL)) {
    if (match.index < last) continue;
    const argsStart = match.index + match[0].length;
    const end = closingParen(source, argsStart);
    if (end < 0) continue;
    const args = source.slice(argsStart, end - 1);
    const keys = [...args.matchAll(IMPORT_REQUEST)].map(
      ([, , request]) => `${importer}#${request}`,
    );
    if (keys.length === 0) continue;
    output += `${source.slice(last, match.index)}__tbTrackLazy(${JSON.stringify(keys)}, ${args})`;
    last = end;
    changed = true;
  }
  if (!changed) return source;
  output += source.slice(last);
  return `import { trackLazy as __tbTrackLazy } from ${JSON.stringify(TRACKER)};\n${output}`;
};
