import { test } from 'node:test';
import assert from 'node:assert/strict';
import { totals } from '../lib/totals.mjs';

test('reads vitest totals, failures included', () => {
  assert.deepEqual(totals(' Test Files  3 passed (3)\n      Tests  12 passed | 1 failed (13)\n'), {
    passed: 12,
    failed: 1,
    skipped: 0,
  });
});

test('reads Playwright totals and counts flaky tests as passed, and as flaky', () => {
  assert.deepEqual(totals('  1 flaky\n    x\n  7 passed (30.1s)\n  2 skipped\n'), {
    passed: 8,
    failed: 0,
    skipped: 2,
    flaky: 1,
  });
});

test('reads node:test totals', () => {
  assert.deepEqual(totals('# tests 5\n# pass 4\n# fail 1\n# skipped 0\n'), {
    passed: 4,
    failed: 1,
    skipped: 0,
  });
});

test('strips colours before reading', () => {
  assert.deepEqual(totals('\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m5 passed\x1b[39m\x1b[22m (5)'), {
    passed: 5,
    failed: 0,
    skipped: 0,
  });
});
