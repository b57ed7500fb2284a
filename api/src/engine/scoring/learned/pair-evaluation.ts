// The scorer measured on every (post, business) pair, four ways, each a figure the model was not fitted
// on: leave-one-business-out over the development businesses (a business's posts and its signals held
// out), leave-one-writer-out over the development writers, the frozen holdout businesses over the whole
// pool, and the independent feeds against every business. The headline is the worst of the last three.
import { keywordBaseline } from '../evaluation.js';
import { metrics } from '../evaluation.js';
import type { PairCorpus, PoolPost } from './pair-corpus.js';
import type { PairTable } from './pair-rows.js';
import { businessFigures, sumFigures, type BusinessFigures } from './measure.js';
import { postLogit, trainModel, type TrainSettings } from './train-model.js';
import type { PostRows } from './training-set.js';
import type { LinearModel } from './linear-model.js';

export interface ScorerLine {
  scorer: string;
  businesses: BusinessFigures[];
  micro: BusinessFigures;
  /** Per business: the pairs measured, their decisions and scores (for the error listing). */
  scored: Map<string, Scored>;
}

export interface Section {
  name: string;
  /** What it holds out, in words. */
  note: string;
  lines: ScorerLine[];
  /** `postIndex|business` of every pair outside the post's own business that some scorer flagged. */
  flagged: Set<string>;
}

/** A trainable scorer: its feature names and rows for every pair. */
export interface TrainedScorer {
  scorer: string;
  names: readonly string[];
  table: PairTable;
  /** A straw man (length): its flags are not worth a reviewer's time. */
  baseline?: boolean;
  /** A model file's model, measured as it is (never refitted): the scorer a release shipped. */
  fixed?: LinearModel;
}

interface Fold {
  /** Businesses and posts the models are fitted on. */
  train: { businesses: readonly string[]; keep: (post: PoolPost) => boolean };
  /** Businesses and posts they are measured on. */
  test: { businesses: readonly string[]; keep: (post: PoolPost) => boolean };
}

function subset(
  corpus: PairCorpus,
  table: PairTable,
  businesses: readonly string[],
  keep: (post: PoolPost) => boolean,
): Map<string, PostRows[]> {
  return new Map(
    businesses.map((name) => [name, table.get(name)!.filter((row) => keep(corpus.posts[row.postIndex]!))]),
  );
}

/**
 * Training pairs: every pair of a post with its own business and every lead for another business, and
 * one in `easyShare` of the rest (posts nobody would buy from, another business's feed) counted
 * `easyShare` times: the same fit in a third of the time (the easy negatives are nearly all alike).
 */
export const easyShare = 4;

export function trainingSubset(
  corpus: PairCorpus,
  table: PairTable,
  businesses: readonly string[],
  keep: (post: PoolPost) => boolean,
): Map<string, PostRows[]> {
  return new Map(
    [...subset(corpus, table, businesses, keep)].map(([name, rows]) => [
      name,
      rows.flatMap((row) => {
        if (row.kind !== 'elsewhere') return [row];
        return row.postIndex % easyShare === 0 ? [{ ...row, weight: easyShare }] : [];
      }),
    ]),
  );
}

export interface Scored {
  rows: PostRows[];
  flags: boolean[];
  ranks: number[] | null;
}

function collect(into: Map<string, Scored>, business: string, scored: Scored, flagged?: Set<string>) {
  if (flagged)
    scored.rows.forEach((row, i) => {
      if (scored.flags[i] && row.kind !== '' && !isOwnPair(row)) flagged.add(`${row.postIndex}|${business}`);
    });
  const current = into.get(business);
  if (!current)
    return void into.set(business, {
      rows: [...scored.rows],
      flags: [...scored.flags],
      ranks: scored.ranks && [...scored.ranks],
    });
  current.rows.push(...scored.rows);
  current.flags.push(...scored.flags);
  if (current.ranks && scored.ranks) current.ranks.push(...scored.ranks);
}

/**
 * Average precision over every pair of the line pooled (ranked by distance from each model's own
 * threshold): how well a scorer ranks, whatever its threshold. Null for a scorer that does not rank.
 */
