import { plainText } from './totals.mjs';

/**
 * The lines that say what failed in a test runner's output, so the closing summary names them (a CI log is
 * often read only from its end): vitest's "FAIL  file > test" lines and its unhandled errors with the file
 * they came from, Playwright's numbered failures, node:test's "not ok" lines.
 */
export function failureLines(output, max = 12) {
  const lines = plainText(output).split('\n');
  const found = [];
  let inUnhandled = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (/Unhandled (Errors?|Rejection)/.test(line)) inUnhandled = true;
    const picked =
      (/^FAIL\s+\S/.test(line) && line) ||
      (/^\d+\) (\[[^\]]+\] › )?\S+\.spec\.ts:\d+/.test(line) && line) ||
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
