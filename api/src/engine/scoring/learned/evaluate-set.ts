// The evaluation of the learned scorer on an evaluation folder: leave-one-business-out over the
// development businesses (the headline), the same lines for today's rules and the two baselines, the
// triage curve, and the holdout scored once by the model trained on every development business.
import { keywordBaseline } from '../evaluation.js';
import type { EvalBusiness } from './eval-corpus.js';
import type { LeadModel, TriageSettings } from './lead-model.js';
import { leaveOneBusinessOut, type HeldOutScores } from './lobo.js';
import { businessFigures, sumFigures, type BusinessFigures } from './measure.js';
import { fallbackFeatureNames, primaryFeatureNames, rowsByBusiness } from './train-lead-model.js';
import { postLogit, trainModel, type TrainSettings } from './train-model.js';
import type { PostRows } from './training-set.js';
import type { PrototypeCategory } from './prototypes.js';
import { simulateTriage, type TriageRun } from './triage-simulation.js';

export interface ScorerLine {
  scorer: string;
  businesses: BusinessFigures[];
  micro: BusinessFigures;
}

const line = (scorer: string, businesses: BusinessFigures[]): ScorerLine => ({
  scorer,
  businesses,
  micro: sumFigures('micro', businesses),
});

const wordCount = (business: EvalBusiness, index: number) => {
  const post = business.posts[index]!;
  return `${post.title ?? ''} ${post.body ?? ''}`.split(/\s+/).filter(Boolean).length;
};

/** One row per post, its only feature the log of its length: the length-only baseline. */
function lengthRows(businesses: readonly EvalBusiness[], rows: ReadonlyMap<string, PostRows[]>) {
  return new Map(
    businesses.map((business) => [
      business.name,
      rows.get(business.name)!.map((post) => ({
        ...post,
        signals: [Float64Array.of(Math.log(1 + wordCount(business, post.postIndex)))],
      })),
    ]),
  );
}

function learnedFigures(
  held: readonly HeldOutScores[],
  rows: ReadonlyMap<string, PostRows[]>,
): BusinessFigures[] {
  return held.map(({ business, model, logits }) =>
    businessFigures(
      business,
      rows.get(business)!,
      logits.map((logit) => logit >= model.threshold),
      logits,
    ),
  );
}

export interface DevelopmentReport {
  lines: ScorerLine[];
  /** The learned model's held-out scores, for the triage curve. */
  held: HeldOutScores[];
  rows: Map<string, PostRows[]>;
}

/** Today's rule scorer at its default threshold (rule_score is its 0-100 score / 100). */
function ruleFigures(
  businesses: readonly EvalBusiness[],
  rows: ReadonlyMap<string, PostRows[]>,
): BusinessFigures[] {
  const ruleIndex = primaryFeatureNames.indexOf('rule_score');
  return businesses.map((business) => {
    const posts = rows.get(business.name)!;
    const best = posts.map((post) => Math.max(...post.signals.map((values) => values[ruleIndex]!)));
    return businessFigures(
      business.name,
      posts,
      best.map((value) => value >= 0.5),
      best,
    );
  });
}

/** The keyword-substring baseline. */
function keywordFigures(
  businesses: readonly EvalBusiness[],
  rows: ReadonlyMap<string, PostRows[]>,
): BusinessFigures[] {
  return businesses.map((business) => {
    const posts = rows.get(business.name)!;
    const flags = posts.map((post) =>
      keywordBaseline(business.posts[post.postIndex]!, business.signals.signals),
    );
    return businessFigures(business.name, posts, flags, null);
  });
}

export function evaluateDevelopment(
  businesses: readonly EvalBusiness[],
  prototypes: Readonly<Record<PrototypeCategory, Float32Array>>,
  settings: TrainSettings,
): DevelopmentReport {
  const rows = rowsByBusiness(businesses, primaryFeatureNames, prototypes);
  const held = leaveOneBusinessOut(rows, primaryFeatureNames, settings);
  const fallbackRows = rowsByBusiness(businesses, fallbackFeatureNames, null);
  const fallback = leaveOneBusinessOut(fallbackRows, fallbackFeatureNames, settings);
  const lengthHeld = leaveOneBusinessOut(lengthRows(businesses, rows), ['words'], settings);
  const rules = ruleFigures(businesses, rows);
  const keyword = keywordFigures(businesses, rows);
  return {
    lines: [
      line('learned', learnedFigures(held, rows)),
      line('no-embed', learnedFigures(fallback, fallbackRows)),
      line('rules', rules),
      line('keyword', keyword),
      line('length', learnedFigures(lengthHeld, rows)),
    ],
    held,
    rows,
  };
}

export interface TriagePoint {
  k: number;
  runs: { business: string; run: TriageRun }[];
}

/** The triage curve over the held-out development scores. */
export function triageCurve(
  report: DevelopmentReport,
  businesses: readonly EvalBusiness[],
  ks: readonly number[],
  settings: TriageSettings,
): TriagePoint[] {
  return ks.map((k) => ({
    k,
    runs: report.held.map(({ business, model, logits }) => {
      const posts = report.rows.get(business)!;
      const source = businesses.find((item) => item.name === business)!;
      const vectors = posts.map((post) => source.postVectors![post.postIndex]!);
      return {
        business,
        run: simulateTriage(
          logits,
          posts.map((post) => post.label),
          vectors,
          model.threshold,
          k,
          settings,
        ),
      };
    }),
  }));
}

/** The holdout, scored once by the shipped model (trained on every development business). */
export function evaluateHoldout(
  holdout: readonly EvalBusiness[],
  model: LeadModel,
  prototypes: Readonly<Record<PrototypeCategory, Float32Array>>,
  development: {
    businesses: readonly EvalBusiness[];
    rows: ReadonlyMap<string, PostRows[]>;
    settings: TrainSettings;
  },
): ScorerLine[] {
  const rows = rowsByBusiness(holdout, primaryFeatureNames, prototypes);
  const learned = holdout.map((business) => {
    const posts = rows.get(business.name)!;
    const logits = posts.map((post) => postLogit(model.primary, primaryFeatureNames, post));
    return businessFigures(
      business.name,
      posts,
      logits.map((logit) => logit >= model.primary.threshold),
      logits,
    );
  });
  const fallbackRows = rowsByBusiness(holdout, fallbackFeatureNames, null);
  const fallback = holdout.map((business) => {
    const posts = fallbackRows.get(business.name)!;
    const logits = posts.map((post) => postLogit(model.fallback, fallbackFeatureNames, post));
    return businessFigures(
      business.name,
      posts,
      logits.map((logit) => logit >= model.fallback.threshold),
      logits,
    );
  });
  const keyword = keywordFigures(holdout, rows);
  const rules = ruleFigures(holdout, rows);
  // The length-only baseline, trained on every development business like the shipped model.
  const lengthModel = trainModel(
    lengthRows(development.businesses, development.rows),
    ['words'],
    development.settings,
  );
  const holdoutLengths = lengthRows(holdout, rows);
  const length = holdout.map((business) => {
    const posts = holdoutLengths.get(business.name)!;
    const logits = posts.map((post) => postLogit(lengthModel, ['words'], post));
    return businessFigures(
      business.name,
      posts,
      logits.map((logit) => logit >= lengthModel.threshold),
      logits,
    );
  });
  return [
    line('learned', learned),
    line('no-embed', fallback),
    line('rules', rules),
    line('keyword', keyword),
    line('length', length),
  ];
}
