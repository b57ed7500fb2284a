// The all-pairs evaluation (every post against every business), its report and the pairs a reviewer
// must look at:
//   npm run score -- --eval eval [--detail] [--errors] [--learned-only] [--drop FEATURES] [--flagged FILE]
// --flagged writes, as JSON lines, every pair outside a post's own business that any scorer flags and
// no review has labelled yet (eval/cross-labels.jsonl holds the reviews).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { metrics } from '../src/engine/scoring/evaluation.js';
import type { EmbedFunction } from '../src/engine/scoring/learned/eval-corpus.js';
import { loadLeadModel } from '../src/engine/scoring/learned/lead-model.js';
import { loadPairCorpus, type PairCorpus } from '../src/engine/scoring/learned/pair-corpus.js';
import {
  averagePrecision,
  evaluatePairs,
  worstSection,
  type Section,
  type TrainedScorer,
} from '../src/engine/scoring/learned/pair-evaluation.js';
import { lengthTable, pairTable } from '../src/engine/scoring/learned/pair-rows.js';
import {
  fallbackFeatureNames,
  primaryFeatureNames,
  prototypeVectors,
} from '../src/engine/scoring/learned/train-lead-model.js';
import { pairTrainSettings } from '../src/engine/scoring/learned/train-model.js';
import type { BusinessFigures } from '../src/engine/scoring/learned/measure.js';
import { fixed, pad, rate, right } from './score-report.js';

type Out = (line?: string) => void;

function row(out: Out, name: string, scorer: string, figures: BusinessFigures, ap = '') {
  const { precision, recall, f1 } = metrics(figures.confusion);
  const top10 = figures.top10 === null ? '-' : figures.top10.toFixed(1);
  const leads = figures.confusion.tp + figures.confusion.fn;
  out(
    `${pad(name, 24)}${pad(scorer, 10)}${right(fixed(precision), 7)}${right(fixed(recall), 7)}${right(fixed(f1), 7)}${right(top10, 7)}${right(leads, 7)}${right(rate(figures.other), 11)}${right(rate(figures.lookalike), 10)}${right(rate(figures.plain), 11)}${right(ap, 7)}`,
  );
}

function printSection(out: Out, section: Section, detail: boolean) {
  out(`${section.name}: ${section.note}`);
  out(
    `${pad('business', 24)}${pad('scorer', 10)}${right('P', 7)}${right('R', 7)}${right('F1', 7)}${right('top10', 7)}${right('leads', 7)}${right('other-FP', 11)}${right('look-FP', 10)}${right('plain-FP', 11)}${right('AP', 7)}`,
  );
  if (detail)
    section.lines[0]!.businesses.forEach((figures, i) => {
      for (const line of section.lines)
        row(out, line === section.lines[0] ? figures.business : '', line.scorer, line.businesses[i]!);
    });
  for (const line of section.lines) {
    const ap = averagePrecision(line);
    row(
      out,
      line === section.lines[0] ? 'micro (top10: mean)' : '',
      line.scorer,
      line.micro,
      ap === null ? '-' : fixed(ap),
    );
  }
  out();
}

export function printPairs(out: Out, sections: readonly Section[], detail: boolean) {
  const worst = worstSection(sections);
  if (worst) {
    out(
      `HEADLINE (the worst of holdout, leave-one-writer-out and feeds, by the first scorer's F1): ${worst.name}`,
    );
    printSection(out, worst, false);
  }
  for (const section of sections) printSection(out, section, detail);
  out(
    "other-FP: leads for another business flagged here; look-FP: look-alike kinds of the post's own business; plain-FP: nobody's lead.",
  );
}

