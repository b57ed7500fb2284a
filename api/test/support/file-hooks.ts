// What a test file opened, closed when the file (or the test) ends. Support modules register their
// clean-up here instead of calling afterAll/afterEach when they are imported: a module is evaluated once
// per process, and with files sharing a process (vitest's isolate: false) a hook registered at import
// time would run for the first file only. test/support/file-setup.ts, a setup file that runs for every
// file, drains both lists.
type Closer = () => unknown;

const fileClosers: Closer[] = [];
const testClosers: Closer[] = [];

/** Runs `close` after the current file's last test (in reverse order of registration). */
export function onFileEnd(close: Closer): void {
  fileClosers.push(close);
}

/** Runs `close` after the current test (in reverse order of registration). */
export function onTestEnd(close: Closer): void {
  testClosers.push(close);
}

async function drain(closers: Closer[]): Promise<void> {
  for (const close of closers.splice(0).reverse()) await close();
}

export const closeTest = () => drain(testClosers);
export const closeFile = () => drain(fileClosers);
