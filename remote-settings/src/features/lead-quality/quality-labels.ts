// The words the Lead quality tab uses for the API's codes: the "Not a lead" reasons (LEAD-POLICY.md,
// in the order the triage menu offers them) and a share of leads judged good.
import type { LeadQuality, LeadQualityGroup } from '@signalboard/shared/api';

export type RejectionReason = LeadQuality['rejection_reasons'][number]['reason'];

export const REASON_LABELS: Record<RejectionReason, string> = {
  no_buying_intent: 'No buying intent',
  wrong_buyer: 'Wrong buyer',
  vendor_or_self_promotion: 'Vendor or self-promotion',
  job_post: 'Job post',
  other_meaning: 'Another meaning of the word',
  other: 'Other',
};

/** "75 %" of the judged leads marked good, or an em dash while none is judged. */
export function goodShare(group: Pick<LeadQualityGroup, 'accepted' | 'rejected'>): string {
  const judged = group.accepted + group.rejected;
  return judged === 0 ? '—' : `${Math.round((group.accepted / judged) * 100)} %`;
}

const weekFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "3 Mar" for the Monday a week starts on (YYYY-MM-DD, UTC). */
export function weekLabel(weekStart: string): string {
  return weekFormat.format(new Date(`${weekStart}T00:00:00Z`));
}
