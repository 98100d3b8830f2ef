/**
 * Short class names for a server-rendered page. Its markup names some 470 utility classes about
 * 1,800 times (`inline-flex items-center gap-2 rounded-lg ...`), the largest part of its HTML
 * after the CSS. The page is sent with each class the inline CSS styles renamed to a name of one or
 * two letters, the most used first, in its markup and its inline rules alike.
 *
 * The app keeps the build's names: React hydrates the server's markup without comparing
 * attributes, and what it renders or changes afterwards has the build's names, which the whole
 * stylesheets style. preferences.js applies those before the app changes anything in the page,
 * and starts the app only once it has them at hand. A class keeps its name when a rule of the
 * whole stylesheets must still find it on an element the server sent: one that a rule names on
 * another element than the one it styles (`.group` of `group-hover:`, `.dark`), and one whose
 * rules match only in an interaction's state (`hover:`), which the inline rules leave out.
 */

/** A class attribute as React writes it (double-quoted, `&`, `<`, `>` and quotes escaped). */
const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)"/g;
const ENTITY = /&(amp|lt|gt|quot|#39|#x27);/g;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

/** A class as written in an attribute, unescaped. */
const unescape = (written: string) =>
  written.includes('&')
    ? written.replace(ENTITY, (_, entity: string) => ENTITIES[entity]!)
    : written;

/** The classes of a class attribute's value, as written. */
const writtenClasses = (value: string) => value.split(/\s+/).filter(Boolean);

/** Each class attribute of markup: where it is, and its classes as written (HTML-escaped). */
export function* classAttributes(markup: string): Generator<{ index: number; written: string[] }> {
  for (const match of markup.matchAll(CLASS_ATTRIBUTE)) {
    yield { index: match.index, written: writtenClasses(match[2]!) };
  }
}

/** The classes of a class attribute's value as `classAttributes` gives it. */
export const classesOf = (written: string[]) => written.map(unescape);

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NEXT = `${FIRST}0123456789`;

/** Names of a letter, then of a letter and a letter or digit, and so on: none needs escaping. */
function* shortNames(): Generator<string> {
  for (let length = 1; ; length++) {
    const count = FIRST.length * NEXT.length ** (length - 1);
    for (let n = 0; n < count; n++) {
      let name = '';
      let rest = n;
      for (let position = 1; position < length; position++) {
        name = NEXT[rest % NEXT.length]! + name;
        rest = Math.floor(rest / NEXT.length);
      }
      yield FIRST[rest]! + name;
    }
  }
}

/**
 * New names for the classes that `renamable` accepts, of those a page names as often as `uses`
 * says: the most used the shortest (the same page always gets the same names), and first `extra`
 * more (for what every rule of a sheet names). No new name is one of `taken`: the names of the
 * page's classes and of its stylesheets' rules.
 */
export function shortClassNames(
  uses: ReadonlyMap<string, number>,
  renamable: (name: string) => boolean,
  taken: { has(name: string): boolean },
  extra = 0,
): { classes: Map<string, string>; extra: string[] } {
  const byUse = [...uses]
    .filter(([name]) => renamable(name))
    .sort(([a, usesOfA], [b, usesOfB]) =>
      usesOfA !== usesOfB ? usesOfB - usesOfA : a < b ? -1 : a > b ? 1 : 0,
    );
  const names = shortNames();
  const next = () => {
    let short = names.next().value!;
    while (taken.has(short)) short = names.next().value!;
    return short;
  };
  const extraNames = Array.from({ length: extra }, next);
  return { classes: new Map(byUse.map(([name]) => [name, next()])), extra: extraNames };
}

/** Markup with its classes renamed as `rename` says (the others as written). */
export function renameMarkupClasses(markup: string, rename: ReadonlyMap<string, string>): string {
  if (rename.size === 0) return markup;
  // A page repeats its class lists (each card, each list item): each is renamed once.
  const renamed = new Map<string, string>();
  return markup.replace(CLASS_ATTRIBUTE, (_, start: string, value: string) => {
    let classes = renamed.get(value);
    if (classes === undefined) {
      classes = writtenClasses(value)
        .map((name) => rename.get(unescape(name)) ?? name)
        .join(' ');
      renamed.set(value, classes);
    }
    return `${start}${classes}"`;
  });
}
