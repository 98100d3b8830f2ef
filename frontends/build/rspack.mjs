// Shared Rspack configuration for the shell (host) and the three remotes.
// Each app keeps its own rspack.config.mjs and calls createAppConfig with its own settings,
// so an app can still be built and deployed on its own (dist/frontends/<app>/).
// Browser targets follow Tailwind CSS v4's baseline (Chrome/Edge 111, Firefox 128, Safari 16.4).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CssPiecesPlugin } from './css-pieces.cjs';
import tailwindcss from '@tailwindcss/postcss';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import scopeUtilities from './postcss-scope-utilities.mjs';
import { supportedFeatures } from './postcss-supported-features.cjs';
import { SsrManifestPlugin } from './ssr-manifest-plugin.mjs';
import remoteContract from './remote-contract.cjs';

const { REMOTE_CONTRACT } = remoteContract;

const buildDir = path.dirname(fileURLToPath(import.meta.url));
export const workspaceRoot = path.resolve(buildDir, '../..');

/**
 * The export condition under which a workspace package that also ships built files
 * (@terrabridge/rules, which the API runs from its dist/) offers its TypeScript source: the
 * builds, the server bundle and the tests compile it with the app, so it is tree-shaken and
 * needs no build of its own first. Not shared through Module Federation: it is plain functions
 * without state, and each remote keeps only the ones it uses.
 */
export const SOURCE_CONDITION = '@terrabridge/source';

/** Dev-server ports; the shell's dev remotes.json points at these. */
export const DEV_PORTS = { shell: 4200, marketing: 4201, portal: 4202, admin: 4203 };

/** The browsers the site supports: Tailwind CSS v4's baseline. */
const BROWSER_TARGETS = 'chrome >= 111, edge >= 111, firefox >= 128, safari >= 16.4';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootPackage = readJson(path.join(workspaceRoot, 'package.json'));
const installedVersion = (name) =>
  readJson(path.join(workspaceRoot, 'node_modules', name, 'package.json')).version;

const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
];
// Entry points that are imported directly (JSX runtime, React root API) must be singletons
// too, otherwise a remote would carry its own copy of React internals.
const SHARED_SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
};
const WORKSPACE_LIBS = {
  '@terrabridge/ui': 'frontends/shared/ui',
  '@terrabridge/i18n': 'frontends/shared/i18n',
  '@terrabridge/session': 'frontends/shared/session',
  '@terrabridge/api-client': 'frontends/shared/api-client',
};

// Packages provided through a slimmer entry module; see the comment in each surface file.
// Named through an alias (SURFACES_ALIAS below): the request is written into the bundles, and an
// absolute path would make them depend on where the repository is checked out.
const SURFACES_ALIAS = '@terrabridge/shared-surfaces';
const SHARED_SURFACES = {
  'react-router-dom': `${SURFACES_ALIAS}/react-router-dom`,
  '@tanstack/react-query': `${SURFACES_ALIAS}/react-query`,
};