export function averagePrecision(line: ScorerLine): number | null {
  const pooled: { rank: number; label: boolean }[] = [];
  for (const { rows, ranks } of line.scored.values()) {
    if (!ranks) return null;
    rows.forEach((row, i) => pooled.push({ rank: ranks[i]!, label: row.label }));
  }
  pooled.sort((a, b) => b.rank - a.rank);
  const positives = pooled.filter((item) => item.label).length;
  let hits = 0;
  let sum = 0;
  pooled.forEach((item, i) => {
    if (!item.label) return;
    hits++;
    sum += hits / (i + 1);
  });
  return positives === 0 ? null : sum / positives;
}

/** Pairs of a post with a business it was not written for carry one of pairKind's cross kinds. */
const crossKinds = new Set(['cross_lead', 'other_lead', 'elsewhere']);
const isOwnPair = (row: PostRows) => !crossKinds.has(row.kind);

const toLine = (scorer: string, scored: Map<string, Scored>): ScorerLine => {
  const businesses = [...scored].map(([name, { rows, flags, ranks }]) =>
    businessFigures(name, rows, flags, ranks),
  );
  return { scorer, businesses, micro: sumFigures('micro', businesses), scored };
};

/** The model a fold fits for one scorer (memoized: the shipped model serves two sections). */
type ModelCache = Map<string, LinearModel>;

function foldLines(
  corpus: PairCorpus,
  scorers: readonly TrainedScorer[],
  ruleTable: PairTable,
  folds: readonly (Fold & { key: string })[],
  settings: TrainSettings,
  cache: ModelCache,
  flagged: Set<string>,
): ScorerLine[] {
  const lines: ScorerLine[] = [];
  for (const { scorer, names, table, baseline, fixed } of scorers) {
    const scored = new Map<string, Scored>();
    for (const fold of folds) {
      const cacheKey = `${scorer}:${fold.key}`;
      let model = fixed ?? cache.get(cacheKey);
      if (!model) {
        model = trainModel(
          trainingSubset(corpus, table, fold.train.businesses, fold.train.keep),
          names,
          settings,
        );
        cache.set(cacheKey, model);
      }
      for (const [business, rows] of subset(corpus, table, fold.test.businesses, fold.test.keep)) {
        const logits = rows.map((row) => postLogit(model, names, row));
        collect(
          scored,
          business,
          {
            rows,
            flags: logits.map((logit) => logit >= model.threshold),
            ranks: logits.map((logit) => logit - model.threshold),
          },
          baseline ? undefined : flagged,
        );
      }
    }
    lines.push(toLine(scorer, scored));
  }
  // The untrained baselines on the same test pairs.
  const rules = new Map<string, Scored>();
  const keyword = new Map<string, Scored>();
  for (const fold of folds)
    for (const [business, rows] of subset(corpus, ruleTable, fold.test.businesses, fold.test.keep)) {
      const best = rows.map((row) => Math.max(...row.signals.map((values) => values[0]!)));
      collect(rules, business, { rows, flags: best.map((value) => value >= 0.5), ranks: best }, flagged);
      const signals = corpus.businesses.find((item) => item.name === business)!.signals.signals;
      collect(
        keyword,
        business,
        {
          rows,
          flags: rows.map((row) => keywordBaseline(corpus.posts[row.postIndex]!.post, signals)),
          ranks: null,
        },
        flagged,
      );
    }
  lines.push(toLine('rules', rules), toLine('keyword', keyword));
  return lines;
}

function linesAndFlags(run: (flagged: Set<string>) => ScorerLine[]) {
  const flagged = new Set<string>();
  return { lines: run(flagged), flagged };
}

/** What the shipped model is fitted on: every development post against every development business. */
export function shippedTraining(corpus: PairCorpus, table: PairTable): Map<string, PostRows[]> {
  return trainingSubset(
    corpus,
    table,
    namesIn(corpus, 'development'),
    (post) => post.group === 'development',
  );
}

const namesIn = (corpus: PairCorpus, group: string) =>
  corpus.businesses.filter((business) => business.group === group).map((business) => business.name);

/**
 * Every section. `ruleTable` must hold `rule_score` as its first feature (the rule baseline). The
 * sections whose posts or businesses are missing (no feeds yet) are left out.
 */
