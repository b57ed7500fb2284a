// The CRM settings form's state and rules: which CRM property gets the profile URL, the platform and
// the score (an API name, or empty to leave it out), and the push rule (on Good lead, on reaching a
// status, new leads from a score, optionally only on some signals). Numbers stay as typed until saved.
import type { CrmSettings } from '@signalboard/shared/api';

export interface CrmSettingsDraft {
  profile_url: string;
  platform: string;
  score: string;
  enabled: boolean;
  on_good: boolean;
  status_ids: string[];
  by_score: boolean;
  min_score: string;
  signal_ids: string[];
}

export type CrmSettingsField =
  'profile_url' | 'platform' | 'score' | 'triggers' | 'status_ids' | 'min_score' | 'signal_ids';
export type CrmSettingsErrors = Partial<Record<CrmSettingsField, string>>;

/** In the order the form shows them: the first wrong one gets the focus. */
export const CRM_SETTINGS_FIELDS: readonly CrmSettingsField[] = [
  'profile_url',
  'platform',
  'score',
  'triggers',
  'status_ids',
  'min_score',
  'signal_ids',
];

export const MAPPING_FIELDS = ['profile_url', 'platform', 'score'] as const;

/** The score a rule offers when it is first turned to scores. */
const DEFAULT_MIN_SCORE = 80;

export function draftOfSettings(settings: CrmSettings): CrmSettingsDraft {
  return {
    profile_url: settings.mapping.profile_url ?? '',
    platform: settings.mapping.platform ?? '',
    score: settings.mapping.score ?? '',
    enabled: settings.rule.enabled,
    on_good: settings.rule.on_good,
    status_ids: [...settings.rule.status_ids],
    by_score: settings.rule.min_score !== null,
    min_score: String(settings.rule.min_score ?? DEFAULT_MIN_SCORE),
    signal_ids: [...settings.rule.signal_ids],
  };
}

/** A whole number from 0 to 100, or null. */
export function minScoreOf(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
}

/** The API's rule for a property name (1-100 of letters, digits, `_`, `.`, `-`), in words. */
function propertyProblem(text: string): string | undefined {
  const name = text.trim();
  if (name === '') return undefined;
  if (name.length > 100) return 'A property’s API name is at most 100 characters.';
  if (!/^[A-Za-z0-9_.-]+$/.test(name))
    return 'Use the property’s API name, not its label: letters, digits, _ . and - only, no spaces.';
  return undefined;
}

export function validateCrmSettings(draft: CrmSettingsDraft): CrmSettingsErrors {
  const errors: CrmSettingsErrors = {};
  for (const name of MAPPING_FIELDS) {
    const problem = propertyProblem(draft[name]);
    if (problem) errors[name] = problem;
  }
  if (draft.enabled && !draft.on_good && draft.status_ids.length === 0 && !draft.by_score)
    errors.triggers = 'Choose when a lead is sent (at least one of the three below), or turn the rule off.';
  if (draft.by_score && minScoreOf(draft.min_score) === null)
    errors.min_score = 'Enter a whole number from 0 to 100.';
  return errors;
}

/**
 * The PUT body: every field, `author_key_property` as GET answered it. Statuses and signals deleted
 * since they were chosen are left out (`known`), as the API would refuse them. Call it without errors.
 */
export function settingsOfDraft(
  draft: CrmSettingsDraft,
  saved: CrmSettings,
  known: { statusIds?: readonly string[]; signalIds?: readonly string[] } = {},
): CrmSettings {
  const keep = (ids: string[], allowed?: readonly string[]) =>
    allowed ? ids.filter((id) => allowed.includes(id)) : ids;
  const property = (text: string) => text.trim() || null;
  return {
    mapping: {
      profile_url: property(draft.profile_url),
      platform: property(draft.platform),
      score: property(draft.score),
    },
    rule: {
      enabled: draft.enabled,
      on_good: draft.on_good,
      status_ids: keep(draft.status_ids, known.statusIds),
      min_score: draft.by_score ? minScoreOf(draft.min_score) : null,
      signal_ids: keep(draft.signal_ids, known.signalIds),
    },
    ...(saved.author_key_property !== undefined ? { author_key_property: saved.author_key_property } : {}),
  };
}

/** The form field a refusal from the API names ("mapping.score", "rule.status_ids.0"). */
export function crmSettingsFieldOf(field: string): CrmSettingsField | null {
  const [group, name] = field.split('.');
  if (group === 'mapping') return MAPPING_FIELDS.find((candidate) => candidate === name) ?? null;
  if (group !== 'rule') return null;
  if (name === 'status_ids' || name === 'min_score' || name === 'signal_ids') return name;
  if (name === 'enabled' || name === 'on_good') return 'triggers';
  return null;
}
