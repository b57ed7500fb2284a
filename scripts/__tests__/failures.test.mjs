import { test } from 'node:test';
import assert from 'node:assert/strict';
import { failureLines } from '../lib/failures.mjs';

test('names vitest failures and unhandled errors with their file', () => {
  const output = [
    ' ✓ test/a.test.ts (3 tests) 20ms',
    ' FAIL  test/b.test.ts > leads > keeps order',
    'AssertionError: expected 1 to be 2',
    '⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯',
    'Vitest caught 1 unhandled error during the test run.',
    'Error: Connection terminated unexpectedly',
    ' ❯ Client._handleErrorEvent node_modules/pg/lib/client.js:1:1',
    'This error originated in "test/c.test.ts" test file. It doesn\'t mean the error was thrown inside the file itself',
  ].join('\n');
  assert.deepEqual(failureLines(output), [
    'FAIL  test/b.test.ts > leads > keeps order',
    'Vitest caught 1 unhandled error during the test run.',
    'unhandled: Error: Connection terminated unexpectedly',
    'This error originated in "test/c.test.ts" test file. It doesn\'t mean the error was thrown inside the file itself',
  ]);
});

test('names Playwright and node:test failures once each', () => {
  const output =
    '  1) [chromium] › tests/a.spec.ts:3:1 › stars a lead\n  1) [chromium] › tests/a.spec.ts:3:1 › stars a lead\nnot ok 2 - reads totals\n';
  assert.deepEqual(failureLines(output), [
    '1) [chromium] › tests/a.spec.ts:3:1 › stars a lead',
    'not ok 2 - reads totals',
  ]);
});

test('a passing run names nothing', () => {
  assert.deepEqual(failureLines(' ✓ test/a.test.ts (3 tests)\n Tests  3 passed (3)\n'), []);
});

test('names a Playwright failure without a project name, as the list reporter prints it', () => {
  assert.deepEqual(failureLines('  1) tests/lead-triage-verdict.spec.ts:12:1 › not a lead by keyboard \n'), [
    '1) tests/lead-triage-verdict.spec.ts:12:1 › not a lead by keyboard',
  ]);
});

test("names a Playwright failure's first error and the spec line it stopped at, once", () => {
  const output = [
    '  1) [flows] › tests/layout.spec.ts:149:3 › on a touch phone › keeps Mark read inside the card ',
    '',
    '    Error: Mark read ends inside the row',
    '',
    '    expect(received).toBeLessThanOrEqual(expected)',
    '    Error: a second error of the same test',
    '      > 166 |     expect(box.y + box.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);',
    '        at /check/work/main/e2e/tests/layout.spec.ts:166:5',
    '        at /check/work/main/e2e/tests/layout.spec.ts:170:5',
    '  1) [flows] › tests/layout.spec.ts:149:3 › on a touch phone › keeps Mark read inside the card ',
    '    Error: Mark read ends inside the row',
    '  2) [flows] › tests/slack.spec.ts:107:1 › connect Slack ',
    '    Test timeout of 120000ms exceeded.',
  ].join('\n');
  assert.deepEqual(failureLines(output), [
    '1) [flows] › tests/layout.spec.ts:149:3 › on a touch phone › keeps Mark read inside the card',
    '   Error: Mark read ends inside the row',
    '   at tests/layout.spec.ts:166:5',
    '2) [flows] › tests/slack.spec.ts:107:1 › connect Slack',
    '   Test timeout of 120000ms exceeded.',
  ]);
});
