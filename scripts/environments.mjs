#!/usr/bin/env node
// What each environment runs: one line per environment and remote with the version its map names,
// the contract that release was built for and when it was released (from deploy/releases/).
//   npm run environments [-- --registry <dir>] [-- --environments <dir>]
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs, runCommand } from './lib/cli-args.mjs';
import { defaultRegistry, readRelease } from './lib/release-store.mjs';
import { entryKind, environmentNames, environmentsDir, readMap } from './lib/environment-maps.mjs';
import { root } from './lib/workspace.mjs';

/** Version, contract and release time of one map entry, without the network or the store. */
function describeEntry(registry, name, entry) {
  const kind = entryKind(entry);
  if (kind === 'url') return { version: entry, contract: '?', released: 'not in the registry (an address)' };
  if (kind === 'local') {
    const file = path.join(root, `remote-${name}`, 'dist', 'mf-manifest.json');
    const built = existsSync(file);
    const meta = built ? JSON.parse(readFileSync(file, 'utf8')).signalboard : undefined;
    return {
      version: `local (${meta?.version ?? (built ? 'built without release metadata' : 'not built')})`,
      contract: meta?.contract ?? '?',
      released: 'local build',
    };
  }
  const release = readRelease(registry, name, entry);
  if (!release)
    return { version: entry, contract: '?', released: 'NOT RELEASED (missing from the registry)' };
  return {
    version: entry,
    contract: release.signalboard?.contract ?? '?',
    released: release.releasedAt ? `${release.releasedAt.slice(0, 16).replace('T', ' ')} UTC` : '?',
  };
}

await runCommand(async () => {
  const { values } = parseArgs(process.argv.slice(2), { options: ['registry', 'environments'] });
  const registry = path.resolve(values.registry ?? defaultRegistry);
  const dir = path.resolve(values.environments ?? environmentsDir);
  const rows = [['environment', 'remote', 'version', 'contract', 'released']];
  for (const environment of environmentNames(dir)) {
    const map = readMap(path.join(dir, `${environment}.json`));
    for (const [name, entry] of Object.entries(map.remotes)) {
      const { version, contract, released } = describeEntry(registry, name, entry);
      rows.push([environment, name, version, contract, released]);
    }
  }
  if (rows.length === 1) throw new Error(`There are no environment maps in ${dir}.`);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
  return 0;
});
