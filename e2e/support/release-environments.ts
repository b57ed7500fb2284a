// The release world of remote-releases.spec.ts, stood up once by the global setup:
// - a release store (an empty folder the spec releases remote-leads into), served by
//   `npm run serve:releases` with the store's cache rules;
// - two more hosts from host/dist, "staging" and "production", each serving the app-config.json
//   that its environment map renders, read again at every request, so a promotion (a change to the
//   map only) reaches the next page load as it would in a deployment.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMap, renderAppConfig, writeMap } from '../../scripts/lib/environment-maps.mjs';
import { startStaticServer } from './static-server';

export interface ReleaseEnvironments {
  /** Holds store/, registry/ and environments/<env>.json. */
  dir: string;
  storeOrigin: string;
  stagingOrigin: string;
  productionOrigin: string;
  /** Writes the maps once the API's origin is known: staging runs leads 1.0.0, production 2.0.0. */
  writeMaps: (apiOrigin: string, remoteMap: Record<string, string>) => void;
  close: () => Promise<void>;
}

/** Starts `npm run serve:releases` on a free port and waits for the origin it prints. */
async function serveStore(root: string, store: string) {
  const child = spawn(process.execPath, ['scripts/serve-releases.mjs', '--store', store, '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve:releases did not start:\n${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = output.match(/ at (http:\/\/[^\s]+) \(/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`serve:releases exited with ${code}:\n${output}`)));
  });
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function startReleaseEnvironments(root: string): Promise<ReleaseEnvironments> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'signalboard-releases-'));
  const store = path.join(dir, 'store');
  const maps = path.join(dir, 'environments');
  mkdirSync(store);
  mkdirSync(maps);
  const storeServer = await serveStore(root, store);
  const serveEnvironment = (environment: string) =>
    startStaticServer({
      dir: path.join(root, 'host', 'dist'),
      spa: true,
      files: {
        '/app-config.json': () =>
          JSON.stringify(renderAppConfig(readMap(path.join(maps, `${environment}.json`)))),
      },
    });
  const staging = await serveEnvironment('staging');
  const production = await serveEnvironment('production');

  return {
    dir,
    storeOrigin: storeServer.origin,
    stagingOrigin: staging.origin,
    productionOrigin: production.origin,
    writeMaps: (apiOrigin, remoteMap) => {
      for (const [environment, leads] of [
        ['staging', '1.0.0'],
        ['production', '2.0.0'],
      ] as const) {
        writeMap(path.join(maps, `${environment}.json`), {
          environment,
          apiUrl: apiOrigin,
          releaseStore: storeServer.origin,
          analyticsKey: '',
          analyticsHost: '',
          // Only leads comes from the store; the other remotes are the builds the suite serves.
          remotes: { ...remoteMap, leads },
          history: [],
        });
      }
    },
    close: async () => {
      await staging.close();
      await production.close();
      await storeServer.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
