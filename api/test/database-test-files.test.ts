// The PostgreSQL pass runs only the files databaseTestFiles names: a file that opens a database and is
// left out would never run against PostgreSQL, so every file that builds an app or a test database,
// however it imports the helpers, must be named.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './support/database-test-files.js';

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
});
