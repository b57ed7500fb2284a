import type { Static } from 'typebox';
import { findPlatform } from '../data-sources/catalogue.js';
import { storedKeywordsFromSignals } from '../data-sources/keywords-from-signals.js';
import { presentSettings } from '../data-sources/validate-settings.js';
import type { DataSourceRow } from '../db/schema/index.js';
import { effectiveInterval, followsDefaultInterval } from '../engine/polling/next-poll.js';
import type { DataSourceSchema } from '../schemas/data-source.js';

/** A data source with its settings (secrets masked) and its polling: interval, health, next poll. */
export function toDataSource(
  source: DataSourceRow,
  defaultIntervalSeconds: number,
): Static<typeof DataSourceSchema> {
  const platform = findPlatform(source.platform);
  // Imports and the webhook are pushed to us: no interval, no next poll.
  const polled = platform?.polled ?? false;
  const derived = storedKeywordsFromSignals(source.config);
  return {
    platform: source.platform,
    enabled: source.enabled,
    settings: presentSettings(platform, source.config),
    last_polled_at: source.lastPolledAt?.toISOString() ?? null,
    last_success_at: source.lastSuccessAt?.toISOString() ?? null,
    last_error: source.lastError,
    last_error_kind: source.lastErrorKind,
    ...(source.healthNote ? { health_note: source.healthNote } : {}),
    ...(derived.length > 0 ? { keywords_from_signals: derived } : {}),
    items_seen: source.itemsSeen,
    poll_interval_seconds: polled
      ? effectiveInterval(source.pollIntervalSeconds, defaultIntervalSeconds)
      : null,
    poll_interval_is_default: !polled || source.pollIntervalSeconds === followsDefaultInterval,
    // A source never scheduled yet is due since it was saved: the scheduler takes it at its next tick.
    next_poll_at: polled && source.enabled ? (source.nextPollAt ?? source.updatedAt).toISOString() : null,
    consecutive_failures: source.consecutiveFailures,
  };
}
