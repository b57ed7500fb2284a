import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { WorkerOptions } from 'node:worker_threads';

/**
 * How to start the embedding thread from wherever this module runs. Built (dist/*.js), the thread is a
 * plain file. From the TypeScript sources (tests, scripts, `npm run dev`), a new thread does not inherit
 * the TypeScript loader of its parent, so a one-line bootstrap registers tsx in the thread first.
 */
export function embeddingThreadEntry(): { filename: string | URL; options: WorkerOptions } {
  const fromSources = import.meta.url.endsWith('.ts');
  const thread = new URL(`./embedding-thread.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSources) return { filename: thread, options: {} };
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return {
    filename: `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(thread.href)}); });`,
    options: { eval: true },
  };
}
