import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { escapeHtml } from '../seo/page-meta';
import { parseStylesheet, type ParsedStylesheet } from './css-pruner';
import { pageStyles } from './page-styles';

/** What the frontends' builds write (frontends/build/ssr-manifest-plugin.mjs). */
interface SsrManifest {
  imports: Record<string, string[]>;
  /** Chunks of the shared modules (React, the router, ...) the shell provides at start-up. */
  provided?: string[];
}

/** The parts of a remote's mf-manifest.json the server reads. */
interface FederationManifest {
  exposes?: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** The shell's own lazy import that starts the app (frontends/shell/src/main.ts). */
const SHELL_BOOTSTRAP = 'frontends/shell/src/main.ts#./bootstrap';

/**
 * The shared libraries' folder. A remote's build has its own copy of them, used only when no
 * shell provides them; the page runs the shell's, so their imports are found in its manifest.
 */
const SHARED_LIBRARIES = 'frontends/shared/';

/**
 * The page's lazy imports and those of its translation bundles ('home.es' -> `...#./i18n/home.es`).
 * The lint rule terrabridge/translation-bundle-name keeps every bundle's module named this way.
 */
function pageImports(
  manifest: SsrManifest | undefined,
  lazyImports: string[],
  translationBundles: string[],
): string[] {
  if (!manifest || translationBundles.length === 0) return lazyImports;
  const bundleImports = Object.keys(manifest.imports).filter((key) =>
    translationBundles.some((bundle) => key.endsWith(`/${bundle}`)),
  );
  return [...lazyImports, ...bundleImports];
}

/** What a server-rendered page needs from the builds before it can be shown and taken over. */
export interface PageFiles {
  /**
   * The stylesheets, inline (of each, the rules the page's markup uses), so the page shows styled
   * at once; each followed by a disabled link to the whole file, which preferences.js enables
   * when the inline copy is partial, before the app shows what the page was not sent with (menus,
   * dialogs, other pages).
   */
  styleTags: string;
  /** The rendered markup, with the short class names of its inline rules (class-names.ts). */
  markup?: string;
  /**
   * The scripts the app runs before it hydrates (shell chunks, remote entry, exposed module, the
   * page's lazy chunks), to fetch side by side instead of as a chain of requests.
   */
  scripts: string[];
}

/**
 * The files of a server-rendered page: the stylesheets of the shell, of the page's remote and of
 * its lazy chunks, and the scripts that take the page over.
 */
export class PageAssets {
  private readonly cache = new Map<string, { mtimeMs: number; value: unknown }>();

  /**
   * @param remotes the remotes' entry URLs as the shell will load them now (a released remote's
   *   entry changes without a restart, so they are asked for on every page)
   */
  constructor(
    private readonly dir: string,
    private readonly remotes: () => Promise<Record<string, string>>,
  ) {}

  /**
   * @param lazyImports `<importer>#<request>` keys of the lazy imports the page rendered.
   * @param translationBundles texts fetched on demand that the page shows, by module name
   *   ('home.es'): found as the lazy imports whose request names that module.
   * @param markup the rendered page, whose rules alone are inlined (all of them without it)
   */
  async pageFiles(
    remote: string | null,
    lazyImports: string[],
    translationBundles: string[] = [],
    markup?: string,
  ): Promise<PageFiles> {
    const scripts: string[] = [];
    /** The stylesheets' URLs, with the file they are built to and the build that loads them. */
    const styles: { url: string; file: string; build: string }[] = [];
    const add = (url: string, build: string, file: string) =>
      url.endsWith('.css') ? styles.push({ url, file, build }) : scripts.push(url);

    const shell = await this.readJson<SsrManifest>(join(this.dir, 'shell', 'ssr-manifest.json'));
    for (const file of [...(shell?.imports[SHELL_BOOTSTRAP] ?? []), ...(shell?.provided ?? [])]) {
      add(`/${file}`, 'shell', join(this.dir, 'shell', file));
    }

    const entry = remote ? (await this.remotes())[remote] : undefined;
    const local = remote && entry ? this.localRemote(remote, entry) : undefined;
    if (remote && entry && local) {
      const { base, folder } = local;
      scripts.push(entry);
      const federation = await this.readJson<FederationManifest>(join(folder, 'mf-manifest.json'));
      const exposed = federation?.exposes?.find(({ path }) => path === './Module');
      for (const file of [
        ...(exposed?.assets.css.sync ?? []),
        ...(exposed?.assets.js.sync ?? []),
      ]) {
        add(`${base}${file}`, remote, join(folder, file));
      }
      const manifest = await this.readJson<SsrManifest>(join(folder, 'ssr-manifest.json'));
      const remoteImports = pageImports(manifest, lazyImports, translationBundles).filter(
        (key) => !key.startsWith(SHARED_LIBRARIES),
      );
      for (const key of remoteImports) {
        for (const file of manifest?.imports[key] ?? []) {
          add(`${base}${file}`, remote, join(folder, file));
        }
      }
    }
    for (const key of pageImports(shell, lazyImports, translationBundles)) {
      for (const file of shell?.imports[key] ?? []) {
        add(`/${file}`, 'shell', join(this.dir, 'shell', file));
      }
    }

    const unique = styles.filter(
      (style, index) => styles.findIndex(({ url }) => url === style.url) === index,
    );
    return { ...(await this.inlineStyles(unique, markup)), scripts: [...new Set(scripts)] };
  }

