import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

/** Object keys sorted at every level, so the committed document only changes when the API does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The OpenAPI document of a ready app, as committed in api/openapi.json (sorted, 2-space, final newline). */
export function serializeOpenApi(app: FastifyInstance): string {
  return `${JSON.stringify(sortKeys(app.swagger()), null, 2)}\n`;
}

/**
 * Builds the app on an in-memory database with a fixed, neutral configuration (no listen), so the
 * document does not depend on the machine's environment.
 */
export async function emitOpenApi(): Promise<string> {
  const result = loadConfig(
    {
      DATA_DIR: 'memory://',
      JWT_SECRET: 'openapi-emitter-secret-not-used-for-anything',
      LOG_LEVEL: 'silent',
    },
    'server',
  );
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const app = await buildApp({ config: result.config });
  try {
    await app.ready();
    return serializeOpenApi(app);
  } finally {
    await app.close();
  }
}
