/**
 * Reads the totals a test runner printed: vitest's "Tests  12 passed | 1 failed (13)", Playwright's
 * "  12 passed" lines, or node:test's "# pass 12" / "# fail 0".
 */
/** A runner's output without its colour codes. */
// eslint-disable-next-line no-control-regex
export const plainText = (output) => output.replace(/\x1b\[[0-9;]*m/g, '');

export function totals(output) {
  const text = plainText(output);
  const nodeTest = text.match(/^# pass (\d+)$/m);
  if (nodeTest) {
    return {
      passed: Number(nodeTest[1]),
      failed: Number(text.match(/^# fail (\d+)$/m)?.[1] ?? 0),
      skipped: Number(text.match(/^# skipped (\d+)$/m)?.[1] ?? 0),
    };
  }
  const vitest = [...text.matchAll(/^\s*Tests\s+(.*)$/gm)].at(-1)?.[1];
  const source =
    vitest ??
    text
      .split('\n')
      .filter((l) => /^\s+\d+ (passed|failed|flaky|skipped)/.test(l))
      .join(' ');
  const count = (word) => Number(source.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  // A flaky test (Playwright: failed, then passed on its retry) counts as passed and is named as flaky.
  return {
    passed: count('passed') + count('flaky'),
    failed: count('failed'),
    skipped: count('skipped'),
    ...(count('flaky') ? { flaky: count('flaky') } : {}),
  };
}
