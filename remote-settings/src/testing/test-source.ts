// A stored data source as the fake API keeps it (secrets in clear), for the routes and the tests.
import type { DataSource } from '@signalboard/shared/api';

/** The deployment's poll interval in this fake: sources without their own report it. */
export const TEST_DEFAULT_INTERVAL = 300;

/** A stored source (secrets in clear), polled at the default, never polled yet, unless overridden. */
export function testSource(overrides: Partial<DataSource> & Pick<DataSource, 'platform'>): DataSource {
  return {
    enabled: true,
    settings: {},
    last_polled_at: null,
    last_success_at: null,
    last_error: null,
    items_seen: 0,
    poll_interval_seconds: TEST_DEFAULT_INTERVAL,
    poll_interval_is_default: true,
    next_poll_at: null,
    consecutive_failures: 0,
    ...overrides,
  };
}
