// Scores posts against intent signals with the learned local scorer (the one the product runs) and,
// for labelled sets, measures it:
//   npm run score -- --posts FILE.jsonl --signals FILE.json [--threshold 50] [--json] [--no-embed] [--model F]
//   npm run score -- --eval eval [--detail] [--errors] [--flagged FILE]   every post against every business
//   npm run score -- --eval eval --own [--triage] [--errors] [--skip-holdout]   each business's own posts
// Posts: one JSON object per line {id, title, body, author?, community?, platform?, label?, kind?}.
// Signals: {business, description, signals: [{id, name, description, keywords, negative_keywords}]}.
// --eval scores every post of the folder (its businesses, holdout/ and feeds/) against every business:
// leave-one-business-out, leave-one-writer-out, the holdout and the independent feeds (score-pairs.ts).
// --own is the older view: each business against its own posts only. Embeddings are cached in
// <folder>/.cache.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { embedTexts, encoderModel } from '../src/engine/embeddings/sentence-encoder.js';
import { parsePostsJsonl, parseSignalsFile } from '../src/engine/scoring/evaluation.js';
import { cachedEmbedder } from '../src/engine/scoring/learned/embedding-cache.js';
import { loadEvalFolder, prepareBusiness } from '../src/engine/scoring/learned/eval-corpus.js';
import {
  evaluateDevelopment,
  evaluateHoldout,
  triageCurve,
} from '../src/engine/scoring/learned/evaluate-set.js';
import { loadLeadModel, shippedLeadModel } from '../src/engine/scoring/learned/lead-model.js';
import { scoreLearned } from '../src/engine/scoring/learned/score-learned.js';
import {
  defaultTriageSettings,
  prototypeVectors,
  trainOwnPostsModel,
} from '../src/engine/scoring/learned/train-lead-model.js';
import { defaultTrainSettings } from '../src/engine/scoring/learned/train-model.js';
import { printErrors, printLines, printTriage } from './score-report.js';
import { runPairs } from './score-pairs.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    posts: { type: 'string' },
    signals: { type: 'string' },
    eval: { type: 'string' },
    threshold: { type: 'string' },
    json: { type: 'boolean', default: false },
    'no-embed': { type: 'boolean', default: false },
    errors: { type: 'boolean', default: false },
    triage: { type: 'boolean', default: false },
    'skip-holdout': { type: 'boolean', default: false },
    own: { type: 'boolean', default: false },
    detail: { type: 'boolean', default: false },
    flagged: { type: 'string' },
    drop: { type: 'string', default: '' },
    'learned-only': { type: 'boolean', default: false },
    model: { type: 'string' },
  },
});

const out = (line = '') => process.stdout.write(`${line}\n`);
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

const threshold = values.threshold === undefined ? 50 : Number(values.threshold);
if (!(Number.isFinite(threshold) && threshold >= 0 && threshold <= 100))
  fail('--threshold: a number from 0 to 100');

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Scores a posts file with the shipped model, exactly as the pipeline does. */
async function runFiles(postsFile: string, signalsFile: string) {
  const signals = parseSignalsFile(await readFile(signalsFile, 'utf8'), path.basename(signalsFile));
  const posts = parsePostsJsonl(await readFile(postsFile, 'utf8'));
  const business = await prepareBusiness(
    signals.business,
    signals,
    posts,
    values['no-embed'] ? null : embedTexts,
  );
  const context = {
    businessVector: business.businessVector,
    signalVectors: business.signalVectors,
    examples: [],
  };
  const compiled = business.compiled.map((signal) => ({ id: signal.id, compiled: signal }));
  const model = values.model
    ? loadLeadModel(JSON.parse(await readFile(values.model, 'utf8')))
    : shippedLeadModel();
  let tp = 0;
  let fp = 0;
  let fn = 0;
  posts.forEach((post, i) => {
    const scores = scoreLearned(
      business.analyzed[i]!,
      business.postVectors?.[i] ?? null,
      compiled,
      context,
      {},
      model,
    );
    let best = 0;
    scores.forEach((result, j) => {
      if (result.score > scores[best]!.score) best = j;
    });
    const top = scores[best];
    const score = top?.score ?? 0;
    const lead = score >= threshold;
    const signalId = top ? compiled[best]!.id : null;
    if (typeof post.label === 'boolean') {
      if (lead && post.label) tp++;
      else if (lead) fp++;
      else if (post.label) fn++;
    }
    if (values.json) {
      out(
        JSON.stringify({
          id: post.id,
          score,
          lead,
          signal_id: signalId,
          label: post.label,
          explanation: top?.explanation,
        }),
      );
      return;
    }
    const label = typeof post.label === 'boolean' ? (post.label ? ' label:lead' : ' label:no') : '';
    out(
      `${String(score).padStart(3)}  ${post.id.padEnd(14)} ${oneLine(post.title || post.body || '', 60)}${label}`,
    );
    out(`     ${signalId ?? '-'}: ${top?.explanation.reason ?? ''}`);
  });
  if (values.json || tp + fp + fn === 0) return;
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  out();
  out(
    `threshold ${threshold}: precision ${precision.toFixed(3)} recall ${recall.toFixed(3)} (tp ${tp} fp ${fp} fn ${fn})`,
  );
}

async function runEval(dir: string) {
  const cache = await cachedEmbedder(path.join(dir, '.cache'), encoderModel, embedTexts);
  const businesses = await loadEvalFolder(dir, cache.embed);
  if (businesses.length < 2) fail(`--eval: fewer than two businesses with posts in ${dir}`);
  const prototypes = await prototypeVectors(cache.embed);
  const report = evaluateDevelopment(businesses, prototypes, defaultTrainSettings);
  out(`Leave-one-business-out over ${businesses.length} development businesses (${dir}):`);
  printLines(out, report.lines);
  if (values.errors) printErrors(out, report, businesses);
  if (values.triage) {
    out();
    printTriage(
      out,
      triageCurve(report, businesses, [0, 10, 25, 50, 100], defaultTriageSettings),
      defaultTriageSettings,
    );
  }
  const holdoutDir = path.join(dir, 'holdout');
  if (!values['skip-holdout'] && existsSync(holdoutDir)) {
    const holdout = await loadEvalFolder(holdoutDir, cache.embed);
    // The shipped model is trained on exactly these development businesses; train it again here so a
    // stale model file cannot be measured by mistake.
    const model = loadLeadModel(await trainOwnPostsModel(businesses, cache.embed));
    out();
    out(
      `Holdout (${holdout.map((business) => business.name).join(', ')}), model trained on all ${businesses.length} development businesses:`,
    );
    printLines(
      out,
      evaluateHoldout(holdout, model, model.prototypeVectors, {
        businesses,
        rows: report.rows,
        settings: defaultTrainSettings,
      }),
    );
  }
  await cache.save();
}

if (values.eval && !values.own) {
  const cache = values['no-embed']
    ? null
    : await cachedEmbedder(path.join(values.eval, '.cache'), encoderModel, embedTexts);
  await runPairs(
    values.eval,
    cache?.embed ?? null,
    values.detail,
    out,
    values.flagged,
    values.errors,
    values.drop.split(',').filter(Boolean),
    values['learned-only'],
    values.model,
  );
  await cache?.save();
} else if (values.eval) await runEval(values.eval);
else if (values.posts && values.signals) await runFiles(values.posts, values.signals);
else
  fail(
    'usage: score --posts FILE.jsonl --signals FILE.json [--threshold 50] [--json] [--no-embed] | --eval DIR [--detail] [--errors] [--flagged FILE] | --eval DIR --own [--triage] [--errors] [--skip-holdout]',
  );
