#!/usr/bin/env node
// The contract check to run before a mix of host and remote versions is deployed, with the rules the
// host applies in the browser (contract major, shared singleton ranges, the exposed ./routes).
// The host is always right about shared versions; a remote must accept them.
//   node scripts/check-remotes.mjs                         # the local builds (host/dist, remote-*/dist)
//   node scripts/check-remotes.mjs --config <env|path>     # an environment's map (deploy/environments/<env>.json)
//   node scripts/check-remotes.mjs --all                   # the local builds and every environment's map
// --host-manifest <file> checks against another host build; --registry <dir> reads releases elsewhere.
import path from 'node:path';
import { parseArgs, runCommand } from './lib/cli-args.mjs';
import { defaultRegistry, remoteNames } from './lib/release-store.mjs';
import { environmentNames, mapPath, mapProblems, readMap } from './lib/environment-maps.mjs';
import { checkEntries, defaultHostManifest, describe, hostProvides } from './lib/mix-check.mjs';
import { root } from './lib/workspace.mjs';

await runCommand(async () => {
  const { values } = parseArgs(process.argv.slice(2), {
    options: ['config', 'host-manifest', 'registry'],
    flags: ['all'],
  });
  const host = hostProvides(path.resolve(values['host-manifest'] ?? defaultHostManifest));
  const registry = path.resolve(values.registry ?? defaultRegistry);

  const mixes = [];
  if (!values.config || values.all) {
    mixes.push({
      title: 'Local builds',
      entries: Object.fromEntries(remoteNames.map((n) => [n, 'local'])),
      problems: [],
    });
  }
  const configs = values.all ? environmentNames() : values.config ? [values.config] : [];
  for (const config of configs) {
    const file = mapPath(config);
    const map = readMap(file);
    mixes.push({
      title: `Environment ${map.environment ?? config} (${path.relative(root, file)})`,
      entries: map.remotes,
      problems: mapProblems(map),
    });
  }

  let passed = 0;
  let failed = 0;
  for (const mix of mixes) {
    console.log(`${mix.title}, against a host speaking contract ${host.contract}:`);
    for (const problem of mix.problems) {
      console.log(`FAIL the map ${problem}`);
      failed += 1;
    }
    for (const result of await checkEntries(mix.entries, { host, registry })) {
      console.log(describe(result).join('\n'));
      if (result.ok) passed += 1;
      else failed += 1;
    }
  }
  // The test runner reads these totals.
  console.log(`\n  ${passed} passed${failed ? `\n  ${failed} failed` : ''}`);
  return failed ? 1 : 0;
});
