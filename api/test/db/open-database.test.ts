import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../src/db/open-database.js';
import { packageRoot } from '../../src/paths.js';
import { createTestDatabase } from '../support/test-database.js';

// Every migration in drizzle/ counts once, however many there are.
const journal = JSON.parse(
  await readFile(path.join(packageRoot, 'drizzle', 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };
const migrationCount = journal.entries.length;

const appliedMigrations = 'select count(*)::int as applied from drizzle.__drizzle_migrations';

describe('openDatabase', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'lets several processes start at once on a fresh PostgreSQL database (migrations run once)',
    async () => {
      // An empty database, not a copy of the run's migrated template: the migrations themselves are tested.
      const database = await createTestDatabase({ fromTemplate: false });
      onTestFinished(() => database.drop());
      const url = database.env.DATABASE_URL;
      const handles = await Promise.all(
        [1, 2, 3, 4].map(() => openDatabase({ kind: 'postgres', url: url! })),
      );
      try {
        const result = await handles[0]!.executeSql(appliedMigrations, []);
        expect(result.rows[0]).toEqual({ applied: migrationCount });
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    },
  );

  it('reopens a PGlite data folder with its data and without migrating again', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'signalboard-pglite-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: dir });
      await first.executeSql("insert into organizations (name) values ('Kept')", []);
      await first.close();
      const second = await openDatabase({ kind: 'pglite', dataDir: dir });
      const names = await second.executeSql('select name from organizations', []);
      const applied = await second.executeSql(appliedMigrations, []);
      await second.close();
      expect(names.rows).toEqual([{ name: 'Kept' }]);
      expect(applied.rows[0]).toEqual({ applied: migrationCount });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('starts an in-memory PGlite from a dumped data directory, with its rows, migrated', async () => {
    const source = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await source.executeSql("insert into organizations (name) values ('From the template')", []);
    const dump = await source.dumpDataDir!();
    await source.close();

    const copy = await openDatabase({ kind: 'pglite', dataDir: 'memory://', startFrom: dump });
    const names = await copy.executeSql('select name from organizations', []);
    const applied = await copy.executeSql(appliedMigrations, []);
    await copy.close();
    expect(names.rows).toEqual([{ name: 'From the template' }]);
    expect(applied.rows[0]).toEqual({ applied: migrationCount });
  });
});
