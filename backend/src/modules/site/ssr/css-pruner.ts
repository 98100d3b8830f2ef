/**
 * Keeps, of a stylesheet, what a rendered page can use. The builds' stylesheets are utility CSS
 * (Tailwind) for every page of an app, of which one page uses a small part.
 *
 * - A style rule stays when one of its selectors names only classes and elements the page's
 *   markup has. What is inside a functional pseudo-class (`:where(.dark *)`, `:not(.x)`,
 *   `:is(:where(.group):hover *)`), attribute and id selectors are not looked at, so variants
 *   (`dark:`, `checked:`, `peer-checked:`) stay with the classes they style; a rule with nested
 *   rules (`&`) is judged by its own selector. A pseudo-element only one kind of input has
 *   (`::file-selector-button`, a date field's parts) needs such an input.
 * - Except a selector that matches only in a state the visitor puts an element in (`:hover`,
 *   `:active`, `:focus`, `:focus-visible`, `:focus-within`, also inside `:is()`, `:where()` or
 *   `:has()`, not inside `:not()`): the page's whole stylesheets apply at the visitor's first
 *   pointer over the page, touch, key or focus (preferences.js), before such a state can be.
 *   So are rules for paper only (`@media print`): they apply before the page is printed.
 * - Of the rules kept, a custom property declaration stays when something kept reads it
 *   (`var(--x)`, also through other custom properties) or the markup does.
 * - `@keyframes` stay when a kept declaration names them, `@property` when a kept one reads it;
 *   once in the page's sheets.
 *
 * It errs on the side of keeping: what it does not understand stays. The stylesheet is parsed
 * once; pruning it for a page walks its rules and joins the original text of what is kept, with
 * the classes of its selectors renamed if asked (class-names.ts).
 */

import { classAttributes, classesOf } from './class-names';

/** The classes and element names a page's markup uses. */
export interface UsedNames {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
}

/** What a selector needs from the page to match anything: all of these classes and elements. */
interface Requirement {
  classes: string[];
  elements: string[];
  /** It matches only in a state that an interaction puts an element in. */
  interactive: boolean;
  /**
   * The classes it names of an element other than the one it styles (`.group` of
   * `:where(.group):hover *`, `.a` of `.a > .b`): all but those of its last compound outside
   * parentheses.
   */
  context: string[];
}

interface Declaration {
  text: string;
  /** The custom property it sets (`--x`), if it sets one. */
  property?: string;
  /** The custom properties its value reads. */
  reads: string[];
}

type CssNode =
  | {
      kind: 'rule';
      selector: string;
      /** One requirement per selector of the list; null: kept whatever the page. */
      selectors: Requirement[] | null;
      /** Null when the body holds nested rules: then it is kept whole. */
      declarations: Declaration[] | null;
      body: string;
      reads: string[];
      /** Where its selector names classes, once a page has had them renamed. */
      names?: SelectorName[];
    }
  /** A grouping at-rule (`@media`, `@supports`, `@layer x`, ...) around rules. */
  | { kind: 'group'; head: string; children: CssNode[] }
  /** `@keyframes <name>`, kept when a kept declaration names it. */
  | { kind: 'keyframes'; name: string; text: string }
  /** `@property --<name>`, kept when a kept declaration reads the property. */
  | { kind: 'property'; name: string; text: string }
  /** Anything else (`@layer a, b;`, `@font-face`, `@page`...), always kept. */
  | { kind: 'other'; text: string; reads: string[] };

export interface ParsedStylesheet {
  nodes: CssNode[];
  /** The classes its style rules name, in the parts of selectors the pruning looks at. */
  classes: ReadonlySet<string>;
  /**
   * The classes that keep their names on a page (class-names.ts), as the rules of the whole
   * stylesheets must still find them on the elements the server sent:
   * - those its rules may name of another element than the one they style: in a selector's other
   *   compounds or parentheses, in nested rules, in at-rules' heads;
   * - those of the rules that match only in a state an interaction brings, which the page's
   *   inline rules leave out (`hover:bg-muted`, `focus-visible:outline-2`).
   */
  fixedClasses: ReadonlySet<string>;
}

