// The PostgreSQL pass runs only the files databaseTestFiles names: a file that opens a database and is
// left out would never run against PostgreSQL, so every file that builds an app or a test database,
// however it imports the helpers, must be named.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles, pgliteAlso, pgliteTestFiles } from './support/database-test-files.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const testFiles = (readdirSync(path.join(root, 'test'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('test', file));

describe('the test files that reach a database', () => {
  it('names every file that builds an app or a database, and leaves out pure ones', () => {
    const named = databaseTestFiles(root);
    const opening = testFiles.filter((file) =>
      /buildTestApp\(|databaseEnv\(|createTestDatabase\(|testConfig\(|DATABASE_URL/.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
    );
    expect(opening.length).toBeGreaterThan(50);
    expect(opening.filter((file) => !named.includes(file))).toEqual([]);
    expect(named).toContain('test/routes/health/health.test.ts');
    expect(named).not.toContain('test/net/network-reason.test.ts');
    expect(named).not.toContain('test/engine/scoring/evaluation.test.ts');
  });

  it('with PostgreSQL at hand, runs every file at least once and only the chosen ones on both', () => {
    const onPostgres = databaseTestFiles(root);
    const onPglite = pgliteTestFiles(root);
    expect([...new Set([...onPostgres, ...onPglite])].sort()).toEqual([...testFiles].sort());
    const onBoth = onPglite.filter((file) => onPostgres.includes(file));
    expect(onBoth).toContain('test/embedded/embedded.test.ts');
    expect(onBoth).toContain('test/openapi/fuzz.test.ts');
    expect(onBoth.every((file) => pgliteAlso.some((prefix) => file.startsWith(prefix)))).toBe(true);
    expect(onPglite).toContain('test/engine/scoring/evaluation.test.ts');
    expect(onPglite).not.toContain('test/routes/health/health.test.ts');
    // Every name in pgliteAlso still matches a file that opens a database (a rename would drop it).
    for (const prefix of pgliteAlso) expect(onBoth.some((file) => file.startsWith(prefix))).toBe(true);
  });
});
