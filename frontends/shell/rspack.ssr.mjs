// The server bundle: src/server/render.tsx and everything it renders (the shell's frame and the
// remotes the server renders, imported from their source instead of through Module Federation),
// as one CommonJS file for Node: dist/frontends/ssr/server.js. The API loads it to render pages.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { SOURCE_CONDITION, workspaceRoot } from '../build/rspack.mjs';
import remoteContract from '../build/remote-contract.cjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const frontends = path.join(workspaceRoot, 'frontends');
const surfaces = path.join(frontends, 'build/shared-surfaces');

/**
 * Remotes rendered on the server: `@ssr-remote/<name>` is its exposed module, built into the
 * server bundle with the shell. Never one released on its own (admin, `npm run release:admin`):
 * the server would go on rendering the copy built with the shell while browsers load the release.
 */
const SERVER_REMOTES = ['marketing'];

export default () => {
  const isProduction = process.env.NODE_ENV !== 'development';
  /** @type {import('@rspack/core').Configuration} */
  return {
    name: 'shell-ssr',
    context: appDir,
    mode: isProduction ? 'production' : 'development',
    devtool: 'source-map',
    target: 'node24',
    entry: { server: './src/server/render.tsx' },
    output: {
      path: path.join(workspaceRoot, 'dist/frontends/ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      conditionNames: [SOURCE_CONDITION, '...'],
      alias: {
        // The same slim surfaces the browser shares, so the server sees the same modules.
        'react-router-dom$': path.join(surfaces, 'react-router-dom.ts'),
        '@tanstack/react-query$': path.join(surfaces, 'react-query.ts'),
        '@tanstack/react-query-package$': path.join(
          workspaceRoot,
          'node_modules/@tanstack/react-query/build/modern/index.js',
        ),
        ...(isProduction
          ? {
              'react-router$': path.join(
                workspaceRoot,
                'node_modules/react-router/dist/production/index.mjs',
              ),
            }
          : {}),
        // Stores render from the state this request set (see the file).
        zustand$: path.join(appDir, 'src/server/zustand-server.ts'),
        ...Object.fromEntries(
          SERVER_REMOTES.flatMap((name) => [
            [`@ssr-remote/${name}$`, path.join(frontends, name, 'src/remote-entry.ts')],
            [
              `@ssr-remote/${name}/route-data$`,
              path.join(frontends, name, 'src/app/route-data.ts'),
            ],
          ]),
        ),
      },
    },
    module: {
      parser: {
        // One file: a lazy page is a promise that resolves at once, never a chunk to load.
        javascript: { exportsPresence: 'error', dynamicImportMode: 'eager' },
      },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: [
            {
              loader: 'builtin:swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProduction } },
                  target: 'es2023',
                },
              },
            },
            {
              loader: path.join(appDir, 'ssr/track-lazy-loader.cjs'),
              options: { workspaceRoot },
            },
          ],
          type: 'javascript/auto',
        },
        // Styles are linked in the page by the browser builds; the server only needs markup.
        {
          test: /\.css$/,
          type: 'javascript/auto',
          loader: path.join(appDir, 'ssr/empty-loader.cjs'),
        },
        // Imported images render with the URL the browser build gives them (files not emitted).
        ...SERVER_REMOTES.map((name) => ({
          test: /\.(png|jpe?g|webp|avif|svg)$/i,
          include: path.join(frontends, name),
          type: 'asset/resource',
          generator: {
            emit: false,
            filename: `assets/[name]${isProduction ? '.[contenthash:10]' : ''}[ext]`,
            publicPath: `/remotes/${name}/`,
          },
        })),
        {
          test: /\.(png|jpe?g|webp|avif|svg)$/i,
          exclude: SERVER_REMOTES.map((name) => path.join(frontends, name)),
          type: 'asset/resource',
          generator: {
            emit: false,
            filename: `assets/[name]${isProduction ? '.[contenthash:10]' : ''}[ext]`,
            publicPath: '/',
          },
        },
      ],
    },
    optimization: {
      minimize: false,
      splitChunks: false,
      nodeEnv: isProduction ? 'production' : 'development',
    },
    plugins: [
      new rspack.DefinePlugin({
        __REMOTE_CONTRACT__: JSON.stringify(remoteContract.REMOTE_CONTRACT),
      }),
      // The browser loads remotes through federation; the server imports them (src/server).
      new rspack.NormalModuleReplacementPlugin(/(^|\/)remote-loader$/, (data) => {
        data.request = path.join(appDir, 'src/server/server-remote-loader.ts');
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
