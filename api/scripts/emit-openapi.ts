// Writes api/openapi.json from the routes' schemas: `node scripts/pnpm.mjs --filter @signalboard/api openapi`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { emitOpenApi } from '../src/openapi/document.js';
import { packageRoot } from '../src/paths.js';

const target = path.join(packageRoot, 'openapi.json');
await writeFile(target, await emitOpenApi());
process.stdout.write(`Wrote ${path.relative(process.cwd(), target)}\n`);
