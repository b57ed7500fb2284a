// Writes what a build is into its mf-manifest.json, as a top-level `signalboard` object:
//   { app: 'remote-leads', remote: 'leads', version: '0.1.0+abc1234', contract: '1.0.0', commit: 'abc1234' }
// so the host (before it loads a remote), check:remotes and the release commands can tell which
// release a manifest is and which contract it speaks without loading its code. The federation
// plugin emits the manifest at the OPTIMIZE_TRANSFER stage; this rewrites it as soon as it appears
// and refreshes the .br/.gz copies precompress-plugin.cjs may already have made of it.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
// Plain ESM without top-level await: Node 20.19+ requires it synchronously.
const { CONTRACT_VERSION } = require('../../shared/src/contract/compatibility.mjs');

const MANIFEST = 'mf-manifest.json';

/** The short commit of HEAD in `dir`, or null outside a git checkout (a source archive, an image). */
function shortCommit(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/**
 * What the build at `appDir` is. SIGNALBOARD_RELEASE_VERSION (set by the release command) overrides
 * the version; otherwise package.json's version with the commit as build metadata (+dev without git).
 */
function releaseMetadata({ appDir, remote, env = process.env }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const commit = shortCommit(appDir);
  return {
    app: pkg.name.replace(/^@[^/]+\//, ''),
    ...(remote ? { remote } : {}),
    version: env.SIGNALBOARD_RELEASE_VERSION || `${pkg.version}+${commit ?? 'dev'}`,
    contract: CONTRACT_VERSION,
    commit,
  };
}

class ReleaseMetadataPlugin {
  /**
   * @param {{ appDir: string, kind: 'host'|'remote', name: string }} options  as createAppConfig's;
   *   a remote's federation name is remote_<remote> (containerName in @signalboard/shared/contract)
   */
  constructor({ appDir, kind, name }) {
    this.options = { appDir, remote: kind === 'remote' ? name.replace(/^remote_/, '') : undefined };
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const metadata = releaseMetadata(this.options);
    compiler.hooks.thisCompilation.tap('ReleaseMetadataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // additionalAssets: the manifest is emitted at this same stage, possibly after this tap ran.
        {
          name: 'ReleaseMetadataPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          additionalAssets: true,
        },
        (assets) => {
          if (MANIFEST in assets) writeMetadata(compilation, sources, metadata);
        },
      );
    });
  }
}

function writeMetadata(compilation, sources, metadata) {
  const asset = compilation.getAsset(MANIFEST);
  const manifest = JSON.parse(asset.source.source().toString());
  if (JSON.stringify(manifest.signalboard) === JSON.stringify(metadata)) return;
  const text = Buffer.from(JSON.stringify({ ...manifest, signalboard: metadata }, null, 2));
  compilation.updateAsset(MANIFEST, new sources.RawSource(text));
  // Copies made from the manifest before this rewrite would serve the old text to browsers that
  // accept br or gzip.
  const copies = [
    [`${MANIFEST}.br`, () => zlib.brotliCompressSync(text)],
    [`${MANIFEST}.gz`, () => zlib.gzipSync(text, { level: zlib.constants.Z_BEST_COMPRESSION })],
  ];
  for (const [name, compress] of copies) {
    if (compilation.getAsset(name)) compilation.updateAsset(name, new sources.RawSource(compress()));
  }
}

module.exports = { ReleaseMetadataPlugin, releaseMetadata };
