import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { slowestFiles, summaryLines } from '../lib/run-summary.mjs';

const steps = [
  { name: 'api', code: 0, seconds: 600, passed: 10, failed: 0 },
  { name: 'build', kind: 'build', code: 0, seconds: 90, passed: 0, failed: 0 },
  { name: 'e2e', code: 1, seconds: 400, passed: 5, failed: 1, flaky: 1, why: ['1) [chromium] › x.spec.ts'] },
];

test('ends with the totals line, after the minutes; warns past 20 minutes only', () => {
  const long = summaryLines(steps, { elapsedMs: 21 * 60_000, slowest: [] });
  assert.equal(long.at(-1), '15 passed, 1 failed');
  assert.ok(long.includes('whole run: 21.0 min'));
  assert.ok(long.some((line) => line.startsWith('WARNING: npm test took 21.0 min')));
  const short = summaryLines(steps, { elapsedMs: 19 * 60_000, slowest: [] });
  assert.ok(!short.some((line) => line.startsWith('WARNING')));
});

test('prints each step with its seconds, the build without counts, failures and flaky tests named', () => {
  const lines = summaryLines(steps, { elapsedMs: 60_000, slowest: [] });
  assert.ok(lines.includes('ok   api: 10 passed, 0 failed (600 s)'));
  assert.ok(lines.includes('ok   build (90 s)'));
  assert.ok(lines.includes('FAIL e2e: 5 passed, 1 failed (400 s)'));
  assert.ok(lines.includes('       1) [chromium] › x.spec.ts'));
  assert.ok(lines.some((line) => line.includes('1 flaky')));
});

test('the slowest files across steps, slowest first, at most the count asked', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'times-'));
  const a = path.join(dir, 'a.jsonl');
  const b = path.join(dir, 'b.jsonl');
  writeFileSync(a, '{"file":"api/test/x.test.ts","ms":3000}\n{"file":"api/test/y.test.ts","ms":1000}\n');
  writeFileSync(b, '{"file":"e2e/tests/z.spec.ts","ms":5000}\n');
  const rows = slowestFiles(
    [
      { step: 'api', file: a },
      { step: 'e2e', file: b },
      { step: 'missing', file: path.join(dir, 'none.jsonl') },
    ],
    2,
  );
  assert.deepEqual(
    rows.map((row) => `${row.step}:${row.file}`),
    ['e2e:e2e/tests/z.spec.ts', 'api:api/test/x.test.ts'],
  );
  const lines = summaryLines(steps, { elapsedMs: 1000, slowest: rows });
  assert.ok(lines.includes('     5.0 s  e2e/tests/z.spec.ts  [e2e]'));
});
