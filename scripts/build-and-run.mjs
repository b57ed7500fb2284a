#!/usr/bin/env node
// Builds what is stale, then runs a pnpm command: for benchmarks that need the production build.
import { ensureInstalled } from './lib/install.mjs';
import { buildStale } from './lib/build.mjs';
import { frontEndApps } from './lib/workspace.mjs';
import { runPnpm } from './pnpm.mjs';

ensureInstalled();
if (!(await buildStale(['api', ...frontEndApps]))) process.exit(1);
process.exit(runPnpm(process.argv.slice(2)));
