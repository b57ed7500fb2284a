// The Assignment form's state and rules (issue 26): who gets new leads in turn, from what score and on
// which signals, and the alert for a good lead nobody took. Numbers stay as typed until saved.
import type { AssignmentRule } from '@signalboard/shared/api';
import { scoreOf } from '../notification-draft';

export const HOURS_MIN = 1;
export const HOURS_MAX = 168;

export interface AssignmentDraft {
  enabled: boolean;
  member_ids: string[];
  min_score: string;
  signal_ids: string[];
  alert: boolean;
  unowned_alert_hours: string;
  unowned_alert_min_score: string;
}

export type AssignmentField = 'member_ids' | 'min_score' | 'unowned_alert_hours' | 'unowned_alert_min_score';
export type AssignmentErrors = Partial<Record<AssignmentField, string>>;

/** The fields in the order the form shows them: the first wrong one gets the focus. */
export const ASSIGNMENT_FIELDS: readonly AssignmentField[] = [
  'member_ids',
  'min_score',
  'unowned_alert_hours',
  'unowned_alert_min_score',
];

/** The hours the alert offers when it is first turned on. */
const DEFAULT_HOURS = 4;

export function draftOfRule(rule: AssignmentRule): AssignmentDraft {
  return {
    enabled: rule.enabled,
    member_ids: [...rule.member_ids],
    min_score: String(rule.min_score),
    signal_ids: [...rule.signal_ids],
    alert: rule.unowned_alert_hours !== null,
    unowned_alert_hours: String(rule.unowned_alert_hours ?? DEFAULT_HOURS),
    unowned_alert_min_score: String(rule.unowned_alert_min_score),
  };
}

/** A whole number of hours from 1 to 168, or null. */
export function hoursOf(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= HOURS_MIN && value <= HOURS_MAX ? value : null;
}

export function validateAssignment(draft: AssignmentDraft): AssignmentErrors {
  const errors: AssignmentErrors = {};
  if (draft.enabled && draft.member_ids.length === 0)
    errors.member_ids = 'Choose at least one person to hand new leads to, or turn the rule off.';
  if (scoreOf(draft.min_score) === null) errors.min_score = 'Enter a whole number from 0 to 100.';
  if (draft.alert && hoursOf(draft.unowned_alert_hours) === null)
    errors.unowned_alert_hours = `Enter a whole number of hours from ${HOURS_MIN} to ${HOURS_MAX}.`;
  if (scoreOf(draft.unowned_alert_min_score) === null)
    errors.unowned_alert_min_score = 'Enter a whole number from 0 to 100.';
  return errors;
}

/** The PUT body: every field. Call it on a draft without errors. */
export function ruleOfDraft(draft: AssignmentDraft): AssignmentRule {
  return {
    enabled: draft.enabled,
    member_ids: draft.member_ids,
    min_score: scoreOf(draft.min_score) ?? 0,
    signal_ids: draft.signal_ids,
    unowned_alert_hours: draft.alert ? hoursOf(draft.unowned_alert_hours) : null,
    unowned_alert_min_score: scoreOf(draft.unowned_alert_min_score) ?? 0,
  };
}

/** The form field a refusal from the API names ("member_ids.0" is the people list). */
export function assignmentFieldOf(field: string): AssignmentField | null {
  const name = field.split('.')[0];
  return ASSIGNMENT_FIELDS.find((candidate) => candidate === name) ?? null;
}
