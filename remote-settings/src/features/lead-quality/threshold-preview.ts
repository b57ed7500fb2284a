// The sentences under the threshold control: how many of the last 30 days' leads a threshold keeps,
// and what moving it does (it applies to posts scored from now on; leads already found stay).
import { leadsKeptAt } from '@signalboard/shared/api';

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
