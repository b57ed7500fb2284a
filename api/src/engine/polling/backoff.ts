/** A failing source is retried at least this rarely: often enough to notice it works again. */
export const maxBackoffSeconds = 6 * 60 * 60;

/** ±10%: sources saved together (the wizard saves them all at once) should not poll in lockstep. */
export function jittered(seconds: number, random: () => number = Math.random): number {
  return seconds * (0.9 + random() * 0.2);
}

/**
 * Seconds until the next poll after `failures` failures in a row: the interval doubled per failure up
 * to 6 h, and never sooner than the platform asked (Retry-After).
 */
export function backoffSeconds(
  intervalSeconds: number,
  failures: number,
  retryAfterSeconds?: number,
): number {
  const doubled = Math.min(intervalSeconds * 2 ** Math.min(failures, 30), maxBackoffSeconds);
  return Math.max(retryAfterSeconds ?? 0, doubled);
}

/** The interval a source polls at: its own when shorter than the deployment's default (the demo feed). */
export function effectiveInterval(sourceIntervalSeconds: number, defaultIntervalSeconds: number): number {
  return Math.max(1, Math.min(sourceIntervalSeconds, defaultIntervalSeconds));
}
