import type { Static } from 'typebox';
import { findPlatform } from '../data-sources/catalogue.js';
import { presentSettings } from '../data-sources/validate-settings.js';
import type { DataSourceRow } from '../db/schema/index.js';
import type { DataSourceSchema } from '../schemas/data-source.js';

export function toDataSource(source: DataSourceRow): Static<typeof DataSourceSchema> {
  return {
    platform: source.platform,
    enabled: source.enabled,
    settings: presentSettings(findPlatform(source.platform), source.config),
    last_polled_at: source.lastPolledAt?.toISOString() ?? null,
    last_success_at: source.lastSuccessAt?.toISOString() ?? null,
    last_error: source.lastError,
    items_seen: source.itemsSeen,
  };
}