const GROUPING_AT_RULES = new Set([
  'media',
  'supports',
  'layer',
  'container',
  'scope',
  'starting-style',
]);

/** Parses CSS as the builds write it (any CSS parses; what is not understood is kept). */
export function parseStylesheet(css: string): ParsedStylesheet {
  const nodes = parseBlock(css, 0, css.length);
  const classes = new Set<string>();
  const fixedClasses = new Set<string>();
  const collect = (list: CssNode[]) => {
    for (const node of list) {
      if (node.kind === 'group') {
        for (const name of classesIn(node.head)) fixedClasses.add(name);
        collect(node.children);
      }
      if (node.kind !== 'rule') continue;
      if (!node.selectors || !node.declarations) {
        // Nested rules (`&`) are not looked into: every class they name keeps its name.
        for (const name of classesIn(`${node.selector}{${node.body}}`)) fixedClasses.add(name);
      }
      for (const selector of node.selectors ?? []) {
        for (const name of selector.classes) classes.add(name);
        for (const name of selector.context) fixedClasses.add(name);
        if (selector.interactive) for (const name of selector.classes) fixedClasses.add(name);
      }
    }
  };
  collect(nodes);
  return { nodes, classes, fixedClasses };
}

function parseBlock(css: string, start: number, end: number): CssNode[] {
  const nodes: CssNode[] = [];
  let i = start;
  while (i < end) {
    i = skipSpaceAndComments(css, i, end);
    if (i >= end) break;
    const preludeEnd = scan(css, i, end, '{;}');
    const prelude = css.slice(i, preludeEnd).trim();
    if (preludeEnd >= end || css[preludeEnd] !== '{') {
      // A statement (`@layer a, b;`, `@import ...;`) or stray text.
      const text = css.slice(i, Math.min(preludeEnd + 1, end));
      if (prelude) nodes.push({ kind: 'other', text, reads: reads(text) });
      i = preludeEnd + 1;
      continue;
    }
    const close = scan(css, preludeEnd + 1, end, '}', true);
    const node = blockNode(css, prelude, css.slice(i, close + 1), preludeEnd, close);
    const previous = nodes.at(-1);
    if (node.kind === 'group' && previous?.kind === 'group' && previous.head === node.head) {
      // The same at-rule closed and opened again (as the builds cut a stylesheet into pieces,
      // frontends/build/css-pieces.cjs) is one: its rules are kept under one head.
      previous.children.push(...node.children);
    } else {
      nodes.push(node);
    }
    i = close + 1;
  }
  return nodes;
}

function blockNode(
  css: string,
  prelude: string,
  text: string,
  open: number,
  close: number,
): CssNode {
  if (!prelude.startsWith('@')) {
    const body = css.slice(open + 1, close);
    return {
      kind: 'rule',
      selector: prelude,
      selectors: selectorList(prelude),
      declarations: body.includes('{') ? null : declarations(body),
      body,
      reads: reads(body),
    };
  }
  const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? '';
  if (GROUPING_AT_RULES.has(name)) {
    return { kind: 'group', head: prelude, children: parseBlock(css, open + 1, close) };
  }
  const subject = prelude.slice(name.length + 1).trim();
  if (name.endsWith('keyframes')) return { kind: 'keyframes', name: subject, text };
  if (name === 'property') return { kind: 'property', name: subject, text };
  return { kind: 'other', text, reads: reads(text) };
}

function skipSpaceAndComments(css: string, i: number, end: number): number {
  for (;;) {
    while (i < end && /\s/.test(css[i]!)) i++;
    if (!css.startsWith('/*', i)) return i;
    const close = css.indexOf('*/', i + 2);
    i = close === -1 ? end : close + 2;
  }
}

