// The figures the evaluation reports for one business, from each labelled post's decision and rank:
// precision, recall, F1, precision of the top 10, indirect-lead recall and false positives by kind.
import { count, emptyConfusion, type Confusion } from '../evaluation.js';
import type { PostRows } from './training-set.js';

/**
 * Kinds of post that are not leads but look like one (LEAD-POLICY.md); `off_topic` is the plain kind,
 * and so is a post scored against a business it was not written for that is nobody's lead
 * (`elsewhere`, pair-corpus.ts). A lead for another business (`other_lead`) is counted on its own.
 */
export const plainNonLeadKinds: ReadonlySet<string> = new Set(['off_topic', 'elsewhere']);
export const otherLeadKind = 'other_lead';

export interface KindCount {
  posts: number;
  flagged: number;
}

export interface BusinessFigures {
  business: string;
  confusion: Confusion;
  /** Leads among the 10 highest-ranked posts (null: this scorer does not rank). */
  top10: number | null;
  indirect: KindCount;
  /** Non-leads that look like leads, all kinds together and per kind. */
  lookalike: KindCount;
  byKind: Map<string, KindCount>;
  plain: KindCount;
  /** Leads for another business, scored against this one. */
  other: KindCount;
}

export function emptyCount(): KindCount {
  return { posts: 0, flagged: 0 };
}

function add(into: KindCount, flagged: boolean): void {
  into.posts++;
  if (flagged) into.flagged++;
}

/** `flags[i]` decides post i; `ranks[i]` (higher first) orders the top 10 when given. */
export function businessFigures(
  business: string,
  posts: readonly PostRows[],
  flags: readonly boolean[],
  ranks: readonly number[] | null,
): BusinessFigures {
  const figures: BusinessFigures = {
    business,
    confusion: emptyConfusion(),
    top10: null,
    indirect: emptyCount(),
    lookalike: emptyCount(),
    byKind: new Map(),
    plain: emptyCount(),
    other: emptyCount(),
  };
  posts.forEach((post, i) => {
    const flagged = flags[i]!;
    count(figures.confusion, flagged, post.label);
    if (post.label) {
      if (post.indirect) add(figures.indirect, flagged);
      return;
    }
    if (plainNonLeadKinds.has(post.kind)) add(figures.plain, flagged);
    else if (post.kind === otherLeadKind) add(figures.other, flagged);
    else {
      add(figures.lookalike, flagged);
      const kind = figures.byKind.get(post.kind) ?? emptyCount();
      add(kind, flagged);
      figures.byKind.set(post.kind, kind);
    }
  });
  if (ranks) {
    const order = posts.map((_, i) => i).sort((a, b) => ranks[b]! - ranks[a]! || a - b);
    figures.top10 = order.slice(0, 10).filter((i) => posts[i]!.label).length;
  }
  return figures;
}

/** Sums figures of several businesses (top 10 becomes the mean over businesses). */
export function sumFigures(name: string, all: readonly BusinessFigures[]): BusinessFigures {
  const total: BusinessFigures = {
    business: name,
    confusion: emptyConfusion(),
    top10: null,
    indirect: emptyCount(),
    lookalike: emptyCount(),
    byKind: new Map(),
    plain: emptyCount(),
    other: emptyCount(),
  };
  const plus = (into: KindCount, from: KindCount) => {
    into.posts += from.posts;
    into.flagged += from.flagged;
  };
  let top10 = 0;
  let ranked = 0;
  for (const figures of all) {
    for (const key of ['tp', 'fp', 'fn', 'tn'] as const) total.confusion[key] += figures.confusion[key];
    plus(total.indirect, figures.indirect);
    plus(total.lookalike, figures.lookalike);
    plus(total.plain, figures.plain);
    plus(total.other, figures.other);
    for (const [kind, value] of figures.byKind) {
      const into = total.byKind.get(kind) ?? emptyCount();
      plus(into, value);
      total.byKind.set(kind, into);
    }
    if (figures.top10 !== null) {
      top10 += figures.top10;
      ranked++;
    }
  }
  total.top10 = ranked > 0 ? top10 / ranked : null;
  return total;
}