/** Writes the flagged cross pairs no review has labelled yet (feed posts are labelled for all). */
async function writeFlagged(dir: string, corpus: PairCorpus, sections: readonly Section[], file: string) {
  const reviewed = new Set(
    (await readFile(path.join(dir, 'cross-labels.jsonl'), 'utf8').catch(() => ''))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const { post, business } = JSON.parse(line) as { post: string; business: string };
        return `${post}|${business}`;
      }),
  );
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const section of sections)
    for (const key of section.flagged) {
      const [index, business] = key.split('|') as [string, string];
      const pooled = corpus.posts[Number(index)]!;
      const id = `${pooled.post.id}|${business}`;
      if (pooled.group === 'feeds' || reviewed.has(id) || seen.has(id)) continue;
      seen.add(id);
      lines.push(
        JSON.stringify({
          post: pooled.post.id,
          business,
          written_for: pooled.home,
          lead_there: pooled.post.label === true,
          title: pooled.post.title ?? null,
          body: pooled.post.body ?? '',
          community: pooled.post.community ?? '',
        }),
      );
    }
  await writeFile(file, lines.length > 0 ? `${lines.join('\n')}\n` : '');
  return lines.length;
}

/**
 * The learned scorer's errors where looking is allowed: leave-one-business-out and the feeds of the
 * writers named in eval/feeds/README.md as open (never the holdout, never the frozen feeds).
 */
function printErrors(out: Out, corpus: PairCorpus, sections: readonly Section[]) {
  for (const section of sections) {
    if (section.name !== 'leave-one-business-out' && section.name !== 'feeds (open)') continue;
    out(`Errors of ${section.lines[0]!.scorer}, ${section.name}:`);
    for (const [business, scored] of section.lines[0]!.scored)
      scored.rows.forEach((row, i) => {
        if (scored.flags[i] === row.label) return;
        const { post } = corpus.posts[row.postIndex]!;
        const flat = `${post.title ?? ''} | ${post.body ?? ''}`.replace(/\s+/g, ' ').slice(0, 150);
        out(
          `  ${scored.flags[i] ? 'FP' : 'FN'} ${pad(business, 22)} ${pad(row.kind, 16)} ${post.id}: ${flat}`,
        );
      });
  }
}

export async function runPairs(
  dir: string,
  embed: EmbedFunction | null,
  detail: boolean,
  out: Out,
  flaggedFile?: string,
  errors = false,
  drop: readonly string[] = [],
  learnedOnly = false,
  modelFile?: string,
) {
  const keep = (names: readonly string[]) => names.filter((name) => !drop.includes(name));
  const corpus = await loadPairCorpus(dir, embed);
  const scorers: TrainedScorer[] = [];
  const fallback = pairTable(corpus, fallbackFeatureNames, null);
  if (embed) {
    const prototypes = await prototypeVectors(embed);
    const names = keep(primaryFeatureNames);
    scorers.push({ scorer: 'learned', names, table: pairTable(corpus, names, prototypes) });
  }
  if (modelFile && embed) {
    // A model file as a release shipped it, e.g. `git show REF:api/src/engine/scoring/model/lead-model.json`.
    const file = loadLeadModel(JSON.parse(await readFile(modelFile, 'utf8')));
    const names = file.primary.features.map((feature) => feature.name);
    scorers.push({
      scorer: 'file',
      names,
      table: pairTable(corpus, names, file.prototypeVectors),
      fixed: file.primary,
    });
  }
  if (!learnedOnly || !embed) {
    const names = keep(fallbackFeatureNames);
    scorers.push({ scorer: 'no-embed', names, table: pairTable(corpus, names, null) });
  }
  if (!learnedOnly)
    scorers.push({
      scorer: 'length',
      names: ['words'],
      table: lengthTable(corpus, fallback),
      baseline: true,
    });
  const started = Date.now();
  const sections = evaluatePairs(corpus, scorers, fallback, pairTrainSettings);
  out(
    `(${corpus.posts.length} posts x ${corpus.businesses.length} businesses; fitted in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  printPairs(out, sections, detail);
  if (errors) printErrors(out, corpus, sections);
  if (flaggedFile)
    out(
      `${await writeFlagged(dir, corpus, sections, flaggedFile)} flagged cross pairs not yet reviewed written to ${flaggedFile}`,
    );
  return { corpus, sections };
}
