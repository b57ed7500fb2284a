import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { DomainError } from '../../errors/error-catalogue.js';

/** A generous limit for everything, and stricter per-route limits (see routes/auth) via `config.rateLimit`. */
export default fp(
  async function rateLimitPlugin(app) {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new DomainError('RATE_LIMITED', {
          detail: `Too many attempts. Please wait ${context.after} and try again.`,
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
