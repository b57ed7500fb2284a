import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * The database environment for one test file. PGlite in memory by default (each app gets its own, started
 * from the run's migrated template: see pgliteTemplateBlob); with DATABASE_URL set (CI), a PostgreSQL
 * database per file, copied from the run's migrated template (`fromTemplate: false`: empty, for tests of
 * migrating itself), dropped at the end.
 */
export async function createTestDatabase({ fromTemplate = true } = {}): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { env: { DATA_DIR: 'memory://' }, drop: async () => {} };

  const template = inject('databaseTemplate');
  const copy = fromTemplate && template.kind === 'postgres' ? ` TEMPLATE "${template.name}"` : '';
  const name = `sb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${copy}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: 'memory://' },
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

let pgliteTemplate: Promise<Blob | undefined> | null = null;

/** The run's migrated PGlite data directory, read once per file's process (undefined on PostgreSQL). */
export function pgliteTemplateBlob(): Promise<Blob | undefined> {
  pgliteTemplate ??= (async () => {
    const template = inject('databaseTemplate');
    return template.kind === 'pglite' ? new Blob([await readFile(template.file)]) : undefined;
  })();
  return pgliteTemplate;
}

export async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