/**
 * The index of the first of `stops` at `i` or after, outside strings, comments, parentheses and
 * brackets (and, with `nested`, outside the blocks opened on the way); `end` if none.
 */
function scan(css: string, i: number, end: number, stops: string, nested = false): number {
  let depth = 0;
  while (i < end) {
    const c = css[i]!;
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '"' || c === "'") {
      i = stringEnd(css, i, end);
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close === -1 || close >= end ? end : close + 2;
      continue;
    }
    if (c === '(' || c === '[' || (nested && c === '{')) depth++;
    else if (depth > 0 && (c === ')' || c === ']' || (nested && c === '}'))) depth--;
    else if (depth === 0 && stops.includes(c)) return i;
    i++;
  }
  return end;
}

function stringEnd(css: string, i: number, end: number): number {
  const quote = css[i];
  for (i++; i < end; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i + 1;
  }
  return end;
}

function declarations(body: string): Declaration[] {
  const list: Declaration[] = [];
  for (let i = 0; i < body.length;) {
    const end = scan(body, i, body.length, ';');
    const text = body.slice(i, end).trim();
    if (text) {
      const property = /^(--[^\s:]+)\s*:/.exec(text)?.[1];
      list.push({ text, ...(property ? { property } : {}), reads: reads(text) });
    }
    i = end + 1;
  }
  return list;
}

const VAR_READ = /var\(\s*(--[\w-]+)/g;
const reads = (text: string) => [...text.matchAll(VAR_READ)].map((match) => match[1]!);

/** The requirements of each selector of a list; null when one of them cannot be judged. */
function selectorList(prelude: string): Requirement[] | null {
  const requirements: Requirement[] = [];
  for (let i = 0; i <= prelude.length;) {
    const end = scan(prelude, i, prelude.length, ',');
    const requirement = selectorRequirement(prelude.slice(i, end));
    if (!requirement) return null;
    requirements.push(requirement);
    i = end + 1;
  }
  return requirements;
}

const IDENT_CHAR = /[\w\-\u0080-\uffff]/;

/**
 * The classes and elements a selector's compounds name, outside parentheses and brackets; null
 * for a nested selector (`&`).
 */
function selectorRequirement(selector: string): Requirement | null {
  const classes: string[] = [];
  const elements: string[] = [];
  const context: string[] = [];
  /** The classes of the compound read so far: the element styled, unless a combinator follows. */
  let compound: string[] = [];
  let atCompoundStart = true;
  let i = 0;
  while (i < selector.length) {
    const c = selector[i]!;
    if (c === '&') return null;
    if (c === '.') {
      const [name, next] = readIdent(selector, i + 1);
      classes.push(name);
      compound.push(name);
      i = next;
      atCompoundStart = false;
    } else if (c === ':' || c === '#') {
      const [name, next] = readIdent(selector, selector[i + 1] === ':' ? i + 2 : i + 1);
      if (selector[i + 1] === ':') {
        const control = controlOfPseudoElement(name);
        if (control) elements.push(control);
      }
      i = next;
      if (selector[i] === '(') {
        const close = scan(selector, i + 1, selector.length, ')');
        context.push(...classesIn(selector.slice(i + 1, close)));
        i = close + 1;
      }
      atCompoundStart = false;
    } else if (c === '[') {
      i = scan(selector, i + 1, selector.length, ']') + 1;
      atCompoundStart = false;
    } else if (c === '>' || c === '+' || c === '~' || /\s/.test(c)) {
      context.push(...compound);
      compound = [];
      i++;
      atCompoundStart = true;
    } else if (atCompoundStart && (IDENT_CHAR.test(c) || c === '\\')) {
      const [name, next] = readIdent(selector, i);
      elements.push(name.toLowerCase());
      i = next;
      atCompoundStart = false;
    } else {
      // `*`, `|` and anything else require nothing.
      i++;
      atCompoundStart = false;
    }
  }
  return {
    classes,
    elements,
    interactive: INTERACTION_STATE.test(outsideNegations(selector)),
    context,
  };
}

/**
 * The kinds of input that alone have a pseudo-element (as `usedNames` counts them among a page's
 * elements): Preflight's rules for date fields' parts, spin buttons, search decorations and the
 * file button are of no use to a page without such a field.
 */
const CONTROL_PSEUDO_ELEMENTS: [RegExp, string][] = [
  [/^-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator)/, 'input[type=date]'],
  [/^-webkit-(inner|outer)-spin-button$/, 'input[type=number]'],
  [/^-webkit-search-/, 'input[type=search]'],
  [/^file-selector-button$/, 'input[type=file]'],
];

