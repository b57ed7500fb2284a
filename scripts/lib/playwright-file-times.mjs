// A Playwright reporter that appends each spec file's time (its tests, hooks and fixtures, retries
// included) to the file named by SB_FILE_TIMES, one JSON line per file, for `npm test`'s slowest files.
import { appendFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  times = new Map();

  onTestEnd(test, result) {
    const file = test.location.file;
    this.times.set(file, (this.times.get(file) ?? 0) + result.duration);
  }

  onEnd() {
    const out = process.env.SB_FILE_TIMES;
    if (!out) return;
    const root = process.env.SB_REPO_ROOT ?? process.cwd();
    for (const [file, ms] of this.times)
      appendFileSync(out, `${JSON.stringify({ file: path.relative(root, file), ms: Math.round(ms) })}\n`);
  }

  printsToStdio() {
    return false;
  }
}