  /**
   * The stylesheets inline, each followed by a disabled <link> to the same file: disabled links
   * are not fetched, but the build's CSS chunk loading finds it (`data-rspack="<build>:chunk-<id>"`,
   * as it marks the links it adds itself) and takes the chunk as loaded, instead of fetching it
   * while the page hydrates. With the markup, the inline copy holds only what it uses, and the link
   * is marked `data-pruned`: preferences.js fetches it as the app starts and applies it at the
   * visitor's first interaction or as soon as the app changes the page, for what the app shows
   * next; the markup is given back with the short class names of its inline rules. A file that
   * cannot be read stays a plain (blocking) stylesheet link.
   */
  private async inlineStyles(
    styles: { url: string; file: string; build: string }[],
    markup: string | undefined,
  ): Promise<Pick<PageFiles, 'styleTags' | 'markup'>> {
    const sheets = await Promise.all(styles.map(({ file }) => this.readStylesheet(file)));
    const readable = styles.flatMap((style, index) => {
      const sheet = sheets[index];
      return sheet ? [{ ...style, ...sheet }] : [];
    });
    // Without the markup (a placeholder the app renders over), every rule and name as built.
    const page: { css: string[]; markup?: string } =
      markup === undefined
        ? { css: readable.map(({ text }) => text) }
        : pageStyles(
            readable.map(({ build, parsed }) => ({ build, sheet: parsed })),
            markup,
          );
    const styleTags = styles
      .map((style) => {
        const href = escapeHtml(style.url);
        const index = readable.findIndex(({ url }) => url === style.url);
        if (index === -1) return `<link rel="stylesheet" href="${href}">`;
        const chunk = /([^/.]+)\.[^/]*\.css$/.exec(style.url)?.[1] ?? '';
        // `</style` would end the element early; `<\/style` is the same text in CSS.
        const css = page.css[index]!.replaceAll(/<\/(style)/gi, '<\\/$1');
        const rspack = escapeHtml(`${style.build}:chunk-${chunk}`);
        return (
          `<style data-href="${href}">${css}</style>` +
          `<link rel="stylesheet" href="${href}" data-rspack="${rspack}"${markup === undefined ? '' : ' data-pruned'} disabled>`
        );
      })
      .join('');
    return { styleTags, markup: page.markup };
  }

  /** A stylesheet's text (without its source map comment) and its rules, parsed. */
  private readStylesheet(
    file: string,
  ): Promise<{ text: string; parsed: ParsedStylesheet } | undefined> {
    return this.readCached(file, (css) => {
      const text = css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      return { text, parsed: parseStylesheet(text) };
    });
  }

  /**
   * When this process serves the remote (its files are then known here): the URL folder of its
   * entry (`/remotes/<name>/`, or a release's `/remotes/<name>/releases/<release>/`) and the
   * folder on disk it is served from. Every file linked comes from that one build.
   */
  private localRemote(remote: string, entry: string): { base: string; folder: string } | undefined {
    const prefix = `/remotes/${remote}/`;
    if (!entry.startsWith(prefix)) return undefined;
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const subfolder = base.slice(prefix.length);
    // Only plain folder names: the entry comes from a file, it must not lead out of the build.
    if (subfolder.split('/').some((part) => part === '..' || part === '.')) return undefined;
    return { base, folder: join(this.dir, remote, subfolder) };
  }

  private readJson<T>(file: string): Promise<T | undefined> {
    return this.readCached(file, (text) => JSON.parse(text) as T);
  }

  /** A build file, parsed once per version of it (so a redeployed build is picked up). */
  private async readCached<T>(file: string, parse: (text: string) => T): Promise<T | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    const cached = this.cache.get(file);
    if (cached?.mtimeMs === info.mtimeMs) return cached.value as T;
    try {
      const value = parse(await readFile(file, 'utf8'));
      this.cache.set(file, { mtimeMs: info.mtimeMs, value });
      return value;
    } catch {
      return undefined;
    }
  }
}