/** The kind of input a pseudo-element belongs to alone, if it does. */
function controlOfPseudoElement(name: string): string | undefined {
  return CONTROL_PSEUDO_ELEMENTS.find(([pattern]) => pattern.test(name))?.[1];
}

/** The types of input that show a date or time field, with its parts and picker. */
const DATE_INPUT_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

/** The kind of an input element, as `CONTROL_PSEUDO_ELEMENTS` names it, from its type. */
function inputKind(type: string): string {
  return `input[type=${DATE_INPUT_TYPES.has(type) ? 'date' : type}]`;
}

/** Whether an identifier can start at `i` (a class's name after its dot: not `.5rem`). */
const identStartsAt = (text: string, i: number) => /[a-zA-Z_\-\\\u0080-\uffff]/.test(text[i] ?? '');

/** Every class named in CSS text (a selector, a rule's body, an at-rule's head), loosely. */
function classesIn(text: string): string[] {
  const names: string[] = [];
  for (let i = text.indexOf('.'); i !== -1; i = text.indexOf('.', i + 1)) {
    if (text[i - 1] === '\\' || !identStartsAt(text, i + 1)) continue;
    names.push(readIdent(text, i + 1)[0]);
  }
  return names;
}

/** How a page's rules are written: classes renamed, and attribute selectors made classes. */
export interface Renaming {
  /** New names of classes (names that need no escaping). */
  classes: ReadonlyMap<string, string>;
  /** Attribute selectors, as written (`[data-remote=marketing]`), to write as a class instead. */
  attributes: ReadonlyMap<string, string>;
}

export const NO_RENAMING: Renaming = { classes: new Map(), attributes: new Map() };

/** A class (without its dot) or an attribute selector that a selector names, and where. */
interface SelectorName {
  start: number;
  end: number;
  /** The class, unescaped, or the attribute selector as written. */
  name: string;
  kind: 'class' | 'attribute';
}

/** The classes and attribute selectors a selector names, outside strings and attribute values. */
function selectorNames(selector: string): SelectorName[] {
  const names: SelectorName[] = [];
  let i = 0;
  while (i < selector.length) {
    const c = selector[i]!;
    if (c === '\\') {
      i += 2;
    } else if (c === '[') {
      const end = scan(selector, i + 1, selector.length, ']') + 1;
      names.push({ start: i, end, name: selector.slice(i, end), kind: 'attribute' });
      i = end;
    } else if (c === '.' && identStartsAt(selector, i + 1)) {
      const [name, end] = readIdent(selector, i + 1);
      names.push({ start: i + 1, end, name, kind: 'class' });
      i = end;
    } else {
      i++;
    }
  }
  return names;
}

/**
 * A selector renamed: the classes and attribute selectors `renaming` names, outside strings and
 * other attribute selectors (`names`: where the selector names them, if already known).
 */
export function renameClasses(
  selector: string,
  renaming: Renaming,
  names = selectorNames(selector),
): string {
  let text = '';
  let at = 0;
  for (const { start, end, name, kind } of names) {
    const renamed = (kind === 'class' ? renaming.classes : renaming.attributes).get(name);
    if (renamed === undefined) continue;
    text += selector.slice(at, start) + (kind === 'class' ? renamed : `.${renamed}`);
    at = end;
  }
  return at === 0 ? selector : text + selector.slice(at);
}

