import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

import express, { type Express, type Request, type RequestHandler, type Response } from 'express';

import type { PreparedBody } from '../cache/prepared-body';
import { sendPreparedBody } from '../cache/public-read-fast-path';
import type { AppConfig, RemoteName } from '../config/app-config';
import { errorBody } from '../http/http-error.filter';
import { currentRemotes } from './remotes-config';

const REMOTES: RemoteName[] = ['marketing', 'portal', 'admin'];
/** Build outputs carry a content hash in their names (e.g. main.3f9a1c2b.js): cache them for good. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp|avif)$/;
/** Paths the single-page app never answers: the API, the dashboard, remotes and missing files. */
const NOT_APP = /^\/(api|admin\/queues|remotes)(\/|$)|\.[a-z0-9]+$/i;
/** Files the builds also write as .br and .gz (frontends/build/precompress-plugin.mjs). */
const PRECOMPRESSED = /\.(js|css|json|svg|txt|xml)$/;
/**
 * Source maps: the builds keep them (hidden, no sourceMappingURL) for error reports, and they hold
 * the original sources, so production never serves them.
 */
const SOURCE_MAP = /\.map$/i;
/** Photos change rarely but keep their names: a week. */
const IMAGE_MAX_AGE = 'public, max-age=604800';
const FOREVER = 'public, max-age=31536000, immutable';
/**
 * A remote's published releases (`<name>/releases/<version>-<hash>/`, see
 * frontends/build/remote-release.mjs): a folder named after its content never changes, so even its
 * remoteEntry.js is cached for good.
 */
const RELEASES_DIR = 'releases';

interface CachePolicy {
  /** Served for a week (absolute folder path, ending with the separator). */
  imagesDir?: string;
  /** Immutable, whatever the file names (absolute folder path, ending with the separator). */
  releasesDir?: string;
}

function cacheControl(file: string, { imagesDir, releasesDir }: CachePolicy): string {
  if (HASHED.test(file)) return FOREVER;
  if (releasesDir && file.startsWith(releasesDir)) return FOREVER;
  if (imagesDir && file.startsWith(imagesDir)) return IMAGE_MAX_AGE;
  return 'no-cache';
}

/**
 * Sends a build's precompressed copy (brotli, else gzip) of a text asset when the browser accepts
 * it, so nothing is compressed per request; falls through to the plain file otherwise.
 */
function precompressed(root: string, policy: CachePolicy): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED.test(req.path)) {
      return next();
    }
    const encoding = req.acceptsEncodings('br', 'gzip');
    if (encoding !== 'br' && encoding !== 'gzip') return next();
    let file: string;
    try {
      file = normalize(join(root, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(root + sep)) return next();
    const compressed = `${file}${encoding === 'br' ? '.br' : '.gz'}`;
    stat(compressed)
      .then((info) => {
        if (!info.isFile()) return next();
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', cacheControl(file, policy));
        res.type(extname(file));
        res.sendFile(compressed, { cacheControl: false }, (error?: Error & { code?: string }) => {
          // A visitor who left before the file was sent is not an error.
          if (error && error.code !== 'ECONNABORTED' && !res.headersSent) next(error);
        });
      })
      .catch(() => next());
  };
}

function staticFiles(root: string, policy: CachePolicy = {}): RequestHandler[] {
  return [
    precompressed(root, policy),
    express.static(root, {
      index: false,
      fallthrough: true,
      setHeaders: (res: Response, file: string) =>
        res.setHeader('Cache-Control', cacheControl(file, policy)),
    }),
  ];
}

/**
 * Renders the HTML page of an app route; undefined when the shell has not been built. `prepared`:
 * a page kept for every visitor, sent with its ETag and kept encodings.
 */
export type PageRenderer = (
  req: Request,
  res: Response,
) => Promise<
  { status: number; html: string; prepared?: PreparedBody; signedIn: boolean } | undefined
