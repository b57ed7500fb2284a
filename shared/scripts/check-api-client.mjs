#!/usr/bin/env node
// Fails when src/api/schema.gen.ts is not what openapi-typescript makes of api/openapi.json, so the
// typed client can never drift from the API it calls.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const documentPath = path.resolve(sharedDir, '..', 'api', 'openapi.json');
const committedPath = path.join(sharedDir, 'src', 'api', 'schema.gen.ts');
const fix = 'node scripts/pnpm.mjs --filter @signalboard/shared generate:api';

if (!existsSync(documentPath)) {
  console.error(
    `check:api: ${path.relative(process.cwd(), documentPath)} does not exist; emit it first with`,
  );
  console.error('  node scripts/pnpm.mjs --filter @signalboard/api openapi');
  process.exit(1);
}

const tempDir = mkdtempSync(path.join(tmpdir(), 'signalboard-api-'));
const freshPath = path.join(tempDir, 'schema.gen.ts');
try {
  const bin = path.join(
    sharedDir,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'openapi-typescript.cmd' : 'openapi-typescript',
  );
  const run = spawnSync(bin, [documentPath, '-o', freshPath], { cwd: sharedDir, encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(`check:api: openapi-typescript failed:\n${run.stderr || run.stdout}`);
    process.exit(1);
  }
  const fresh = readFileSync(freshPath, 'utf8');
  const committed = existsSync(committedPath) ? readFileSync(committedPath, 'utf8') : '';
  if (fresh !== committed) {
    console.error(`shared/src/api/schema.gen.ts is stale: run \`${fix}\` and commit the result.`);
    process.exit(1);
  }
  console.log('check:api: shared/src/api/schema.gen.ts matches api/openapi.json');
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
