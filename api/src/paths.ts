import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits one level below the package root both as src/paths.ts (tsx, tests) and dist/paths.js (built).
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(packageRoot, '..');
export const migrationsFolder = path.join(packageRoot, 'drizzle');
