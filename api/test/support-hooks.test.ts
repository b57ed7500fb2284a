import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src/paths.js';

// The files of a worker share one process (vitest.config.ts, isolate: false), so a module other than a
// test file is evaluated once for all of them: a hook it registers when imported would run for the first
// file only, and the next files would find its apps, servers or database already closed. Such modules
// register their clean-up with onFileEnd/onTestEnd (test/support/file-hooks.ts) instead.
const testDir = path.join(packageRoot, 'test');
const setupFile = path.join(testDir, 'support', 'file-setup.ts');

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

describe('support modules of the tests', () => {
  it('register no vitest hook when they are imported', () => {
    const offenders = walk(testDir)
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && file !== setupFile)
      .filter((file) => /^(afterAll|afterEach|beforeAll|beforeEach)\(/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(packageRoot, file));
    expect(offenders).toEqual([]);
  });
});
