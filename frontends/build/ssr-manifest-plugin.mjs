// Writes ssr-manifest.json next to a production build: for every `import()` of the app's source,
// the files (JS and CSS) its chunk group needs. The server renders a page, learns which lazy
// imports it used (see shell/ssr/track-lazy-loader.cjs: the same `<importer>#<request>` keys) and
// preloads exactly those files, so hydration does not wait for a chain of requests. `provided`
// lists the chunks of the shared modules the build provides (the shell's load at start-up).
import path from 'node:path';
import rspack from '@rspack/core';

export const SSR_MANIFEST_FILE = 'ssr-manifest.json';

/** `<workspace-relative importer path>#<request as written>`, e.g. `frontends/x/a.tsx#./b`. */
export const lazyImportKey = (workspaceRoot, importer, request) =>
  `${path.relative(workspaceRoot, importer).split(path.sep).join('/')}#${request}`;

export class SsrManifestPlugin {
  /** @param {{ workspaceRoot: string }} options */
  constructor({ workspaceRoot }) {
    this.workspaceRoot = workspaceRoot;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SsrManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Record<string, string[]>} */
          const imports = {};
          /** Chunks of the shared modules this build provides (the host's load at start-up). */
          const provided = new Set();
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue;
            const files = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
            for (const origin of group.origins) {
              if (origin.module?.identifier().startsWith('provide shared module')) {
                for (const file of files) provided.add(file);
                continue;
              }
              const resource = origin.module?.resource;
              if (!resource || !origin.request || resource.includes('node_modules')) continue;
              const key = lazyImportKey(this.workspaceRoot, resource, origin.request);
              imports[key] = [...new Set([...(imports[key] ?? []), ...files])].sort();
            }
          }
          const sorted = Object.fromEntries(Object.entries(imports).sort());
          compilation.emitAsset(
            SSR_MANIFEST_FILE,
            new rspack.sources.RawSource(
              JSON.stringify({ imports: sorted, provided: [...provided].sort() }, null, 2),
            ),
          );
        },
      );
    });
  }
}
