#!/usr/bin/env node
// The contract check to run before a mix of host and remote versions is deployed: compares each
// remote's mf-manifest.json with the host's (shared singletons and their versions, the exposed
// `./routes` module). The host is always right about shared versions; a remote must accept them.
//   node scripts/check-remotes.mjs                       # the local builds (host/dist, remote-*/dist)
//   node scripts/check-remotes.mjs --config <url|file>   # the host's manifest from dist, remotes from an app-config.json
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root, remotes } from './lib/workspace.mjs';
import { satisfies } from './lib/semver.mjs';

const args = process.argv.slice(2);
const configSource = args.includes('--config') ? args[args.indexOf('--config') + 1] : null;

async function readJson(source) {
  if (/^https?:/.test(source)) {
    const res = await fetch(source);
    if (!res.ok) throw new Error(`${source} answered ${res.status}`);
    return res.json();
  }
  if (!existsSync(source)) throw new Error(`${source} does not exist (build first: npm run build)`);
  return JSON.parse(readFileSync(source, 'utf8'));
}

const hostManifest = await readJson(path.join(root, 'host', 'dist', 'mf-manifest.json'));
const hostShared = new Map(hostManifest.shared.map((s) => [s.name, s]));
const config = configSource ? await readJson(configSource) : null;

let failures = 0;
for (const dir of remotes) {
  const name = dir.replace('remote-', '');
  const source = config
    ? new URL(config.remotes[name], configSource).toString()
    : path.join(root, dir, 'dist', 'mf-manifest.json');
  const problems = [];
  try {
    const manifest = await readJson(source);
    if (!manifest.exposes?.some((e) => e.path === './routes')) problems.push('does not expose ./routes');
    const remoteShared = new Map(manifest.shared.map((s) => [s.name, s]));
    for (const [lib, host] of hostShared) {
      const remote = remoteShared.get(lib);
      if (!remote) {
        if (!lib.startsWith('@signalboard/shared/'))
          problems.push(`does not share ${lib} (it would load its own copy)`);
        continue;
      }
      // Subpaths shared through a prefix (react/, react-dom/) carry no flag in the manifest.
      if (remote.singleton === false) problems.push(`shares ${lib} but not as a singleton`);
      if (!satisfies(host.version, remote.requiredVersion))
        problems.push(`needs ${lib} ${remote.requiredVersion} but the host provides ${host.version}`);
    }
  } catch (error) {
    problems.push(error.message);
  }
  failures += problems.length;
  console.log(problems.length ? `FAIL ${dir}\n${problems.map((p) => `  - ${p}`).join('\n')}` : `ok   ${dir}`);
}
process.exit(failures ? 1 : 0);
