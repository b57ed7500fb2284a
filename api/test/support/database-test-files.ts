// Which test files reach a database: those that import, directly or through other test files, the
// app helper or the test database. The PostgreSQL pass of `npm test` runs only these; the rest (the
// encoder, the scorer's evaluation, the platform parsers, the proposer) never open a database and
// would measure the same thing twice. A file that reads DATABASE_URL itself counts as reaching one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const entryPoints = ['test/helper.ts', 'test/support/test-database.ts'];

/** The test files under `root/test` (paths relative to `root`) that reach a database. */
export function databaseTestFiles(root: string): string[] {
  const testDir = path.join(root, 'test');
  const markers = new Set(entryPoints.map((file) => path.join(root, file)));
  const known = new Map<string, boolean>();

  const resolve = (from: string, specifier: string): string | null => {
    const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
    return found && found.startsWith(testDir) ? found : null;
  };

  const reaches = (file: string, visiting: Set<string>): boolean => {
    if (markers.has(file)) return true;
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    if (visiting.has(file)) return false;
    visiting.add(file);
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
    const result =
      text.includes('DATABASE_URL') ||
      imports.some((specifier) => {
        const target = resolve(file, specifier);
        return target !== null && reaches(target, visiting);
      });
    known.set(file, result);
    return result;
  };

  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return walk(testDir)
    .filter((file) => file.endsWith('.test.ts') && reaches(file, new Set()))
    .map((file) => path.relative(root, file))
    .sort();
}

/**
 * With PostgreSQL at hand `npm test` runs each file that reaches a database once, on PostgreSQL (the
 * production database, and the quicker of the two: natively rather than compiled to WebAssembly), and
 * only these on PGlite as well: the embedded mode itself, every route through the fuzz test and the
 * tenancy matrix, opening and migrating the database, the job queue, the live event stream, one whole
 * ingest, the lead history's triggers and the MCP server on both its transports (issue 28 asks for both
 * databases). What else differs between the two (one connection, the driver's types) the e2e suite
 * meets on PGlite across every screen. Without PostgreSQL every file runs on PGlite.
 */
export const pgliteAlso = [
  'test/embedded/',
  'test/openapi/',
  'test/db/',
  'test/jobs/',
  'test/mcp/',
  'test/routes/leads/events.test.ts',
  'test/routes/leads/list.test.ts',
  'test/routes/leads/list-pages.test.ts',
  'test/routes/leads/lead-history.test.ts',
  'test/engine/pipeline/ingest-posts.test.ts',
];

/** The files of the PGlite pass when a PostgreSQL pass follows: the pure ones and pgliteAlso's. */
export function pgliteTestFiles(root: string): string[] {
  const onPostgres = new Set(
    databaseTestFiles(root).filter((file) => !pgliteAlso.some((prefix) => file.startsWith(prefix))),
  );
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return walk(path.join(root, 'test'))
    .map((file) => path.relative(root, file))
    .filter((file) => file.endsWith('.test.ts') && !onPostgres.has(file))
    .sort();
}
