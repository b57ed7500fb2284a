// Writes a brotli (.br) and a gzip (.gz) copy beside each text asset of a production build, so a
// static server sends them as they are (the API's embedded mode does, with @fastify/static's
// `preCompressed`) instead of sending 965 KiB raw or compressing on every request. Node's zlib is
// enough for this; compression-webpack-plugin would add a dependency for the same two calls.
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What compresses well and is fetched by the page (source maps are left alone: only devtools read them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;
/** A copy that is not at least this much smaller is not worth the server's choice. */
const MAX_RATIO = 0.9;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // additionalAssets: files emitted after this stage (the federation manifest) get copies too.
        {
          name: 'PrecompressPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          additionalAssets: true,
        },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name));
          await Promise.all(names.map((name) => compressAsset(compilation, sources, name)));
        },
      );
    });
  }
}

async function compressAsset(compilation, sources, name) {
  const asset = compilation.getAsset(name);
  // `compressed`: a copy; `precompressed`: an original already done (additionalAssets comes back).
  if (!asset || asset.info.compressed || asset.info.precompressed) return;
  const input = asset.source.buffer();
  if (input.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(input, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
    gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const related = {};
  for (const [kind, extension, output] of [
    ['brotli', 'br', br],
    ['gzip', 'gz', gz],
  ]) {
    if (output.length > input.length * MAX_RATIO) continue;
    const copy = `${name}.${extension}`;
    const info = { compressed: true, immutable: asset.info.immutable };
    if (compilation.getAsset(copy)) compilation.updateAsset(copy, new sources.RawSource(output), info);
    else compilation.emitAsset(copy, new sources.RawSource(output), info);
    related[kind] = copy;
  }
  // Named as webpack's related assets (stats lists the copies under the file they stand for).
  compilation.updateAsset(name, asset.source, { precompressed: true, related });
}

module.exports = { PrecompressPlugin };
