import type { NotificationSettingsRow } from '../db/schema/index.js';
import type { AlertLead } from './alert-lead.js';

/**
 * The leads the notification settings ask to hear about: visible, at or above the minimum score, and
 * (when signals are chosen) matching one of them. Slack and e-mail both follow it.
 */
export function leadsWorthAlerting(settings: NotificationSettingsRow, leads: AlertLead[]): AlertLead[] {
  const chosen = new Set(settings.intentSignalIds);
  return leads.filter(
    (lead) =>
      !lead.hidden &&
      lead.score >= settings.minScore &&
      (chosen.size === 0 || lead.signals.some((signal) => chosen.has(signal.id))),
  );
}

/** A lead's signals restricted to the chosen ones (all when none is chosen), for "matched because". */
export function chosenSignals(settings: NotificationSettingsRow, lead: AlertLead): AlertLead['signals'] {
  if (settings.intentSignalIds.length === 0) return lead.signals;
  const chosen = new Set(settings.intentSignalIds);
  const kept = lead.signals.filter((signal) => chosen.has(signal.id));
  return kept.length > 0 ? kept : lead.signals;
}
