import { DomainError } from '../errors/error-catalogue.js';
import type { AuthThrottlesRepository } from '../repositories/auth-throttles-repository.js';
import { describeWait } from './login-throttle.js';

/** Verification or reset mails one address may be sent in an hour. */
export const accountMailsPerHour = 3;

/**
 * Refuses (429 RATE_LIMITED with Retry-After) a fourth verification or reset mail to one address within
 * an hour, so nobody can fill an inbox through these routes. Counted per address typed, account or not,
 * so the answer is the same either way.
 */
export async function requireMailAllowance(
  throttles: AuthThrottlesRepository,
  kind: 'verify' | 'reset',
  email: string,
  setRetryAfter: (seconds: number) => void,
): Promise<void> {
  const { count, msLeft } = await throttles.hit(`mail:${kind}:${email.trim().toLowerCase()}`, 60 * 60);
  if (count <= accountMailsPerHour) return;
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  setRetryAfter(seconds);
  throw new DomainError('RATE_LIMITED', {
    detail: `Too many e-mails were asked for this address. Please wait ${describeWait(seconds)} and try again.`,
    field: 'email',
  });
}
