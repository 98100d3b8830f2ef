import { join } from 'node:path';

import express, { type Express, type Request, type Response } from 'express';

import type { AppConfig, RemoteName } from '../config/app-config';

const REMOTES: RemoteName[] = ['marketing', 'portal', 'admin'];
/** Build outputs carry a content hash in their names (e.g. main.3f9a1c2b.js): cache them for good. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp|avif)$/;
/** Paths the single-page app never answers: the API, the dashboard, remotes and missing files. */
const NOT_APP = /^\/(api|admin\/queues|remotes)(\/|$)|\.[a-z0-9]+$/i;

function cacheHeaders(res: Response, path: string): void {
  res.setHeader(
    'Cache-Control',
    HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** Renders the HTML page of an app route; undefined when the shell has not been built. */
export type PageRenderer = (req: Request) => Promise<{ status: number; html: string } | undefined>;

/**
 * Serves the built frontends from one process: the shell at /, each remote under
 * /remotes/<name>/, and /remotes.json telling the shell where each remote lives (so a remote can
 * be released, or moved to another host, without rebuilding the shell).
 */
export function serveFrontends(app: Express, config: AppConfig, renderPage: PageRenderer): void {
  const dir = config.frontends.dir;
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(config.frontends.remotes);
  });
  for (const name of REMOTES) {
    app.use(
      `/remotes/${name}`,
      express.static(join(dir, name), {
        index: false,
        setHeaders: cacheHeaders,
        fallthrough: true,
      }),
    );
  }
  const shell = join(dir, 'shell');
  app.use(express.static(shell, { index: false, setHeaders: cacheHeaders }));
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_APP.test(req.path)) return next();
    renderPage(req)
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
        res.setHeader('Cache-Control', 'no-cache');
        res.status(page.status).type('html').send(page.html);
      })
      .catch(next);
  });
}
