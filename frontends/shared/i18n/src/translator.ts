/**
 * The site's texts by language and namespace, and the lookup the components read them with:
 * nested keys (`nav.about`), another namespace (`admin:title` or `{ ns }`), `{{name}}` values,
 * `_one`/`_other` forms chosen by `count`, lists and objects (`returnObjects`), a default, and
 * the fallback language for what a language lacks.
 */

/** A language's texts for one namespace. */
export type ResourceKey = { [key: string]: ResourceValue };
type ResourceValue = string | ResourceKey | readonly ResourceValue[];

export interface TranslateOptions {
  /**
   * Chooses the `_one` or `_other` form, and is a value like any other (`{{count}}`): a number
   * already written out for the reader counts as the number it reads as.
   */
  count?: number | string;
  ns?: string;
  lng?: string;
  /** What a missing key reads as (its values filled in), instead of the key itself. */
  defaultValue?: string;
  /** A key that holds a list or an object gives it (typed by the caller), its texts filled in. */
  returnObjects?: boolean;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

/** Which namespaces a render reads (the server lists them for the page to fetch with the app). */
export interface ReportNamespaces {
  addUsedNamespaces(namespaces: readonly string[]): void;
  getUsedNamespaces(): string[];
}

interface Events {
  languageChanged: (language: string) => void;
  /** A bundle arrived: what was shown in the fallback language may now read otherwise. */
  added: (language: string, namespace: string) => void;
}

export interface TranslatorOptions {
  language: string;
  fallbackLanguage: string;
  defaultNamespace: string;
  /**
   * Fetches a language's texts of a namespace that do not ship with the code; undefined when
   * there is nothing to fetch.
   */
  fetchBundle(language: string, namespace: string): Promise<ResourceKey> | undefined;
}

/** How often a bundle that could not be fetched is asked for again, and after how long. */
const FETCH_ATTEMPTS = 3;
const FETCH_RETRY_MS = 300;

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export class Translator {
  language: string;
  /** Set by the server while it renders a page. */
  reportNamespaces?: ReportNamespaces;
  private readonly bundles = new Map<string, ResourceKey>();
  /** One promise per language and namespace, so that renders can wait on the same one. */
  private readonly loading = new Map<string, Promise<void>>();
  private switchingTo: string;
  /** Every namespace asked for: a language change loads each of them first. */
  private readonly namespaces: Set<string>;
  private readonly listeners: { [E in keyof Events]: Set<Events[E]> } = {
    languageChanged: new Set(),
    added: new Set(),
  };

  constructor(private readonly options: TranslatorOptions) {
    this.language = options.language;
    this.switchingTo = options.language;
    this.namespaces = new Set([options.defaultNamespace]);
  }

  readonly t: TFunction = (key, options) => this.translate(key, options ?? {});

  getFixedT(language: string | null, namespace: string): TFunction {
    return (key, options) =>
      this.translate(key, { ...(language ? { lng: language } : {}), ns: namespace, ...options });
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(bundleKey(language, namespace));
  }

  /** Adds texts to a namespace (the later ones win where both have a key). */
  addResourceBundle(language: string, namespace: string, resources: ResourceKey): void {
    const key = bundleKey(language, namespace);
    this.bundles.set(key, deepMerge(this.bundles.get(key) ?? {}, resources));
    this.namespaces.add(namespace);
    this.emit('added', language, namespace);
  }

  /** Loads the namespaces' texts in the current language, and in every language switched to. */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    list.forEach((namespace) => this.namespaces.add(namespace));
    return all(list.map((namespace) => this.load(this.language, namespace)));
  }

  /**
   * Switches once the new language's texts of every namespace asked for so far are in; of
   * switches made meanwhile, the last one asked for is where it ends.
   */
  async changeLanguage(language: string): Promise<TFunction> {
    this.switchingTo = language;
    await all([...this.namespaces].map((namespace) => this.load(language, namespace)));
    if (this.switchingTo === language && language !== this.language) {
      this.language = language;
      this.emit('languageChanged', language);
    }
    return this.t;
  }