const INTERACTION_STATE = /(?<!\\):(?:hover|active|focus(?:-visible|-within)?)(?![\w-])/;

/** A selector without what its `:not()`s and attribute selectors hold (escapes kept as written). */
function outsideNegations(selector: string): string {
  let text = '';
  for (let i = 0; i < selector.length;) {
    const c = selector[i]!;
    if (c === '\\') {
      text += selector.slice(i, i + 2);
      i += 2;
    } else if (c === '[') {
      i = scan(selector, i + 1, selector.length, ']') + 1;
    } else if (selector.startsWith(':not(', i)) {
      i = scan(selector, i + 5, selector.length, ')') + 1;
    } else {
      text += c;
      i++;
    }
  }
  return text;
}

/** An identifier at `i`, with its escapes (`\:`, `\31 `) resolved, and where it ends. */
function readIdent(text: string, i: number): [string, number] {
  let name = '';
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0], 16));
        i += 1 + hex[0].length;
      } else {
        name += text[i + 1] ?? '';
        i += 2;
      }
    } else if (IDENT_CHAR.test(c)) {
      name += c;
      i++;
    } else {
      break;
    }
  }
  return [name, i];
}

/** The kept part of a parsed stylesheet: rules kept and groups with something kept. */
interface Kept {
  node: CssNode;
  /** What is kept of a group. */
  children?: Kept[];
}

type Deferred = Extract<CssNode, { kind: 'keyframes' | 'property' }>;

const satisfied = (requirement: Requirement, used: UsedNames) =>
  !requirement.interactive &&
  requirement.classes.every((name) => used.classes.has(name)) &&
  requirement.elements.every((name) => used.elements.has(name));

/** Rules for paper only: the whole stylesheets apply before the page is printed. */
const PRINT_ONLY = /^@media\s+print\s*$/i;

function keptNodes(nodes: CssNode[], used: UsedNames): Kept[] {
  const kept: Kept[] = [];
  for (const node of nodes) {
    if (node.kind === 'group') {
      if (PRINT_ONLY.test(node.head)) continue;
      const children = keptNodes(node.children, used);
      if (children.length > 0) kept.push({ node, children });
    } else if (
      node.kind !== 'rule' ||
      !node.selectors ||
      node.selectors.some((selector) => satisfied(selector, used))
    ) {
      kept.push({ node });
    }
  }
  return kept;
}

/** The custom properties read by what is kept (declarations of properties read, in turn, too). */
function readProperties(kept: Kept[], markup: string): Set<string> {
  const read = new Set(reads(markup));
  const setters = new Map<string, Declaration[]>();
  const walk = (list: Kept[]) => {
    for (const { node, children } of list) {
      if (node.kind === 'group') {
        for (const name of reads(node.head)) read.add(name);
        walk(children ?? []);
      } else if (node.kind === 'other' || (node.kind === 'rule' && !node.declarations)) {
        for (const name of node.reads) read.add(name);
      } else if (node.kind === 'rule') {
        for (const declaration of node.declarations!) {
          if (declaration.property === undefined) {
            for (const name of declaration.reads) read.add(name);
          } else {
            const list = setters.get(declaration.property) ?? [];
            list.push(declaration);
            setters.set(declaration.property, list);
          }
        }
      }
    }
  };
  walk(kept);
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const declaration of setters.get(name) ?? []) {
      for (const next of declaration.reads) {
        if (!read.has(next)) {
          read.add(next);
          pending.push(next);
        }
      }
    }
  }
  return read;
}

const IDENT_AT = (text: string, at: number) =>
  at >= 0 && at < text.length && IDENT_CHAR.test(text[at]!);

/** Whether CSS text names an identifier (a keyframes' name) as a whole word. */
function mentions(css: string, name: string): boolean {
  for (let at = css.indexOf(name); at !== -1; at = css.indexOf(name, at + 1)) {
    if (!IDENT_AT(css, at - 1) && !IDENT_AT(css, at + name.length)) return true;
  }
  return false;
}

