// Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of a production build, so
// the server sends them as they are instead of compressing on every request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import rspack from '@rspack/core';

const COMPRESSIBLE = /\.(js|css|json|svg|txt|xml)$/;
/** Below this size the headers outweigh the saving. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const br = brotliCompressSync(buffer, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const gz = gzipSync(buffer, { level: 9 });
            compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz));
          }
        },
      );
    });
  }
}
