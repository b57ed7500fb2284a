import type { RateLimitState } from '../connector.js';

/**
 * What the common rate-limit header families say, as one RateLimitState:
 * - `x-ratelimit-*`: GitHub (reset = epoch seconds), Mastodon (reset = ISO date), Reddit (floats such as
 *   "997.0", reset = seconds from now, no `-limit` but `-used`, so limit = used + remaining);
 * - `x-rate-limit-*`: X (reset = epoch seconds);
 * - `ratelimit-*`: the IETF draft (reset = seconds from now).
 * Undefined when none of them is present.
 */
export function parseRateLimitHeaders(headers: Headers, now: Date): RateLimitState | undefined {
  for (const prefix of ['x-ratelimit-', 'x-rate-limit-', 'ratelimit-']) {
    const remaining = numberHeader(headers.get(`${prefix}remaining`));
    const limit = numberHeader(headers.get(`${prefix}limit`));
    const used = numberHeader(headers.get(`${prefix}used`));
    const reset = headers.get(`${prefix}reset`);
    if (remaining === undefined && limit === undefined && reset === null) continue;
    const state: RateLimitState = {};
    if (limit !== undefined) state.limit = limit;
    else if (used !== undefined && remaining !== undefined) state.limit = used + remaining;
    if (remaining !== undefined) state.remaining = remaining;
    const resetAt = resetTime(reset, now);
    if (resetAt) state.reset_at = resetAt.toISOString();
    return state;
  }
  return undefined;
}

/** Seconds until the window resets, when the headers say (never negative). */
export function secondsUntilReset(state: RateLimitState | undefined, now: Date): number | undefined {
  if (!state?.reset_at) return undefined;
  return Math.max(0, Math.ceil((Date.parse(state.reset_at) - now.getTime()) / 1000));
}

function numberHeader(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? Math.floor(parsed) : undefined;
}

// Epoch seconds are above 1e9 (2001); a relative delay never is.
const epochThreshold = 1_000_000_000;

function resetTime(value: string | null, now: Date): Date | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) {
    const seconds = Number(text);
    return seconds >= epochThreshold
      ? new Date(seconds * 1000)
      : new Date(now.getTime() + Math.ceil(seconds) * 1000);
  }
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : new Date(at);
}
