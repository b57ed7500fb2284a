import fp from 'fastify-plugin';

/** Paths whose answers carry a user's data, or mail with sign-in links (/dev/outbox). */
const privatePrefixes = ['/api/', '/auth/', '/users_info/', '/slack/', '/dev/'];

/**
 * `Cache-Control: no-store` on every answer under those paths, errors included, unless the route chose
 * its own caching: a shared proxy or the browser's cache must never keep one user's data for another.
 */
export default fp(
  async function cacheControlPlugin(app) {
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('cache-control')) return;
      const path = request.url;
      if (privatePrefixes.some((prefix) => path.startsWith(prefix)))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'cache-control' },
);