/** A stylesheet of a page, with the names the part of the page it styles uses. */
export interface PageStylesheet {
  sheet: ParsedStylesheet;
  used: UsedNames;
}

/**
 * The page's stylesheets, in order, each with only what the page can use (see the module's
 * comment). They are pruned together: one sheet's rules read custom properties another sets.
 * @param markup the page's markup, for the custom properties its style attributes read
 */
export function pruneStylesheets(
  sheets: PageStylesheet[],
  markup = '',
  renaming = NO_RENAMING,
): string[] {
  const kept = sheets.map(({ sheet, used }) => keptNodes(sheet.nodes, used));
  const read = readProperties(kept.flat(), markup);
  const output = { read, renaming };
  const rules = kept.map((list) => serialize(list, output, () => false)).join('');
  // `@property` and `@keyframes` apply to the whole document: a copy another sheet of the page
  // already has, word for word (each build writes Tailwind's), is left out.
  const written = new Set<string>();
  const keep = (node: Deferred) => {
    const used = node.kind === 'property' ? read.has(node.name) : mentions(rules, node.name);
    if (!used || written.has(node.text)) return false;
    written.add(node.text);
    return true;
  };
  return kept.map((list) => serialize(list, output, keep));
}

/** What the kept rules are written with: the custom properties read, the names they use. */
interface Output {
  read: Set<string>;
  renaming: Renaming;
}

function serialize(kept: Kept[], output: Output, keep: (node: Deferred) => boolean): string {
  const { read, renaming } = output;
  const renamed = renaming.classes.size > 0 || renaming.attributes.size > 0;
  let text = '';
  for (const { node, children } of kept) {
    if (node.kind === 'group') {
      const inner = serialize(children ?? [], output, keep);
      if (inner) text += `${node.head}{${inner}}`;
    } else if (node.kind === 'rule') {
      if (!node.declarations) {
        text += `${node.selector}{${node.body}}`;
        continue;
      }
      const declarations = node.declarations
        .filter(({ property }) => property === undefined || read.has(property))
        .map(({ text: declaration }) => declaration);
      const selector = renamed
        ? renameClasses(node.selector, renaming, (node.names ??= selectorNames(node.selector)))
        : node.selector;
      if (declarations.length > 0) text += `${selector}{${declarations.join(';')}}`;
    } else if (node.kind === 'other') {
      text += node.text;
    } else if (keep(node)) {
      text += node.text;
    }
  }
  return text;
}

const START_TAG = /<([a-zA-Z][\w-]*)/g;
/** An input's type attribute (React writes attributes double-quoted). */
const INPUT_TYPE = /<input\b[^>]*?\stype="([^"]*)"/gi;

/** Where, in markup, an element begins and ends. */
export interface MarkupRange {
  start: number;
  end: number;
}

/**
 * The classes and elements of HTML markup (as React writes it: double-quoted attributes), in one
 * pass: the classes outside the given ranges, and those of each range.
 */
export function usedNames(
  markup: string,
  ranges: MarkupRange[] = [],
): {
  classes: Set<string>;
  elements: Set<string>;
  rangeClasses: Set<string>[];
  /** How many times the markup names each class. */
  uses: Map<string, number>;
} {
  const classes = new Set<string>();
  const rangeClasses = ranges.map(() => new Set<string>());
  const elements = new Set<string>();
  const uses = new Map<string, number>();
  for (const { index, written } of classAttributes(markup)) {
    const range = ranges.findIndex(({ start, end }) => index >= start && index < end);
    const target = range === -1 ? classes : rangeClasses[range]!;
    for (const name of classesOf(written)) {
      target.add(name);
      uses.set(name, (uses.get(name) ?? 0) + 1);
    }
  }
  for (const [, name] of markup.matchAll(START_TAG)) elements.add(name!.toLowerCase());
  for (const [, type] of markup.matchAll(INPUT_TYPE)) elements.add(inputKind(type!.toLowerCase()));
  return { classes, elements, rangeClasses, uses };
}
