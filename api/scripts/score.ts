// Scores posts against intent signals with the local scorer and, for labelled posts, measures it
// against a keyword-substring baseline:
//   node scripts/pnpm.mjs --filter @signalboard/api score -- --posts FILE.jsonl --signals FILE.json [--threshold 50] [--json]
//   node scripts/pnpm.mjs --filter @signalboard/api score -- --eval eval [--threshold 50] [--errors]
// Posts: one JSON object per line {id, title, body, author?, community?, platform?, label?, kind?}.
// Signals: {business, description, threshold?, signals: [{id, name, description, keywords, negative_keywords}]}.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  addConfusion,
  emptyConfusion,
  evaluateBusiness,
  metrics,
  parsePostsJsonl,
  parseSignalsFile,
  type BusinessEvaluation,
  type Confusion,
} from '../src/engine/scoring/evaluation.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    posts: { type: 'string' },
    signals: { type: 'string' },
    eval: { type: 'string' },
    threshold: { type: 'string' },
    json: { type: 'boolean', default: false },
    errors: { type: 'boolean', default: false },
  },
});

const out = (line = '') => process.stdout.write(`${line}\n`);
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

const threshold = values.threshold === undefined ? undefined : Number(values.threshold);
if (threshold !== undefined && !(Number.isFinite(threshold) && threshold >= 0 && threshold <= 100))
  fail('--threshold: a number from 0 to 100');

const fixed = (value: number) => value.toFixed(3);
const pad = (value: string | number, width: number) => String(value).padEnd(width);
const padStart = (value: string | number, width: number) => String(value).padStart(width);
const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function metricsRow(name: string, confusion: Confusion, scorer: string): string {
  const { precision, recall, f1 } = metrics(confusion);
  return `${pad(name, 26)}${pad(scorer, 9)}${padStart(fixed(precision), 9)}${padStart(fixed(recall), 8)}${padStart(fixed(f1), 8)}   tp ${confusion.tp} fp ${confusion.fp} fn ${confusion.fn}`;
}

const tableHeader = () =>
  out(
    `${pad('business', 26)}${pad('scorer', 9)}${padStart('precision', 9)}${padStart('recall', 8)}${padStart('F1', 8)}`,
  );

function printPosts(evaluation: BusinessEvaluation) {
  for (const { post, best, local } of evaluation.posts) {
    if (values.json) {
      out(
        JSON.stringify({
          id: post.id,
          score: best.score,
          lead: local,
          signal_id: best.signalId,
          label: post.label,
          explanation: best.explanation,
        }),
      );
      continue;
    }
    const label = typeof post.label === 'boolean' ? (post.label ? ' label:lead' : ' label:no') : '';
    out(
      `${padStart(best.score, 3)}  ${pad(post.id, 14)} ${oneLine(post.title || post.body || '', 60)}${label}`,
    );
    out(`     ${best.signalId ?? '-'}: ${best.explanation.reason}`);
  }
}

function printErrors(evaluation: BusinessEvaluation) {
  for (const { post, best, local } of evaluation.posts) {
    if (typeof post.label !== 'boolean' || local === post.label) continue;
    out(
      `  ${local ? 'FP' : 'FN'} ${padStart(best.score, 3)} ${pad(post.kind ?? '', 20)} ${post.id}: ${oneLine(`${post.title ?? ''} | ${post.body ?? ''}`, 110)}`,
    );
    out(`         ${best.explanation.reason} cues: ${best.explanation.cues.join(', ') || '-'}`);
  }
}

async function runFiles(postsFile: string, signalsFile: string) {
  const signals = parseSignalsFile(await readFile(signalsFile, 'utf8'), path.basename(signalsFile));
  const posts = parsePostsJsonl(await readFile(postsFile, 'utf8'));
  const evaluation = evaluateBusiness(signals, posts, threshold);
  printPosts(evaluation);
  if (values.json || evaluation.labelled === 0) return;
  out();
  out(`threshold ${evaluation.threshold}, ${evaluation.labelled} labelled posts`);
  tableHeader();
  out(metricsRow(evaluation.business, evaluation.local, 'local'));
  out(metricsRow('', evaluation.baseline, 'keyword'));
  if (values.errors) printErrors(evaluation);
}

async function runEval(dir: string) {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.signals.json')).sort();
  if (files.length === 0) fail(`--eval: no *.signals.json in ${dir}`);
  const overall = { local: emptyConfusion(), baseline: emptyConfusion() };
  const kinds = new Map<string, { posts: number; leads: number; local: number; baseline: number }>();
  tableHeader();
  for (const file of files) {
    const name = file.slice(0, -'.signals.json'.length);
    const signals = parseSignalsFile(await readFile(path.join(dir, file), 'utf8'), name);
    const posts = parsePostsJsonl(await readFile(path.join(dir, `${name}.posts.jsonl`), 'utf8'));
    const evaluation = evaluateBusiness(signals, posts, threshold);
    out(metricsRow(name, evaluation.local, 'local'));
    out(metricsRow('', evaluation.baseline, 'keyword'));
    if (values.errors) printErrors(evaluation);
    addConfusion(overall.local, evaluation.local);
    addConfusion(overall.baseline, evaluation.baseline);
    for (const { post, local, baseline } of evaluation.posts) {
      if (typeof post.label !== 'boolean') continue;
      const kind = kinds.get(post.kind ?? '(none)') ?? { posts: 0, leads: 0, local: 0, baseline: 0 };
      kind.posts++;
      if (post.label) kind.leads++;
      if (local) kind.local++;
      if (baseline) kind.baseline++;
      kinds.set(post.kind ?? '(none)', kind);
    }
  }
  out(metricsRow('overall (micro)', overall.local, 'local'));
  out(metricsRow('', overall.baseline, 'keyword'));
  out();
  out('Posts flagged as leads, by kind (for kinds that are not leads, every flag is a false positive):');
  out(
    `${pad('kind', 22)}${padStart('posts', 6)}${padStart('leads', 7)}${padStart('local', 7)}${padStart('keyword', 9)}`,
  );
  for (const [kind, row] of [...kinds].sort(([a], [b]) => a.localeCompare(b)))
    out(
      `${pad(kind, 22)}${padStart(row.posts, 6)}${padStart(row.leads, 7)}${padStart(row.local, 7)}${padStart(row.baseline, 9)}`,
    );
}

if (values.eval) await runEval(values.eval);
else if (values.posts && values.signals) await runFiles(values.posts, values.signals);
else
  fail(
    'usage: score --posts FILE.jsonl --signals FILE.json [--threshold 50] [--json] | --eval DIR [--errors]',
  );