>;

/** A page is rendered for its visitor (language, theme, account): never shared. */
const PAGE_HEADERS = {
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'private, no-cache',
  vary: 'Cookie, Accept-Language, Sec-CH-Prefers-Color-Scheme',
};

/** The system theme, for a first visit's page (see COLOR_SCHEME_HINT of the site module). */
const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

type PageAnswer = NonNullable<Awaited<ReturnType<PageRenderer>>>;

function sendPage(req: Request, res: Response, page: PageAnswer): void {
  // The opener policy keeps other sites' windows from holding a handle on a page (or being held
  // by it) where it may show the visitor's own data. A page for a visitor who is not signed in
  // shows nothing of anyone's, and goes without it: the browser puts a page with one in a
  // browsing context group of its own, so a tab opened blank starts a new renderer process for it
  // before the page can commit (docs/decisions/0009-no-opener-policy-on-public-pages.md: up to
  // 250 ms of Lighthouse's blocking time on a page of one paragraph, at 8.6x).
  if (!page.signedIn) res.removeHeader('Cross-Origin-Opener-Policy');
  // Asked for, not named critical (Critical-CH): that would have Chromium send every first visit
  // twice, light ones (most) included, to spare the few dark ones preferences.js's reload.
  res.setHeader('Accept-CH', COLOR_SCHEME_HINT);
  if (page.prepared) return sendPreparedBody(req, res, page.status, page.prepared, PAGE_HEADERS);
  res.setHeader('Cache-Control', PAGE_HEADERS.cacheControl);
  res.setHeader('Vary', PAGE_HEADERS.vary);
  res.status(page.status).type('html').send(page.html);
}

const isPageRequest = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !NOT_APP.test(req.path);

/**
 * Answers a page kept for every visitor (see PageCache) before routing, validation and the
 * per-request access log, like publicReadFastPath does for the API's public reads. Anything else
 * goes on to the rest of the pipeline, and pages to serveFrontends.
 */
export function keptPageFastPath(
  keptPage: (req: Request) => PageAnswer | undefined,
): RequestHandler {
  return (req, res, next) => {
    const page = isPageRequest(req) ? keptPage(req) : undefined;
    if (!page) return next();
    sendPage(req, res, page);
  };
}

/**
 * Serves the built frontends from one process: the shell at /, each remote under
 * /remotes/<name>/, and /remotes.json telling the shell where each remote lives (so a remote can
 * be released, or moved to another host, without rebuilding the shell). remotes.json is read from
 * the frontends folder on every request: a release switched by `npm run release:admin` is what
 * the next page load gets, without a restart.
 */
export function serveFrontends(app: Express, config: AppConfig, renderPage: PageRenderer): void {
  const dir = config.frontends.dir;
  app.get('/remotes.json', (_req, res, next) => {
    currentRemotes(config)
      .then((remotes) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.json(remotes);
      })
      .catch(next);
  });
  if (config.env === 'production') {
    app.use((req, res, next) => {
      if (!SOURCE_MAP.test(req.path)) return next();
      res.status(404).json(errorBody(404, `Cannot ${req.method} ${req.path}`));
    });
  }
  for (const name of REMOTES) {
    app.use(
      `/remotes/${name}`,
      ...staticFiles(join(dir, name), { releasesDir: join(dir, name, RELEASES_DIR) + sep }),
    );
  }
  const shell = join(dir, 'shell');
  app.use(...staticFiles(shell, { imagesDir: join(shell, 'images') + sep }));
  app.use((req, res, next) => {
    if (!isPageRequest(req)) return next();
    renderPage(req, res)
      .then((page) => {
        if (page === undefined) {
          res
            .status(503)
            .type('text/plain')
            .send(
              'The frontends are not built yet: run `npm run build` (npm start does it for you).',
            );
          return;
        }
        sendPage(req, res, page);
      })
      .catch(next);
  });
}
