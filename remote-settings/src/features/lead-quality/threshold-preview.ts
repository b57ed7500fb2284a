// The sentences under the threshold control: how many of the last 30 days' leads a threshold keeps,
// what moving it does (it applies to posts scored from now on; leads already found stay), and, once
// the team has judged enough leads, what it would have done to those: how many it keeps, how many of
// them were good, and what it drops or lets in compared with the saved threshold.
import { leadsKeptAt, type JudgedLeads } from '@signalboard/shared/api';
import { leadsWord, MIN_JUDGED, shareGood } from './measured-precision';

export const THRESHOLD_MIN = 0;
export const THRESHOLD_MAX = 100;
/** How far one press of Stricter or Looser moves the threshold. */
export const THRESHOLD_STEP = 5;

export const clampThreshold = (value: number) =>
  Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, Math.round(value)));

export interface ThresholdPreview {
  kept: number;
  /** "12 of the last 30 days' 40 leads would remain at 65." */
  sentence: string;
  /** What a change does, or null at the saved threshold. */
  effect: string | null;
}

export function previewThreshold(
  histogram: readonly number[],
  total: number,
  days: number,
  threshold: number,
  saved: number,
): ThresholdPreview {
  const kept = leadsKeptAt(histogram, threshold);
  const sentence =
    total === 0
      ? `No leads in the last ${days} days to preview with yet.`
      : `${kept} of the last ${days} days’ ${total} leads would remain at ${threshold}.`;
  const effect =
    threshold > saved
      ? `Stricter: new posts need a score of ${threshold} or more to become leads. Leads already in the list stay there.`
      : threshold < saved
        ? `Looser: new posts scoring from ${threshold} become leads too. Posts passed over before are not looked at again.`
        : null;
  return { kept, sentence, effect };
}

/** Leads of `histogram` scoring from `from` up to, not including, `to`. */
const scoringBetween = (histogram: readonly number[], from: number, to: number) =>
  leadsKeptAt(histogram, from) - leadsKeptAt(histogram, to);

export interface JudgedPreview {
  /** "Of the last 50 leads you judged, 35 score 60 or more: 33 good, 2 not (94 %)." */
  sentence: string;
  /** What it drops (stricter) or lets in (looser) compared with the saved threshold; null at it. */
  effect: string | null;
}

/** The judged leads at `threshold`, or null below MIN_JUDGED verdicts (the card says why). */
export function previewJudged(judged: JudgedLeads, threshold: number, saved: number): JudgedPreview | null {
  if (judged.total < MIN_JUDGED) return null;
  const good = leadsKeptAt(judged.good_scores, threshold);
  const notGood = leadsKeptAt(judged.not_good_scores, threshold);
  const kept = good + notGood;
  const lead = `Of the last ${judged.total} leads you judged,`;
  const sentence =
    kept === 0
      ? `${lead} none scores ${threshold} or more.`
      : `${lead} ${kept} ${kept === 1 ? 'scores' : 'score'} ${threshold} or more: ${good} good, ${notGood} not (${shareGood(good, notGood)}).`;
  if (threshold === saved) return { sentence, effect: null };
  const [from, to] = threshold > saved ? [saved, threshold] : [threshold, saved];
  const goodMoved = scoringBetween(judged.good_scores, from, to);
  const notMoved = scoringBetween(judged.not_good_scores, from, to);
  const against = `Compared with the saved ${saved},`;
  const effect =
    threshold > saved
      ? goodMoved + notMoved === 0
        ? `${against} it would have dropped none of them.`
        : `${against} it would have dropped ${goodMoved} good ${leadsWord(goodMoved)} and ${notMoved} not.`
      : goodMoved + notMoved === 0
        ? `${against} it would have let in no more of them.`
        : `${against} it would have let in ${goodMoved + notMoved} more: ${goodMoved} good, ${notMoved} not.`;
  return { sentence, effect };
}
