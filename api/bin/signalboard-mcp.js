#!/usr/bin/env node
// `npx signalboard-mcp` (from the repository root or api/): the stdio MCP server. It runs the built file
// (api/dist, after `npm run build` in api/), else the TypeScript source through tsx in a checkout.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const built = new URL('../dist/mcp/stdio.js', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    process.stderr.write('signalboard-mcp: the API is not built. Run `npm run build` in api/ first.\n');
    process.exit(1);
  }
  register();
  await import(new URL('../src/mcp/stdio.ts', import.meta.url).href);
}
