import { renameMarkupClasses, shortClassNames } from './class-names';
import {
  pruneStylesheets,
  usedNames,
  type MarkupRange,
  type ParsedStylesheet,
  type Renaming,
} from './css-pruner';

/** A stylesheet of the page and the build it comes from ('shell' or a remote's name). */
export interface PageStylesheetFile {
  build: string;
  sheet: ParsedStylesheet;
}

/**
 * Classes and elements the page has that its markup does not show: the theme class preferences.js
 * may put on <html> before the first paint (and the theme toggle later), and the document's own
 * elements around the rendered markup.
 */
const DOCUMENT_CLASSES = ['dark'];
const DOCUMENT_ELEMENTS = ['html', 'head', 'body'];

/** A server-rendered page's inline CSS and its markup, with short class names (class-names.ts). */
export interface PageStyles {
  /** Of each stylesheet, the rules the markup uses. */
  css: string[];
  markup: string;
}

/**
 * Of each stylesheet of a server-rendered page, the rules its markup uses, to inline; and the
 * markup and those rules with short class names.
 *
 * A remote's utilities are scoped to its root element (`[data-remote="<name>"] .flex`, see
 * frontends/build/postcss-scope-utilities.mjs), so its sheet is pruned for what is inside that
 * element. The shell's sheet is pruned for the rest of the page, and for the classes inside the
 * remote's root that the remote's sheet does not style: elsewhere in the root, the remote's
 * scoped copy of a utility (more specific, the same declarations) is the one that applies.
 * The root gets a short class too, which its inline rules are scoped by (`.a .b`, as specific
 * as `[data-remote=marketing] .b`).
 */
export function pageStyles(files: PageStylesheetFile[], markup: string): PageStyles {
  const builds = [...new Set(files.map(({ build }) => build).filter((b) => b !== 'shell'))];
  const regions = new Map<string, MarkupRange>();
  for (const build of builds) {
    const region = elementWithAttribute(markup, `data-remote="${build}"`);
    if (region) regions.set(build, region);
  }
  const names = usedNames(markup, [...regions.values()]);
  for (const name of DOCUMENT_ELEMENTS) names.elements.add(name);
  const classesOf = new Map([...regions.keys()].map((build, i) => [build, names.rangeClasses[i]!]));

  const all = new Set([...names.classes, ...names.rangeClasses.flatMap((set) => [...set])]);
  // The shell styles what is outside the remotes' roots, and inside what they do not style.
  const shellClasses = regions.size === 0 ? all : new Set(names.classes);
  for (const { build, sheet } of files) {
    const inside = classesOf.get(build);
    if (inside) for (const name of inside) if (!sheet.classes.has(name)) shellClasses.add(name);
  }
  const short = shortNamesFor(files, all, names.uses, regions.size);
  const roots = [...regions].map(([build, { start }], i) => ({
    build,
    start,
    name: short.extra[i]!,
  }));
  const attributes = new Map<string, string>();
  for (const { build, name } of roots) {
    // As the stylesheet may write it: minified, the quotes of a plain name are left out.
    attributes.set(`[data-remote="${build}"]`, name);
    attributes.set(`[data-remote=${build}]`, name);
  }
  const renaming: Renaming = { classes: short.classes, attributes };
  const css = pruneStylesheets(
    files.map(({ build, sheet }) => {
      const classes = build === 'shell' ? shellClasses : (classesOf.get(build) ?? all);
      for (const name of DOCUMENT_CLASSES) classes.add(name);
      return { sheet, used: { classes, elements: names.elements } };
    }),
    markup,
    renaming,
  );
  return { css, markup: renameMarkupClasses(withClasses(markup, roots), short.classes) };
}

/** Markup with a class added to the elements that start at the given indexes. */
function withClasses(markup: string, added: { start: number; name: string }[]): string {
  const classStart = ' class="';
  let text = markup;
  // From the last, so that the indexes before stay right.
  for (const { start, name } of [...added].sort((a, b) => b.start - a.start)) {
    const tagEnd = text.indexOf('>', start);
    const classAt = text.slice(start, tagEnd).indexOf(classStart);
    if (classAt === -1) {
      text = `${text.slice(0, tagEnd)}${classStart}${name}"${text.slice(tagEnd)}`;
    } else {
      const valueAt = start + classAt + classStart.length;
      text = `${text.slice(0, valueAt)}${name} ${text.slice(valueAt)}`;
    }
  }
  return text;
}

/**
 * Short names for the classes of the page that its stylesheets style, except those that keep
 * their names (`fixedClasses`) and those of the document around the markup.
 */
function shortNamesFor(
  files: PageStylesheetFile[],
  classes: Set<string>,
  uses: ReadonlyMap<string, number>,
  roots: number,
) {
  const styled = (name: string) => files.some(({ sheet }) => sheet.classes.has(name));
  const fixed = (name: string) => files.some(({ sheet }) => sheet.fixedClasses.has(name));
  const taken = {
    has: (name: string) =>
      classes.has(name) ||
      DOCUMENT_CLASSES.includes(name) ||
      files.some(({ sheet }) => sheet.classes.has(name) || sheet.fixedClasses.has(name)),
  };
  return shortClassNames(
    uses,
    (name) => styled(name) && !fixed(name) && !DOCUMENT_CLASSES.includes(name),
    taken,
    roots,
  );
}

/**
 * Where the element whose start tag has `attribute` (exactly as written) begins and ends in
 * markup as React writes it (every element closed, same-named elements nested within counted).
 */
function elementWithAttribute(markup: string, attribute: string): MarkupRange | undefined {
  const at = markup.indexOf(` ${attribute}`);
  if (at === -1) return undefined;
  const start = markup.lastIndexOf('<', at);
  const tag = /^<([a-zA-Z][\w-]*)/.exec(markup.slice(start, at))?.[1];
  if (!tag) return undefined;
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(markup); match; match = tags.exec(markup)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      const end = markup.indexOf('>', match.index);
      return end === -1 ? undefined : { start, end: end + 1 };
    }
  }
  return undefined;
}
