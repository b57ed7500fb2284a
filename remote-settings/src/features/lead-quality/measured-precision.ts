// The project's measured precision in words: of the last leads the team judged (up to 50, newest
// verdicts first), how many were good. Below 10 verdicts a share would mislead, so the words say how
// many there are and how to get more.
import type { JudgedLeads } from '@signalboard/shared/api';
import { goodShare } from './quality-labels';

/** Verdicts needed before a share is shown (here and in the threshold's preview). */
export const MIN_JUDGED = 10;

export const leadsWord = (n: number) => (n === 1 ? 'lead' : 'leads');

/**
 * "82 %": the share of `good` among `good + notGood` (never called with none), with a no-break space so
 * a narrow screen never leaves the "%" alone at the start of a line.
 */
export const shareGood = (good: number, notGood: number) =>
  goodShare({ accepted: good, rejected: notGood }).replace(' ', '\u00a0');

export interface MeasuredPrecision {
  /** True once there are enough verdicts for the share to mean something. */
  measured: boolean;
  /** "Of the last 50 leads you judged, 41 were good (82 %)." or how many verdicts there are. */
  sentence: string;
  /** What else to know: the rest of the verdicts and how they are counted, or how to add verdicts. */
  detail: string;
}

export function measuredPrecision(judged: JudgedLeads): MeasuredPrecision {
  const { total, good, not_good: notGood, window } = judged;
  if (total < MIN_JUDGED) {
    const sentence =
      total === 0
        ? 'No lead has been judged yet.'
        : `${total} ${leadsWord(total)} judged so far: ${good} good, ${notGood} not a lead.`;
    return {
      measured: false,
      sentence,
      detail:
        'Mark leads Good lead or Not a lead in the lead list to fill this in: ' +
        `from ${MIN_JUDGED} verdicts, this shows how many of the leads you judged were good.`,
    };
  }
  return {
    measured: true,
    sentence: `Of the last ${total} leads you judged, ${good} ${good === 1 ? 'was' : 'were'} good (${shareGood(good, notGood)}).`,
    detail:
      `${notGood} ${notGood === 1 ? 'was' : 'were'} marked Not a lead. Counted from the ${window} most recent ` +
      'verdicts (or all of them when there are fewer), by when they were given; deleted leads are left out.',
  };
}
