import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * A stand-in for the frontends' server bundle (dist/frontends/ssr/server.js): it renders what it
 * was given, so tests see what the API passes and what it does with the answer. `/broken` fails.
 */
const FAKE_SERVER_BUNDLE = `
exports.renderPage = async function renderPage(input) {
  const pathname = new URL(input.url, 'http://x').pathname;
  if (pathname === '/broken') throw new Error('render failed');
  const services = pathname === '/services' ? await input.fetchJson('/api/services') : undefined;
  const user = input.user ? input.user.username : 'nobody';
  const portal = pathname === '/dashboard';
  return {
    html: '<header>' + input.language + ' ' + input.theme + ' ' + user + '</header><main>' +
      (portal ? '<p role="status">Loading</p>' : '<h1>Page ' + pathname + '</h1>') +
      (services ? '<ul>' + services.map((s) => '<li>' + s.name + '</li>').join('') + '</ul>' : '') +
      '</main>',
    mode: portal ? 'placeholder' : 'hydrate',
    remote: portal ? 'portal' : 'marketing',
    lazyImports: portal ? [] : ['frontends/marketing/src/app/marketing-app.tsx#../features/page'],
    queryState: { queries: services ? [{ queryKey: ['/api/services'], state: { data: services } }] : [] },
    errors: [],
  };
};
`;

/**
 * A built-frontends folder with a shell and one hashed asset, like the real build output; with
 * `ssr`, also the server bundle (FAKE_SERVER_BUNDLE unless `serverBundle` gives another's source)
 * and the manifests the API reads to link a page's files.
 */
export function fakeFrontends(options: { ssr?: boolean; serverBundle?: string } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'tb-frontends-'));
  mkdirSync(join(dir, 'shell'));
  writeFileSync(
    join(dir, 'shell', 'index.html'),
    [
      '<!doctype html><html lang="en"><head><meta charset="utf-8" />',
      '<title>Default title</title>',
      '<meta\n      name="description"\n      content="Default description"\n    />',
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>',
      '<script defer src="/main.0123abcd.js"></script>',
      '</head><body><div id="root"></div></body></html>',
    ].join(''),
  );
  writeFileSync(join(dir, 'shell', 'main.0123abcd.js'), 'console.log("shell")');
  writeFileSync(
    join(dir, 'shell', 'main.0123abcd.js.map'),
    '{"version":3,"sources":["main.ts"],"sourcesContent":["// the sources"],"mappings":""}',
  );
  mkdirSync(join(dir, 'admin'));
  writeFileSync(join(dir, 'admin', 'remoteEntry.js'), 'var admin = {}');
  writeFileSync(join(dir, 'admin', 'remoteEntry.js.map'), '{"version":3,"mappings":""}');
  if (options.ssr) {
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(join(dir, 'ssr', 'server.js'), options.serverBundle ?? FAKE_SERVER_BUNDLE);
    const bootstrap = `${'/* shell */ '.repeat(200)}console.log("bootstrap")`;
    writeFileSync(join(dir, 'shell', 'boot.0123abcd.js'), bootstrap);
    writeFileSync(join(dir, 'shell', 'boot.0123abcd.js.gz'), gzipSync(bootstrap));
    writeFileSync(
      join(dir, 'shell', 'ssr-manifest.json'),
      JSON.stringify({
        imports: {
          'frontends/shell/src/main.ts#./bootstrap': ['boot.0123abcd.js', 'boot.4567cdef.css'],
        },
        provided: ['react.89abcdef.js'],
      }),
    );
    mkdirSync(join(dir, 'shell', 'images'));
    writeFileSync(join(dir, 'shell', 'images', 'photo.jpg'), 'jpeg');
    mkdirSync(join(dir, 'marketing'));
    writeFileSync(
      join(dir, 'marketing', 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          {
            path: './Module',
            assets: {
              js: { sync: ['expose.1111aaaa.js'], async: [] },
              css: { sync: ['styles.2222bbbb.css'], async: [] },
            },
          },
        ],
      }),
    );
    writeFileSync(
      join(dir, 'marketing', 'ssr-manifest.json'),
      JSON.stringify({
        imports: {
          'frontends/marketing/src/app/marketing-app.tsx#../features/page': ['page.3333cccc.js'],
        },
      }),
    );
  }
  return dir;
}
