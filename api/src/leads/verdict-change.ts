import type { LeadVerdict, NotLeadReason } from '../db/schema/index.js';
import { invalidFilter } from './invalid-filter.js';

/** How long the words given with the reason "other" may be (the schema says the same). */
export const verdictNoteMaxLength = 200;

/** A verdict as a route receives it: `reason` goes with 'not_lead' and with nothing else. */
export interface VerdictInput {
  verdict: LeadVerdict | null;
  reason?: NotLeadReason | null;
  /** The person's own words, with the reason 'other' only. */
  reason_note?: string | null;
}

/**
 * The verdict, reason and note to store, or a 422 naming `reason` or `reason_note`: "not a lead"
 * without a reason would teach the scorer nothing about why, and a reason on "good" or on a clear would
 * be stored for nothing. A note is one line (runs of white space become one space); blank is none.
 */
export function verdictChange(input: VerdictInput): {
  verdict: LeadVerdict | null;
  reason: NotLeadReason | null;
  note: string | null;
} {
  const reason = input.reason ?? null;
  const note = input.reason_note?.replace(/\s+/g, ' ').trim() || null;
  if (note !== null && note.length > verdictNoteMaxLength)
    throw invalidFilter('reason_note', `must be at most ${verdictNoteMaxLength} characters`);
  if (note !== null && reason !== 'other')
    throw invalidFilter('reason_note', "is only given with the reason 'other'");
  if (input.verdict === 'not_lead') {
    if (reason === null) throw invalidFilter('reason', "is required when verdict is 'not_lead'");
    return { verdict: 'not_lead', reason, note };
  }
  if (reason !== null) throw invalidFilter('reason', "is only given when verdict is 'not_lead'");
  return { verdict: input.verdict, reason: null, note: null };
}
