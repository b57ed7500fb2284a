import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { DomainError } from '../../errors/error-catalogue.js';
import { databaseRateLimitStore } from '../../rate-limit/database-store.js';
import { authThrottlesRepository } from '../../repositories/auth-throttles-repository.js';

/**
 * A generous limit for everything, and stricter per-route limits (see routes/auth) via `config.rateLimit`.
 * On PostgreSQL the per-route counts live in the database (shared by every API replica); on PGlite one
 * process is the whole system, so its memory is enough.
 */
export default fp(
  async function rateLimitPlugin(app) {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      ...(app.database.driver === 'postgres'
        ? { store: databaseRateLimitStore(authThrottlesRepository(app.db)) }
        : {}),
      errorResponseBuilder: (_request, context) =>
        new DomainError('RATE_LIMITED', {
          detail: `Too many attempts. Please wait ${context.after} and try again.`,
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'db'] },
);
