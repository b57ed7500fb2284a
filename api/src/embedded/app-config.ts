import type { FastifyInstance } from 'fastify';
import { remoteNames, type RemoteName } from './remotes.js';

/** GET /app-config.json: the host's runtime config (same origin for the API and every remote). */
export async function appConfigRoute(app: FastifyInstance): Promise<void> {
  const { analyticsKey, analyticsHost } = app.config;
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  const body = {
    apiUrl: '',
    analyticsKey,
    analyticsHost,
    environment: 'embedded',
    remotes,
    ...(app.mailTransport.kind === 'outbox' ? { outboxUrl: '/dev/outbox' } : {}),
  };
  app.get('/app-config.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(body),
  );
}
