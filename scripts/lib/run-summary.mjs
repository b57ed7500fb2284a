// The closing lines of `npm test`: each step with its seconds, the whole run's minutes, the slowest test
// files, a warning past the time budget, and the one totals line CI reads last.
import { existsSync, readFileSync } from 'node:fs';

export const budgetMinutes = 20;

/** The `count` slowest files over every step's SB_FILE_TIMES file ({file, ms} JSON lines). */
export function slowestFiles(timeFiles, count = 15) {
  const rows = [];
  for (const { step, file } of timeFiles) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const { file: name, ms } = JSON.parse(line);
      rows.push({ step, file: name, ms });
    }
  }
  return rows.sort((a, b) => b.ms - a.ms).slice(0, count);
}

export function summaryLines(summary, { elapsedMs, slowest }) {
  const lines = ['', '=== summary ==='];
  for (const s of summary) {
    const took = s.seconds === undefined ? '' : ` (${s.seconds} s)`;
    const counts = s.kind === 'build' ? '' : `: ${s.passed} passed, ${s.failed} failed`;
    lines.push(`${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.name}${counts}${took}`);
    if (s.flaky) lines.push(`       ${s.flaky} flaky: failed first and passed on a retry; see "flaky" above`);
    for (const line of s.why ?? []) lines.push(`       ${line}`);
    if (s.code !== 0 && !s.why?.length) lines.push(`       exited with code ${s.code}; see its output above`);
  }
  if (slowest.length) {
    lines.push('', `slowest ${slowest.length} test files (their whole time: start-up, hooks and tests):`);
    for (const row of slowest)
      lines.push(`  ${(row.ms / 1000).toFixed(1).padStart(6)} s  ${row.file}  [${row.step}]`);
  }
  const minutes = elapsedMs / 60_000;
  lines.push('', `whole run: ${minutes.toFixed(1)} min`);
  if (minutes > budgetMinutes)
    lines.push(
      `WARNING: npm test took ${minutes.toFixed(1)} min, over its ${budgetMinutes}-minute budget: see the slowest files above`,
    );
  const all = summary.reduce((a, s) => ({ passed: a.passed + s.passed, failed: a.failed + s.failed }), {
    passed: 0,
    failed: 0,
  });
  lines.push(`${all.passed} passed, ${all.failed} failed`);
  return lines;
}
