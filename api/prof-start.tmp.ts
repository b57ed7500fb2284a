import { readFile } from 'node:fs/promises';
import { openDatabase } from './src/db/open-database.js';
const t = () => performance.now();
let t0 = t();
const { buildApp } = await import('./src/app.js');
const { loadConfig } = await import('./src/config.js');
console.log('import', Math.round(t() - t0)); t0 = t();
const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
console.log('fresh pglite+migrate', Math.round(t() - t0)); t0 = t();
const file = '/tmp/tmpl.tar.gz';
const { writeFile } = await import('node:fs/promises');
const dump = await (db as any).pglite?.dumpDataDir?.('gzip');
if (dump) await writeFile(file, Buffer.from(await dump.arrayBuffer()));
await db.close?.();
for (let i = 0; i < 3; i++) {
  t0 = t();
  const r = loadConfig({ JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256', LOG_LEVEL: 'silent', APP_URL: 'http://x.test', POLL_TICK_SECONDS: '3600', DEV_OUTBOX: '1', DATA_DIR: 'memory://' }, 'server');
  if (!r.ok) throw new Error(String(r.problems));
  const cfg = { ...r.config, database: { ...r.config.database, startFrom: dump ? new Blob([await readFile(file)]) : undefined } };
  const app = await buildApp({ config: cfg as any, runWorkers: true });
  console.log('build', Math.round(t() - t0)); t0 = t();
  await app.ready();
  console.log('ready', Math.round(t() - t0)); t0 = t();
  await app.inject({ method: 'GET', url: '/health' });
  console.log('inject', Math.round(t() - t0)); t0 = t();
  await app.close();
  console.log('close', Math.round(t() - t0));
}
