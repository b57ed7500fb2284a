// Learned scorer throughput on one thread, at 10 signals per project (the budget's case):
//   npm run bench:scorer [-- --posts 2000 --embedded 200]
// Scores api/eval posts (repeated, with a counter so no two texts are identical) against 10 eval
// signals as the pipeline does: analyze once, then scoreLearned for all signals. Reports posts/s
// without the embedding (rule features, the fallback), the scoring alone with an embedding already
// computed, the encoder itself (the pipeline runs it in a worker thread) and both together, plus the
// process's memory (rss, heap) after loading the encoder.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { packageRoot } from '../src/paths.js';
import { cosine, embedTexts } from '../src/engine/embeddings/sentence-encoder.js';
import {
  analyzePost,
  compileSignal,
  postEmbeddingText,
  scoreLearned,
  signalEmbeddingText,
} from '../src/engine/scoring/index.js';
import { parsePostsJsonl, parseSignalsFile, type EvalPost } from '../src/engine/scoring/evaluation.js';
import type { SignalToScore } from '../src/engine/scoring/compile-signal.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    posts: { type: 'string', default: '2000' },
    embedded: { type: 'string', default: '200' },
    eval: { type: 'string' },
  },
});
const postCount = Number(values.posts);
const embeddedCount = Number(values.embedded);
const evalDir = values.eval ?? path.join(packageRoot, 'eval');
const signalsPerProject = 10;

const signals: SignalToScore[] = [];
const samples: EvalPost[] = [];
let description = '';
for (const file of (await readdir(evalDir)).filter((name) => name.endsWith('.signals.json'))) {
  const parsed = parseSignalsFile(await readFile(path.join(evalDir, file), 'utf8'));
  description ||= parsed.description;
  signals.push(...parsed.signals);
  samples.push(
    ...parsePostsJsonl(
      await readFile(path.join(evalDir, file.replace('.signals.json', '.posts.jsonl')), 'utf8'),
    ),
  );
}
const projectSignals = signals.slice(0, signalsPerProject);
const compiled = projectSignals.map((signal) => ({ id: signal.id, compiled: compileSignal(signal) }));
const posts = Array.from({ length: postCount }, (_, i) => {
  const sample = samples[i % samples.length]!;
  return { ...sample, body: `${sample.body ?? ''} (${i})` };
});
const options = { excludedAuthors: ['spam_account'], excludedCommunities: ['r/forhire'] };
const out = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const loadStart = performance.now();
const [businessVector, ...signalVectors] = await embedTexts([
  description,
  ...projectSignals.map(signalEmbeddingText),
]);
const loadMs = performance.now() - loadStart;
const context = {
  businessVector: businessVector!,
  signalVectors: new Map(projectSignals.map((signal, i) => [signal.id, signalVectors[i]!])),
  examples: [] as { vector: Float32Array; verdict: 'good' | 'not_lead' }[],
};
// The distinct sample posts' vectors, reused for the scoring-only run (scoring cost does not depend on
// which vector it is).
const sampleVectors = await embedTexts(samples.slice(0, 200).map(postEmbeddingText));

let checksum = 0;
function scoreRun(count: number, withVector: boolean, examples = context.examples): number {
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const vector = withVector ? sampleVectors[i % sampleVectors.length]! : null;
    const results = scoreLearned(analyzePost(posts[i]!), vector, compiled, { ...context, examples }, options);
    for (const result of results) checksum += result.score;
  }
  return performance.now() - start;
}
// Triage examples as a project with 200 verdicts would have them.
const examples = sampleVectors.map((vector, i) => ({
  vector,
  verdict: i % 3 === 0 ? ('good' as const) : ('not_lead' as const),
}));

scoreRun(Math.min(500, postCount), true); // warm-up: JIT, stem cache
scoreRun(Math.min(500, postCount), false);
const rulesMs = scoreRun(postCount, false);
const learnedMs = scoreRun(postCount, true);
const triageMs = scoreRun(postCount, true, examples);
const embedStart = performance.now();
const embedded = await embedTexts(posts.slice(0, embeddedCount).map(postEmbeddingText));
const embedMs = performance.now() - embedStart;
checksum += cosine(embedded[0]!, embedded[embedded.length - 1]!);
const memory = process.memoryUsage();

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en-US');
out(
  `${postCount} posts x ${compiled.length} signals, one thread (encoder load + 11 texts: ${loadMs.toFixed(0)} ms)`,
);
out(`no embedding (rule-only fallback):   ${perSecond(postCount, rulesMs)} posts/s`);
out(`with an embedding (scoring only):    ${perSecond(postCount, learnedMs)} posts/s`);
out(`  and 200 triage examples:           ${perSecond(postCount, triageMs)} posts/s`);
out(`embedding (encoder, ${embeddedCount} posts):      ${perSecond(embeddedCount, embedMs)} posts/s`);
const bothMs = embedMs / embeddedCount + learnedMs / postCount;
out(`embed + score, per core:             ${perSecond(1, bothMs)} posts/s`);
out(
  `memory after the encoder: rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)}, external ${mb(memory.external)}`,
);
out(`(checksum ${checksum.toFixed(2)})`);
