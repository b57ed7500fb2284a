#!/usr/bin/env node
// Serves several built apps, each on its own port, from one process (what `npm run start:prod` runs for
// the host and the remotes): one static server per app with production's cache rules.
//   node scripts/lib/serve-apps.mjs '<json>'   where json is
//   [{ "name": "host", "dir": ".../host/dist", "port": 8080, "spa": true, "appConfig": {...} },
//    { "name": "remote-leads", "dir": ".../remote-leads/dist", "port": 8082, "cors": true }, ...]
// Prints one "serving <name> at <origin>" line per app, then stops them all on SIGINT or SIGTERM.
import { startStaticServer } from './static-server.mjs';

let apps;
try {
  apps = JSON.parse(process.argv[2] ?? '');
  if (!Array.isArray(apps)) throw new Error('not a list');
} catch {
  console.error(
    'serve-apps needs one argument: a JSON list of { name, dir, port, spa?, cors?, appConfig? }.',
  );
  process.exit(2);
}

const servers = [];
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(servers.map((server) => server.close()));
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (const app of apps) {
  try {
    const files = app.appConfig ? { '/app-config.json': () => JSON.stringify(app.appConfig, null, 2) } : {};
    const server = await startStaticServer({
      dir: app.dir,
      port: app.port,
      host: app.host ?? '127.0.0.1',
      spa: Boolean(app.spa),
      cors: Boolean(app.cors),
      files,
    });
    servers.push(server);
    console.log(`serving ${app.name} at ${server.origin}`);
  } catch (error) {
    const reason = error.code === 'EADDRINUSE' ? `port ${app.port} is already in use` : error.message;
    console.error(`Could not serve ${app.name}: ${reason}`);
    await stop(1);
  }
}
