import type { AuthThrottlesRepository } from '../repositories/auth-throttles-repository.js';

/** Failed sign-ins to one account before each next attempt must wait. */
export const loginFailuresBeforeDelay = 5;
/** The longest wait: 15 minutes. */
export const maxLoginDelaySeconds = 15 * 60;
/** Failures older than a day are forgotten. */
const failureWindowSeconds = 24 * 60 * 60;

/**
 * Per-account limits on sign-in, whatever address the attempts come from: after 5 failures, the n-th
 * failure makes the next attempt wait 2^n seconds (32 s, 64 s, ... up to 15 minutes). The key is the
 * address typed, whether or not it has an account, so the answer never tells which addresses exist.
 */
export function loginThrottle(throttles: AuthThrottlesRepository) {
  const keyOf = (email: string) => `login:${email.trim().toLowerCase()}`;
  return {
    /** Seconds before this account may be tried again (0: now). */
    secondsToWait: (email: string) => throttles.secondsBlocked(keyOf(email)),

    async recordFailure(email: string): Promise<void> {
      const key = keyOf(email);
      const { count } = await throttles.hit(key, failureWindowSeconds);
      if (count >= loginFailuresBeforeDelay)
        await throttles.blockFor(key, Math.min(2 ** count, maxLoginDelaySeconds));
    },

    /** A success forgives the account's earlier failures. */
    recordSuccess: (email: string) => throttles.clear(keyOf(email)),
  };
}

/** "32 seconds", "4 minutes": how long to wait, for a sentence. */
export function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
