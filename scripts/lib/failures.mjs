import { plainText } from './totals.mjs';

/**
 * The lines that say what failed in a test runner's output, so the closing summary names them (a CI log is
 * often read only from its end): vitest's "FAIL  file > test" lines and its unhandled errors with the file
 * they came from, Playwright's numbered failures with their first error and the spec line it stopped at
 * (CI keeps only the summary, and a flaky browser test is not reproduced at will), node:test's "not ok"
 * lines.
 */
export function failureLines(output, max = 16) {
  const lines = plainText(output).split('\n');
  const found = [];
  let inUnhandled = false;
  // After a Playwright failure's heading: its error and its spec line, the first of each.
  let wantError = false;
  let wantWhere = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (/Unhandled (Errors?|Rejection)/.test(line)) inUnhandled = true;
    const heading = /^\d+\) (\[[^\]]+\] › )?\S+\.spec\.ts:\d+/.test(line);
    if (heading) {
      wantError = !found.includes(line.slice(0, 240));
      wantWhere = wantError;
    } else if (wantError && /^(\w*Error\b|Test timeout of)/.test(line)) {
      wantError = false;
      if (found.length < max) found.push(`   ${line.slice(0, 236)}`);
      continue;
    } else if (wantWhere && /^at .*\.spec\.ts:\d+:\d+/.test(line)) {
      wantWhere = false;
      if (found.length < max) found.push(`   ${line.replace(/^at .*?(tests\/)/, 'at $1').slice(0, 236)}`);
      continue;
    }
    const picked =
      (/^FAIL\s+\S/.test(line) && line) ||
      (heading && line) ||
      (/^not ok \d+ - /.test(line) && line) ||
      (/^Vitest caught \d+ unhandled error/.test(line) && line) ||
      (inUnhandled && /^(\w+Error|Error)\b.*:/.test(line) && `unhandled: ${line}`) ||
      (/originated in "[^"]+"/.test(line) && line) ||
      (/close timed out after \d+ms/.test(line) && line) ||
      (/^\[vitest-pool\]/.test(line) && line) ||
      (/^Errors\s+\d+ errors?/.test(line) && line);
    if (picked && !found.includes(picked)) found.push(picked.slice(0, 240));
  }
  return found.slice(0, max);
}
