import type { LeadVerdict, NotLeadReason } from '../db/schema/index.js';
import { invalidFilter } from './invalid-filter.js';

/** A verdict as a route receives it: `reason` goes with 'not_lead' and with nothing else. */
export interface VerdictInput {
  verdict: LeadVerdict | null;
  reason?: NotLeadReason | null;
}

/**
 * The verdict and reason to store, or a 422 naming `reason`: "not a lead" without a reason would teach
 * the scorer nothing about why, and a reason on "good" or on a clear would be stored for nothing.
 */
export function verdictChange(input: VerdictInput): {
  verdict: LeadVerdict | null;
  reason: NotLeadReason | null;
} {
  const reason = input.reason ?? null;
  if (input.verdict === 'not_lead') {
    if (reason === null) throw invalidFilter('reason', "is required when verdict is 'not_lead'");
    return { verdict: 'not_lead', reason };
  }
  if (reason !== null) throw invalidFilter('reason', "is only given when verdict is 'not_lead'");
  return { verdict: input.verdict, reason: null };
}
