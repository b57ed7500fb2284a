/**
 * When a data source polls next: the one rule the scheduler, the poll and the settings route share.
 * It picks the interval (the source's own, else the deployment's default), jitters it, and backs it off
 * after failures; nothing else decides a next_poll_at.
 */

/** The stored poll_interval_seconds of a source without an interval of its own: it follows the default. */
export const followsDefaultInterval = 0;

/** The longest interval a source may choose: a source polled less than daily would miss most posts. */
export const maxPollIntervalSeconds = 24 * 60 * 60;

/**
 * The shortest interval a user may choose: once a minute. Polling more often gets sources banned and buys
 * little (posts are minutes old when a platform's search indexes them). A deployment whose own default is
 * shorter (config.ts allows 30 s, and 1 s under NODE_ENV=test) has accepted that rate for every source, so
 * a source may choose it too; that is what lets the tests poll every few seconds.
 */
const minChosenIntervalSeconds = 60;

/** A failing source is retried at least this often (unless its own interval is longer): often enough to notice it works again. */
export const maxBackoffSeconds = 6 * 60 * 60;

/**
 * While a source is queued or being polled it is not due: a poll slower than the interval is not queued
 * again behind itself. The same as the job's expiry (jobs/queues.ts), after which pg-boss retries it anyway.
 */
export const pollLeaseSeconds = 600;

export interface PollIntervalBounds {
  min: number;
  max: number;
}

export function pollIntervalBounds(defaultIntervalSeconds: number): PollIntervalBounds {
  return { min: Math.min(minChosenIntervalSeconds, defaultIntervalSeconds), max: maxPollIntervalSeconds };
}

/** The interval a source polls at: its own when it has one, else the deployment's default. */
export function effectiveInterval(ownIntervalSeconds: number, defaultIntervalSeconds: number): number {
  return ownIntervalSeconds > followsDefaultInterval ? ownIntervalSeconds : defaultIntervalSeconds;
}

export interface NextPollInput {
  intervalSeconds: number;
  /** Failed polls in a row, this one included (0 after a success). */
  failures: number;
  /** How long the platform asked us to wait (Retry-After): never poll sooner. */
  retryAfterSeconds?: number;
  random?: () => number;
}

/**
 * Seconds from now until the next poll: one interval after a success; after failures the interval
 * doubled per failure up to 6 h (never more often than a healthy source polls); ±10% either way, so
 * sources saved together (the wizard saves them all at once) or failing together (a platform outage)
 * do not poll in lockstep; and never sooner than the platform asked.
 */
export function secondsUntilNextPoll(input: NextPollInput): number {
  const { intervalSeconds, failures } = input;
  const base =
    failures > 0
      ? Math.min(intervalSeconds * 2 ** Math.min(failures, 30), Math.max(maxBackoffSeconds, intervalSeconds))
      : intervalSeconds;
  const jittered = base * (0.9 + (input.random ?? Math.random)() * 0.2);
  return Math.max(input.retryAfterSeconds ?? 0, jittered);
}

export interface ScheduledSource {
  nextPollAt: Date | null;
  lastPolledAt: Date | null;
  consecutiveFailures: number;
}

/**
 * The next poll once a source's interval changed: one new interval (or backoff) after its last poll, but
 * never later than already planned. A shorter interval takes effect now instead of after the old, longer
 * wait; a longer one from the next poll on, as the current plan may come from the platform's Retry-After,
 * which is not stored.
 */
export function rescheduledPoll(source: ScheduledSource, intervalSeconds: number, now: Date): Date {
  const from = source.lastPolledAt ?? now;
  const wait = secondsUntilNextPoll({ intervalSeconds, failures: source.consecutiveFailures });
  const planned = source.nextPollAt ?? now;
  return new Date(Math.min(planned.getTime(), from.getTime() + wait * 1000));
}
