import type { FastifyReply } from 'fastify';
import { DomainError } from '../errors/error-catalogue.js';
import type { AuthThrottlesRepository } from '../repositories/auth-throttles-repository.js';

const windowSeconds = 60;

/**
 * Counts a request of the key in a fixed one-minute window kept in the database (auth_throttles, as the
 * sign-in limits), so every API replica shares the count. Sets the RateLimit-* headers (IETF draft
 * names) on the answer, whatever it turns out to be; over the limit, 429 RATE_LIMITED with Retry-After.
 */
export async function countKeyRequest(
  throttles: AuthThrottlesRepository,
  reply: FastifyReply,
  keyId: string,
  limit: number,
): Promise<void> {
  const { count, msLeft } = await throttles.hit(`api-key:${keyId}`, windowSeconds);
  const reset = Math.max(1, Math.ceil(msLeft / 1000));
  reply.header('RateLimit-Limit', String(limit));
  reply.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
  reply.header('RateLimit-Reset', String(reset));
  if (count > limit) {
    reply.header('Retry-After', String(reset));
    throw new DomainError('RATE_LIMITED', {
      detail: `This API key made more than ${limit} requests this minute. Wait ${reset} s (Retry-After) and try again.`,
    });
  }
}
