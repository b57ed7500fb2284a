#!/usr/bin/env node
// Releases ONE remote: builds it in production mode with its release version baked into its
// manifest, and publishes the dist into an immutable versioned folder of the release store,
// recording the release in deploy/releases/. The host and the other remotes are not touched.
//   npm run release -- <remote> [--store <dir>] [--version <v>] [--from-dist] [--dist <dir>] [--registry <dir>]
// --from-dist publishes the dist as it is (no build; --version then rewrites the manifest's version).
// --dist publishes another folder (tests use a tiny fake dist); --registry records elsewhere.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runPnpm } from './pnpm.mjs';
import { root } from './lib/workspace.mjs';
import { parseArgs, runCommand } from './lib/cli-args.mjs';
import {
  assertNotReleased,
  checkVersion,
  defaultRegistry,
  defaultStore,
  defaultVersion,
  publish,
  remoteName,
} from './lib/release-store.mjs';

/** The version names a commit; say so when the build also holds changes that are not in it. */
function warnIfUncommitted(name) {
  const paths = [`remote-${name}`, 'shared', 'tools/webpack', 'pnpm-lock.yaml'];
  const git = spawnSync('git', ['status', '--porcelain', '--', ...paths], { cwd: root, encoding: 'utf8' });
  const changed = git.status === 0 ? git.stdout.trim().split('\n').filter(Boolean) : [];
  if (changed.length) {
    console.warn(
      `Warning: ${changed.length} file(s) under ${paths.join(', ')} differ from the commit this version names; ` +
        'the release holds them as they are now.',
    );
  }
}

await runCommand(async () => {
  const { values, positional } = parseArgs(process.argv.slice(2), {
    options: ['store', 'version', 'dist', 'registry'],
    flags: ['from-dist'],
  });
  if (positional.length !== 1) throw new Error('Name the one remote to release: npm run release -- leads');
  const name = remoteName(positional[0]);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(values.store ?? '')) {
    throw new Error(
      `The release store must be a folder; ${values.store} is an address. Release into a folder and ` +
        'sync it to the bucket (aws s3 sync <folder> s3://<bucket>).',
    );
  }
  const store = path.resolve(values.store ?? defaultStore);
  const registry = path.resolve(values.registry ?? defaultRegistry);
  const version = checkVersion(values.version ?? defaultVersion(name));
  const fromDist = Boolean(values['from-dist'] || values.dist);
  const dist = path.resolve(values.dist ?? path.join(root, `remote-${name}`, 'dist'));

  // Refuse before spending a build on a version that cannot be published.
  assertNotReleased({ store, registry, name, version });
  if (!fromDist) {
    console.log(`Building remote-${name} ${version}...`);
    const code = runPnpm(['--filter', `@signalboard/remote-${name}`, 'run', 'build'], {
      env: { SIGNALBOARD_RELEASE_VERSION: version },
    });
    if (code !== 0) throw new Error(`Building remote-${name} failed (see above); nothing was published.`);
    const built = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    if (built.signalboard?.version !== version) {
      throw new Error(
        `The build of remote-${name} recorded version ${built.signalboard?.version ?? '(none)'} in its manifest, not ${version} ` +
          '(tools/webpack/release-metadata-plugin.cjs reads SIGNALBOARD_RELEASE_VERSION); nothing was published.',
      );
    }
    warnIfUncommitted(name);
  }
  const { folder, record, files } = publish({
    store,
    registry,
    name,
    version,
    dist,
    setVersion: fromDist && values.version !== undefined,
  });
  console.log(
    `Released ${name} ${version}: ${files} files in ${folder}, recorded in ${path.relative(process.cwd(), record)}.\n` +
      `Promote it with: npm run promote -- staging ${name} ${version}`,
  );
});
