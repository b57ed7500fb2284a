// Local scorer throughput, one thread: node scripts/pnpm.mjs --filter @signalboard/api bench:scorer [-- --posts 20000]
// Scores the api/eval posts (repeated, with a counter so no two texts are identical) against every
// eval signal: a warm-up, then a timed run of analyze + score as the pipeline does it, and each part alone.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { packageRoot } from '../src/paths.js';
import { analyzePost, compileSignal, scoreAnalyzed } from '../src/engine/scoring/index.js';
import { parsePostsJsonl, parseSignalsFile, type EvalPost } from '../src/engine/scoring/evaluation.js';
import type { SignalToScore } from '../src/engine/scoring/compile-signal.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { posts: { type: 'string', default: '20000' }, eval: { type: 'string' } },
});
const postCount = Number(values.posts);
const evalDir = values.eval ?? path.join(packageRoot, 'eval');

const signals: SignalToScore[] = [];
const samples: EvalPost[] = [];
for (const file of (await readdir(evalDir)).filter((name) => name.endsWith('.signals.json'))) {
  signals.push(...parseSignalsFile(await readFile(path.join(evalDir, file), 'utf8')).signals);
  samples.push(
    ...parsePostsJsonl(
      await readFile(path.join(evalDir, file.replace('.signals.json', '.posts.jsonl')), 'utf8'),
    ),
  );
}
const posts = Array.from({ length: postCount }, (_, i) => {
  const sample = samples[i % samples.length]!;
  return { ...sample, body: `${sample.body ?? ''} (${i})` };
});
const options = { excludedAuthors: ['spam_account'], excludedCommunities: ['r/forhire'] };

const compileStart = performance.now();
const compiled = signals.map(compileSignal);
const compileMs = performance.now() - compileStart;

let checksum = 0;
/** As the pipeline does it: each post analyzed once, then scored against every signal. */
function analyzeAndScore(count: number): number {
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const analyzed = analyzePost(posts[i]!);
    for (const signal of compiled) checksum += scoreAnalyzed(analyzed, signal, options).score;
  }
  return performance.now() - start;
}
function analyzeOnly(count: number): number {
  const start = performance.now();
  for (let i = 0; i < count; i++) checksum += analyzePost(posts[i]!).full.tokens.length;
  return performance.now() - start;
}
/** Scoring alone, over the distinct sample posts analyzed beforehand (kept small, as a batch is). */
const analyzedSamples = samples.map((sample) => analyzePost(sample));
function scoreOnly(count: number): number {
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const analyzed = analyzedSamples[i % analyzedSamples.length]!;
    for (const signal of compiled) checksum += scoreAnalyzed(analyzed, signal, options).score;
  }
  return performance.now() - start;
}

// Warm-up: JIT and the stem cache.
analyzeAndScore(Math.min(2000, postCount));
analyzeOnly(Math.min(2000, postCount));
scoreOnly(Math.min(2000, postCount));
const totalMs = analyzeAndScore(postCount);
const analyzeMs = analyzeOnly(postCount);
const scoreMs = scoreOnly(postCount);
const pairs = postCount * compiled.length;
const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en-US');
const out = (line: string) => process.stdout.write(`${line}\n`);
out(
  `${postCount} posts x ${compiled.length} signals = ${pairs.toLocaleString('en-US')} scores (compile ${compileMs.toFixed(1)} ms)`,
);
out(`analyze + score: ${perSecond(pairs, totalMs)} scores/s (${totalMs.toFixed(0)} ms)`);
out(
  `analyze only:    ${perSecond(postCount, analyzeMs)} posts/s (${((analyzeMs * 1000) / postCount).toFixed(1)} µs per post)`,
);
out(
  `score only:      ${perSecond(pairs, scoreMs)} scores/s (${((scoreMs * 1000) / pairs).toFixed(2)} µs per score)`,
);
out(`(checksum ${checksum})`);
