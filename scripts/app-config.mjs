#!/usr/bin/env node
// Renders the app-config.json a deployment of an environment serves next to the host, from that
// environment's map: each released version becomes <releaseStore>/remotes/<name>/<version>/mf-manifest.json.
//   node scripts/app-config.mjs <environment|map file> [--out <file>]
import { writeFileSync } from 'node:fs';
import { parseArgs, runCommand } from './lib/cli-args.mjs';
import { mapPath, readMap, renderAppConfig } from './lib/environment-maps.mjs';

await runCommand(async () => {
  const { values, positional } = parseArgs(process.argv.slice(2), { options: ['out'] });
  if (positional.length !== 1) throw new Error('Name the environment: node scripts/app-config.mjs staging');
  const text = `${JSON.stringify(renderAppConfig(readMap(mapPath(positional[0]))), null, 2)}\n`;
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
  return 0;
});
