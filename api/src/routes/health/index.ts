import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { errorResponses, ref } from '../../schemas/common.js';
import { HealthSchema } from '../../schemas/health.js';

/** /health: answers ok only when the database answers too (a load balancer's readiness probe). */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { rateLimit: false },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database readiness',
        response: { 200: ref(HealthSchema), ...errorResponses(500) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};

export default health;
