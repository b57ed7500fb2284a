#!/usr/bin/env node
// Serves a release store over HTTP with production's cache rules (versioned files immutable for a
// year; manifests and remoteEntry.js no-cache) and CORS, so hosts on other origins load its remotes.
//   npm run serve:releases -- [--store <dir>] [--port <n>]
import path from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs, runCommand } from './lib/cli-args.mjs';
import { defaultStore } from './lib/release-store.mjs';
import { startStaticServer } from './lib/static-server.mjs';

await runCommand(async () => {
  const { values } = parseArgs(process.argv.slice(2), { options: ['store', 'port'] });
  const store = path.resolve(values.store ?? defaultStore);
  if (!existsSync(store)) {
    throw new Error(
      `There is no release store at ${store}: release a remote into it first (npm run release -- leads).`,
    );
  }
  const port = Number(values.port ?? 4400);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port ${values.port} is not a port number.`);
  const server = await startStaticServer({ dir: store, port, cors: true });
  console.log(
    `Serving the release store ${store} at ${server.origin} (a remote: ${server.origin}/remotes/<name>/<version>/mf-manifest.json).`,
  );
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Keep running until stopped.
  return new Promise(() => {});
});
