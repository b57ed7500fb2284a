// The Notifications form's state and its rules: which fields can be wrong, and the PUT body (every
// field, as the API wants it).
import type { NotificationSettings, NotificationSettingsInput } from '@signalboard/shared/api';
import { browserTimeZone } from './time-zones';
import { isEmail } from '../../lib/validators';

export const MAX_RECIPIENTS = 50;
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

export type Frequency = NotificationSettings['email_frequency'];
export type SignalScope = 'all' | 'some';

export interface NotificationDraft {
  email_enabled: boolean;
  email_frequency: Frequency;
  email_recipients: string[];
  slack_enabled: boolean;
  /** As typed in the number box, so a half-typed value is not lost. */
  min_score: string;
  scope: SignalScope;
  intent_signal_ids: string[];
  /** IANA zone the digests' 08:00 is in. */
  timezone: string;
}

export type NotificationField = 'email_recipients' | 'min_score' | 'intent_signal_ids';
export type NotificationErrors = Partial<Record<NotificationField, string>>;

export const FREQUENCIES: readonly { value: Frequency; label: string; explanation: string }[] = [
  { value: 'instant', label: 'As they arrive', explanation: 'One e-mail for each new lead, within minutes.' },
  { value: 'daily', label: 'Daily digest', explanation: 'One e-mail a day with the new leads of the day.' },
  {
    value: 'weekly',
    label: 'Weekly digest',
    explanation: 'One e-mail a week with the new leads of the week.',
  },
];

export function draftOf(settings: NotificationSettings): NotificationDraft {
  return {
    email_enabled: settings.email_enabled,
    email_frequency: settings.email_frequency,
    email_recipients: [...settings.email_recipients],
    slack_enabled: settings.slack_enabled,
    min_score: String(settings.min_score),
    scope: settings.intent_signal_ids.length > 0 ? 'some' : 'all',
    intent_signal_ids: [...settings.intent_signal_ids],
    // Never saved: the server knows no zone (it says UTC); this browser's is the better guess.
    timezone: settings.saved ? settings.timezone : browserTimeZone(),
  };
}

/** A whole number from 0 to 100, or null. */
export function scoreOf(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= SCORE_MIN && value <= SCORE_MAX ? value : null;
}

export function settingsOf(draft: NotificationDraft): NotificationSettingsInput {
  return {
    email_enabled: draft.email_enabled,
    email_frequency: draft.email_frequency,
    email_recipients: draft.email_recipients,
    slack_enabled: draft.slack_enabled,
    min_score: scoreOf(draft.min_score) ?? SCORE_MIN,
    // "All signals" is an empty list for the API.
    intent_signal_ids: draft.scope === 'all' ? [] : draft.intent_signal_ids,
    timezone: draft.timezone,
  };
}

/** Why `address` cannot be added to `recipients`, or null when it can. */
export function recipientError(address: string, recipients: readonly string[]): string | null {
  const trimmed = address.trim();
  if (!trimmed) return 'Type an e-mail address to add.';
  if (!isEmail(trimmed)) return `“${trimmed}” is not an e-mail address: use the form name@example.com.`;
  if (recipients.some((r) => r.toLowerCase() === trimmed.toLowerCase())) {
    return `${trimmed} is already a recipient.`;
  }
  if (recipients.length >= MAX_RECIPIENTS) return `You can add up to ${MAX_RECIPIENTS} recipients.`;
  return null;
}

export function validateNotifications(draft: NotificationDraft): NotificationErrors {
  const errors: NotificationErrors = {};
  if (draft.email_enabled && draft.email_recipients.length === 0) {
    errors.email_recipients = 'Add at least one recipient, or turn e-mail alerts off.';
  }
  if (scoreOf(draft.min_score) === null) {
    errors.min_score = `Minimum score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.`;
  }
  if (draft.scope === 'some' && draft.intent_signal_ids.length === 0) {
    errors.intent_signal_ids = 'Choose at least one intent signal, or alert for all of them.';
  }
  return errors;
}

/** The form field a server field belongs to ("email_recipients.2" → email_recipients). */
export function notificationFieldOf(serverField: string): NotificationField | null {
  const head = serverField.split('.')[0];
  return head === 'email_recipients' || head === 'min_score' || head === 'intent_signal_ids' ? head : null;
}