function sharedModules() {
  const shared = {};
  for (const name of SHARED_PACKAGES) {
    const version = rootPackage.dependencies[name] ?? installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
    if (SHARED_SURFACES[name]) {
      shared[name].import = SHARED_SURFACES[name];
      shared[name].packageName = name;
    }
  }
  for (const [request, packageName] of Object.entries(SHARED_SUBPATHS)) {
    const version = rootPackage.dependencies[packageName];
    shared[request] = {
      singleton: true,
      packageName,
      requiredVersion: `^${version}`,
      version,
    };
  }
  for (const [name, dir] of Object.entries(WORKSPACE_LIBS)) {
    const { version } = readJson(path.join(workspaceRoot, dir, 'package.json'));
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

const FEDERATION_CJS = /@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
const toEsm = (file) => file.replace(/\.cjs$/, '.js');

/**
 * Where a remote released on its own keeps its releases, inside its build folder
 * (`<name>/releases/<version>-<hash>/`; see remote-release.mjs). No build may clean it away.
 */
export const RELEASES_DIR = 'releases';

/** Root element of a remote; must match the `data-remote` attribute its root component renders. */
export const remoteScopeSelector = (name) => `[data-remote="${name}"]`;

/**
 * @param {object} options
 * @param {string} options.name       federation name: 'shell' | 'marketing' | 'portal' | 'admin'
 * @param {string} options.appDir     absolute path of the app folder
 * @param {'host' | 'remote'} options.kind
 * @param {string} [options.outputPath] build folder; default dist/frontends/<name>
 * @param {number} [options.contract] the contract number compiled in (remote-contract.cjs);
 *   only a release command overrides it, to try a shell against an incompatible remote
 * @param {string} [options.releaseLabel] a note shown beside the release (remotes only)
 * @param {Record<string, unknown>} [env] rspack CLI env (RSPACK_SERVE is set by `rspack serve`)
 */
export function createAppConfig(
  { name, appDir, kind, outputPath, contract = REMOTE_CONTRACT, releaseLabel = '' },
  env = {},
) {
  const isServe = Boolean(env.RSPACK_SERVE);
  const isProduction = !isServe && process.env.NODE_ENV !== 'development';
  const isHost = kind === 'host';
  const port = DEV_PORTS[name];
  const hashed = isProduction ? '.[contenthash:10]' : '';

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name,
    context: appDir,
    mode: isProduction ? 'production' : 'development',
    // Production maps are written for error reporting but not referenced by the bundles.
    devtool: isProduction ? 'hidden-source-map' : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    entry: { main: './src/main.ts' },
    output: {
      path: outputPath ?? path.join(workspaceRoot, 'dist/frontends', name),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      // Published releases live inside a remote's folder and must survive its next build.
      clean: isHost ? true : { keep: (file) => file.split(/[\\/]/)[0] === RELEASES_DIR },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      conditionNames: [SOURCE_CONDITION, '...'],
      alias: {
        [SURFACES_ALIAS]: path.join(buildDir, 'shared-surfaces'),
        '@tanstack/react-query-package$': path.join(
          workspaceRoot,
          'node_modules/@tanstack/react-query/build/modern/index.js',
        ),
        // React Router's package exports only point at its development build.
        ...(isProduction
          ? {
              'react-router$': path.join(
                workspaceRoot,
                'node_modules/react-router/dist/production/index.mjs',
              ),
            }
          : {}),
      },
    },
    module: {
      parser: {
        javascript: { exportsPresence: 'error' },
      },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !isProduction },
              },
            },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          type: 'css/auto',
          use: [
            {
              loader: 'postcss-loader',
              options: {
                postcssOptions: {
                  plugins: [
                    tailwindcss({ base: appDir, optimize: isProduction }),
                    supportedFeatures(),
                    ...(isHost ? [] : [scopeUtilities({ scope: remoteScopeSelector(name) })]),
                  ],
                },
              },
            },
          ],
        },
        {
          test: /\.(png|jpe?g|webp|avif|svg)$/i,
          type: 'asset/resource',
        },
      ],
    },
    optimization: {
      minimize: isProduction,
      // A shared package already loads in a chunk of its own (its provider's). Moving its
      // node_modules code into yet another chunk made two files of it, and kept its modules from
      // being joined with the code that uses them: 1.2 KB gzip more on the home page.
      splitChunks: { cacheGroups: { defaultVendors: false } },
      // Listing the minimizers replaces rspack's defaults: the JS one is the default, as it was.
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        // Without targets, the CSS minimizer writes for older browsers than the site supports:
        // copies of rules with vendor prefixes (`::-ms-backdrop`, `:-webkit-any()`) and selector
        // lists split apart, which every page would carry inline.
        new rspack.LightningCssMinimizerRspackPlugin({
          minimizerOptions: { targets: BROWSER_TARGETS },
        }),
      ],
    },
    performance: { hints: false },
    // Lazy compilation (on by default in dev) serves split chunks through a proxy that talks to
    // the dev server of the page's origin, which breaks remotes loaded by the shell.
    lazyCompilation: false,
    plugins: [
      new rspack.DefinePlugin({
        __REMOTE_CONTRACT__: JSON.stringify(contract),
        ...(isHost
          ? {}
          : {
              __REMOTE_VERSION__: JSON.stringify(
                readJson(path.join(appDir, 'package.json')).version,
              ),
              __RELEASE_LABEL__: JSON.stringify(releaseLabel),
            }),
      }),
      new ModuleFederationPlugin({
        name,
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        shared: sharedModules(),
        runtimePlugins: [path.join(buildDir, 'runtime-plugins/yield-between-shares.mjs')],
        experiments: {
          // The shell carries the federation runtime once and hands it to the remotes, instead
          // of every remoteEntry.js bundling its own copy (~34 KB gzip each). A remote's dev
          // server keeps its own runtime so the remote can also be previewed on its own.
          ...(isHost ? { provideExternalRuntime: true } : isServe ? {} : { externalRuntime: true }),
          optimization: { disableSnapshot: true, target: 'web' },
        },
        ...(isHost
          ? { remotes: {} }
          : {
              filename: 'remoteEntry.js',
              exposes: { './Module': './src/remote-entry.ts' },
            }),
      }),
      // The federation plugin resolves its runtime with Node's `require`, which picks the
      // CommonJS builds; those cannot be tree-shaken. The ESM builds next to them can.
      new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data) => {
        data.request = toEsm(data.request);
      }),
      {
        apply(compiler) {
          // Runs after the federation plugin's own alias for '@module-federation/runtime'.
          compiler.hooks.afterPlugins.tap('PreferEsmFederationRuntime', () => {
            const alias = compiler.options.resolve.alias;
            for (const [key, target] of Object.entries(alias ?? {})) {
              if (typeof target === 'string' && FEDERATION_CJS.test(target)) {
                alias[key] = toEsm(target);
              }
            }
          });
        },
      },
    ],
    devServer: {
      port,
      host: 'localhost',
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false } },
    },
    stats: 'errors-warnings',
  };

  if (isProduction) {
    // Which files each lazy import needs (for the server's preload links), where each stylesheet
    // can be read a piece at a time, and compressed copies.
    config.plugins.push(
      new SsrManifestPlugin({ workspaceRoot }),
      new CssPiecesPlugin(),
      new PrecompressPlugin(),
    );
  }

  if (isHost && isProduction) {
    // V8 compiles every function of the shell's entry (the federation runtime) with the script,
    // instead of parsing it lazily and then again as each function first runs during start-up.
    // After minification, which would drop the comment.
    config.plugins.push(
      new rspack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        entryOnly: true,
        test: /^main\.[0-9a-f]+\.js$/,
        stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    );
  }

  if (isHost) {
    config.plugins.push(
      new rspack.HtmlRspackPlugin({
        template: path.join(appDir, 'src/index.html'),
        minify: isProduction,
        scriptLoading: 'defer',
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(appDir, 'public'), to: '.' }],
      }),
    );
    const devRemotes = Object.fromEntries(
      ['marketing', 'portal', 'admin'].map((remote) => [
        remote,
        `http://localhost:${DEV_PORTS[remote]}/remoteEntry.js`,
      ]),
    );
    config.devServer = {
      ...config.devServer,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: 'http://localhost:3000', changeOrigin: false }],
      setupMiddlewares: (middlewares) => {
        // In development the remotes run on their own dev servers.
        middlewares.unshift({
          name: 'dev-remotes-json',
          path: '/remotes.json',
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            res.end(JSON.stringify(devRemotes));
          },
        });
        return middlewares;
      },
    };
  } else {
    if (isServe) {
      // Standalone preview of the remote (without the shell's navigation) at its dev port.
      config.plugins.push(
        new rspack.HtmlRspackPlugin({
          template: path.join(buildDir, 'remote-preview.html'),
          title: `TerraBridge Digital: ${name} (preview)`,
          scriptLoading: 'defer',
        }),
      );
    }
    config.devServer = {
      ...config.devServer,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
    };
  }

  return config;
}
