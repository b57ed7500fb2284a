// Reply speed in words: durations as people say them ("2 h 10 min"), and the Team panel's headline.
import type { ReplySpeed } from '@signalboard/shared/api';
import { plural } from '../overview/overview-series';

/** "under 1 min", "45 min", "2 h 10 min", "3 d 4 h": minutes below a day, hours above. */
export function duration(seconds: number): string {
  if (seconds < 60) return 'under 1 min';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const rest = minutes % 60;
    return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
  }
  const hours = Math.round(minutes / 60);
  const rest = hours % 24;
  return rest ? `${Math.floor(hours / 24)} d ${rest} h` : `${hours / 24} d`;
}

/** "First touch: 2 h 10 min median, 14 leads waiting". */
export function firstTouchSentence({ totals }: Pick<ReplySpeed, 'totals'>): string {
  const waiting = `${plural(totals.waiting, 'lead')} waiting`;
  if (totals.first_touch_median_seconds === null) return `First touch: none yet, ${waiting}`;
  return `First touch: ${duration(totals.first_touch_median_seconds)} median, ${waiting}`;
}

/** "9 in 10 touched within 6 h", for the touched leads only. */
export function firstTouchSpread({ totals }: Pick<ReplySpeed, 'totals'>): string | null {
  if (totals.first_touch_p90_seconds === null) return null;
  return `9 in 10 touched leads within ${duration(totals.first_touch_p90_seconds)}`;
}

/** "Contacted: 5 h median, 6 of 40 leads", or why nothing counts as contacted. */
export function contactedSentence({
  totals,
  contacted_status,
}: Pick<ReplySpeed, 'totals' | 'contacted_status'>) {
  if (contacted_status === null)
    return 'Contacted: no status is named like “Contacted”, so no lead counts as contacted';
  if (totals.contacted_median_seconds === null)
    return `Contacted: none of ${plural(totals.found, 'lead')} yet`;
  return `Contacted: ${duration(totals.contacted_median_seconds)} median, ${totals.contacted} of ${plural(totals.found, 'lead')}`;
}