  /**
   * The one promise for a language's texts of a namespace, settled (never rejected) once they
   * are in or could not be fetched: then the fallback language's texts show.
   */
  load(language: string, namespace: string): Promise<void> {
    const key = bundleKey(language, namespace);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.fetchWithRetries(language, namespace, FETCH_ATTEMPTS);
      this.loading.set(key, pending);
    }
    return pending;
  }

  on<E extends keyof Events>(event: E, listener: Events[E]): void {
    this.listeners[event].add(listener);
  }

  off<E extends keyof Events>(event: E, listener: Events[E]): void {
    this.listeners[event].delete(listener);
  }

  private async fetchWithRetries(language: string, namespace: string, attempts: number) {
    const fetched = this.options.fetchBundle(language, namespace);
    if (!fetched) return;
    try {
      this.addResourceBundle(language, namespace, await fetched);
    } catch {
      if (attempts <= 1) return;
      await new Promise((resolve) => setTimeout(resolve, FETCH_RETRY_MS));
      await this.fetchWithRetries(language, namespace, attempts - 1);
    }
  }

  private emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void {
    for (const listener of [...this.listeners[event]]) {
      (listener as (...values: Parameters<Events[E]>) => void)(...args);
    }
  }

  private translate(fullKey: string, options: TranslateOptions): string {
    let key = fullKey;
    let namespace = options.ns ?? this.options.defaultNamespace;
    const separator = key.indexOf(':');
    if (separator > 0 && this.namespaces.has(key.slice(0, separator))) {
      namespace = key.slice(0, separator);
      key = key.slice(separator + 1);
    }
    const keys =
      options.count === undefined
        ? [key]
        : [`${key}_${Math.abs(Number(options.count)) === 1 ? 'one' : 'other'}`, key];
    const language = options.lng ?? this.language;
    const languages = [language, this.options.fallbackLanguage].filter(
      (code, index, codes) => codes.indexOf(code) === index,
    );
    for (const code of languages) {
      const bundle = this.bundles.get(bundleKey(code, namespace));
      for (const candidate of keys) {
        const value = bundle && lookUp(bundle, candidate);
        if (typeof value === 'string') return interpolate(value, options);
        if (value !== undefined && options.returnObjects) {
          return fillIn(value, options) as unknown as string;
        }
      }
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  }
}

const bundleKey = (language: string, namespace: string) => `${language}|${namespace}`;

function all(promises: Promise<void>[]): Promise<void> {
  return Promise.all(promises).then(() => undefined);
}

function isResourceKey(value: unknown): value is ResourceKey {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lookUp(bundle: ResourceKey, key: string): ResourceValue | undefined {
  if (key in bundle) return bundle[key];
  let value: ResourceValue | undefined = bundle;
  for (const part of key.split('.')) {
    if (!isResourceKey(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** `{{name}}` (or `{{user.name}}`) from the options; one without a value stays as written. */
function interpolate(text: string, values: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, path: string) => {
    let value: unknown = values;
    for (const part of path.split('.')) {
      value = typeof value === 'object' && value !== null ? (value as never)[part] : undefined;
    }
    return value === undefined || value === null ? placeholder : String(value);
  });
}

function fillIn(value: ResourceValue, values: TranslateOptions): ResourceValue {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item: ResourceValue) => fillIn(item, values));
  return Object.fromEntries(
    Object.entries(value as ResourceKey).map(([name, item]) => [name, fillIn(item, values)]),
  );
}

function deepMerge(target: ResourceKey, source: ResourceKey): ResourceKey {
  const merged: ResourceKey = { ...target };
  for (const [name, value] of Object.entries(source)) {
    const current = merged[name];
    merged[name] =
      isResourceKey(current) && isResourceKey(value) ? deepMerge(current, value) : value;
  }
  return merged;
}
