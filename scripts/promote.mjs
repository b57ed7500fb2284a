#!/usr/bin/env node
// Points one remote of one environment's map at a released version; the map is the only file that
// changes. Rolling back is the same command with the older version, or --rollback, which picks the
// version the map had before the current one (from the map's history).
//   npm run promote -- <environment> <remote> <version>
//   npm run promote -- <environment> <remote> --rollback
// --host-manifest <file> and --registry <dir> as in check:remotes.
import path from 'node:path';
import { parseArgs, runCommand } from './lib/cli-args.mjs';
import { checkVersion, defaultRegistry, readRelease, remoteName } from './lib/release-store.mjs';
import { entryKind, mapPath, readMap, writeMap } from './lib/environment-maps.mjs';
import { checkEntries, defaultHostManifest, hostProvides } from './lib/mix-check.mjs';
import { previousVersion, recordChange } from './lib/map-history.mjs';
import { root } from './lib/workspace.mjs';

await runCommand(async () => {
  const { values, positional } = parseArgs(process.argv.slice(2), {
    options: ['host-manifest', 'registry'],
    flags: ['rollback'],
  });
  const rollback = Boolean(values.rollback);
  if (positional.length !== (rollback ? 2 : 3)) {
    throw new Error(
      'Say which environment, remote and version: npm run promote -- staging leads 1.2.0 ' +
        '(or npm run promote -- staging leads --rollback).',
    );
  }
  const [environment, remote] = positional;
  const file = mapPath(environment);
  const map = readMap(file);
  const name = remoteName(remote);
  const current = map.remotes[name];
  const registry = path.resolve(values.registry ?? defaultRegistry);

  const version = rollback ? previousVersion(map, name) : checkVersion(positional[2]);
  if (!version) {
    throw new Error(
      `${map.environment} has no earlier ${name} version to roll back to: its history records none before ${current}. ` +
        `Promote a version by name instead (npm run promote -- ${environment} ${name} <version>).`,
    );
  }
  if (entryKind(version) !== 'version') throw new Error(`"${version}" is not a released version.`);
  if (version === current) {
    console.log(`${map.environment} already runs ${name} ${version}; the map is unchanged.`);
    return 0;
  }
  if (!readRelease(registry, name, version)) {
    throw new Error(
      `${name} ${version} was never released: it is not in ${path.relative(root, path.join(registry, name)) || registry}/. ` +
        `Release it first (npm run release -- ${name} --version ${version}), then promote it.`,
    );
  }
  const host = hostProvides(path.resolve(values['host-manifest'] ?? defaultHostManifest));
  const [result] = await checkEntries({ [name]: version }, { host, registry });
  if (!result.ok) {
    throw new Error(
      `${map.environment} keeps ${name} ${current}: ${name} ${version} fails the checks against the host.\n` +
        [...result.problems.map((p) => `  - ${p}`), ...(result.advice ? [`  ${result.advice}`] : [])].join(
          '\n',
        ),
    );
  }

  map.remotes[name] = version;
  recordChange(map, { remote: name, from: current, to: version, rollback });
  writeMap(file, map);
  console.log(
    `${map.environment} now runs ${name} ${version} (was ${current}). Only ${path.relative(root, file) || file} changed: ` +
      'commit it and deploy the app config (node scripts/app-config.mjs ' +
      `${environment}).`,
  );
  return 0;
});
