import type { Static } from 'typebox';
import type { LeadAssignmentRuleRow } from '../db/schema/index.js';
import type { AssignmentRuleSchema } from '../schemas/assignment-rule.js';

type AssignmentRule = Static<typeof AssignmentRuleSchema>;

/** Until saved: no rule, no alert; the alert's threshold ready for when it is turned on. */
export const defaultAssignmentRule: AssignmentRule = {
  enabled: false,
  member_ids: [],
  min_score: 0,
  signal_ids: [],
  unowned_alert_hours: null,
  unowned_alert_min_score: 80,
};

export function toAssignmentRule(row: LeadAssignmentRuleRow): AssignmentRule {
  return {
    enabled: row.enabled,
    member_ids: row.memberIds,
    min_score: row.minScore,
    signal_ids: row.signalIds,
    unowned_alert_hours: row.unownedAlertHours,
    unowned_alert_min_score: row.unownedAlertMinScore,
  };
}
