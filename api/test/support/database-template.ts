// One migrated database per test run, which every test file's database starts from: migrating per file
// (and, on PGlite, running initdb per app) was a third of the API suite's time.
// Runs in vitest's main process (globalSetup); the files read what it made through inject().
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DatabaseHandle } from '../../src/db/database.js';
import { openDatabase } from '../../src/db/open-database.js';
import { startBoss } from '../../src/queue/create-boss.js';
import { withAdmin } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dumped, migrated data directory (a .tar file). PostgreSQL: a migrated database's name. */
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'sb-pglite-template-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    const file = path.join(dir, 'migrated.tar');
    try {
      await installQueue(database);
      if (!database.dumpDataDir) throw new Error('PGlite handle without dumpDataDir');
      await writeFile(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    } finally {
      await database.close();
    }
    project.provide('databaseTemplate', { kind: 'pglite', file });
    return () => rm(dir, { recursive: true, force: true });
  }

  const name = `sb_template_${process.pid}`;
  await withAdmin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Opening migrates it; closing ends every connection, as CREATE DATABASE ... TEMPLATE requires.
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await installQueue(database);
  } finally {
    await database.close();
  }
  project.provide('databaseTemplate', { kind: 'postgres', name });
  return () =>
    withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
      () => {},
    );
}

/**
 * pg-boss's own schema and our queues, as the first app on a database makes them: in the template, each
 * app's start finds them there (about 20 ms) instead of creating them (150-400 ms on PGlite, per app).
 */
async function installQueue(database: DatabaseHandle): Promise<void> {
  const boss = await startBoss(database, { runsWorkers: false });
  await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
}