export function evaluatePairs(
  corpus: PairCorpus,
  scorers: readonly TrainedScorer[],
  ruleTable: PairTable,
  settings: TrainSettings,
): Section[] {
  const development = namesIn(corpus, 'development');
  const holdout = namesIn(corpus, 'holdout');
  const all = corpus.businesses.map((business) => business.name);
  const isDevelopment = (post: PoolPost) => post.group === 'development';
  const cache: ModelCache = new Map();
  const shipped = {
    key: 'shipped',
    train: { businesses: development, keep: isDevelopment },
  };
  const sections: Section[] = [];
  const lobo = development.map((business) => ({
    key: `lobo:${business}`,
    train: {
      businesses: development.filter((name) => name !== business),
      keep: (post: PoolPost) => isDevelopment(post) && post.home !== business,
    },
    test: { businesses: [business], keep: isDevelopment },
  }));
  sections.push({
    name: 'leave-one-business-out',
    note: `each development business (${development.length}) against every development post, by a model that never saw its posts or its signals`,
    ...linesAndFlags((flagged) => foldLines(corpus, scorers, ruleTable, lobo, settings, cache, flagged)),
  });
  const writers = [...new Set(corpus.posts.filter(isDevelopment).map((post) => post.writer))].sort();
  const lowo = writers.map((writer) => ({
    key: `lowo:${writer}`,
    train: {
      businesses: development,
      keep: (post: PoolPost) => isDevelopment(post) && post.writer !== writer,
    },
    test: {
      businesses: development,
      keep: (post: PoolPost) => isDevelopment(post) && post.writer === writer,
    },
  }));
  sections.push({
    name: 'leave-one-writer-out',
    note: `each development writer's posts (${writers.join(', ')}) against every development business, by a model that never saw that writer`,
    ...linesAndFlags((flagged) => foldLines(corpus, scorers, ruleTable, lowo, settings, cache, flagged)),
  });
  if (holdout.length > 0)
    sections.push({
      name: 'holdout',
      note: `the frozen businesses (${holdout.join(', ')}) against every post of the set, by the shipped model`,
      ...linesAndFlags((flagged) =>
        foldLines(
          corpus,
          scorers,
          ruleTable,
          [{ ...shipped, test: { businesses: holdout, keep: (post) => post.group !== 'feeds' } }],
          settings,
          cache,
          flagged,
        ),
      ),
    });
  const feedPosts = corpus.posts.filter((post) => post.group === 'feeds');
  const feedParts: [string, string, (post: PoolPost) => boolean][] = [
    ['feeds', 'the independent feeds', () => true],
    [
      'feeds (open)',
      `the feeds of writers ${openFeedWriters.join(', ')}, whose errors development may read`,
      (post) => openFeedWriters.includes(post.writer),
    ],
    [
      'feeds (frozen)',
      'the feeds of the other writers, never read for errors',
      (post) => !openFeedWriters.includes(post.writer),
    ],
  ];
  if (feedPosts.length > 0)
    for (const [name, words, part] of feedParts)
      sections.push({
        name,
        note: `${words} (${feedPosts.filter(part).length} posts, writers none of the models saw) against all ${all.length} businesses, by the shipped model`,
        ...linesAndFlags((flagged) =>
          foldLines(
            corpus,
            scorers,
            ruleTable,
            [{ ...shipped, test: { businesses: all, keep: (post) => post.group === 'feeds' && part(post) } }],
            settings,
            cache,
            flagged,
          ),
        ),
      });
  return sections;
}

/**
 * The feed writers whose errors may be read while developing the scorer (eval/feeds/README.md); the
 * others' feeds are measured, never looked into.
 */
export const openFeedWriters: readonly string[] = ['w1', 'w2', 'w3'];

const headlineCandidates = new Set(['leave-one-writer-out', 'holdout', 'feeds']);

/** The headline: the section (holdout, writers or feeds) where the first scorer's F1 is lowest. */
export function worstSection(sections: readonly Section[]): Section | null {
  let worst: Section | null = null;
  let worstF1 = Infinity;
  for (const section of sections) {
    if (!headlineCandidates.has(section.name)) continue;
    const { f1 } = metrics(section.lines[0]!.micro.confusion);
    if (f1 < worstF1) {
      worst = section;
      worstF1 = f1;
    }
  }
  return worst;
}
