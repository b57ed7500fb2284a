// A vitest reporter that appends each test file's whole time (environment, harness, import, setup files,
// tests and hooks) to the file named by SB_FILE_TIMES, one JSON line per file, for `npm test`'s list of
// the slowest files. vitest's own per-file figure counts the tests only, not a beforeAll that starts an app.
import { appendFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  onTestModuleEnd(testModule) {
    const out = process.env.SB_FILE_TIMES;
    if (!out) return;
    const d = testModule.diagnostic();
    const ms =
      d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    const file = path.relative(process.env.SB_REPO_ROOT ?? process.cwd(), testModule.moduleId);
    appendFileSync(out, `${JSON.stringify({ file, ms: Math.round(ms) })}\n`);
  }
}
