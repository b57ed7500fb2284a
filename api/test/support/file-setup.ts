// Runs before every test file (vitest setupFiles): the per-test and per-file clean-up of file-hooks.ts.
import { afterAll, afterEach } from 'vitest';
import { closeFile, closeTest } from './file-hooks.js';

afterEach(closeTest);
afterAll(closeFile);
