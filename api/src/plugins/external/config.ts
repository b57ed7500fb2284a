import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** The validated configuration (see config.ts), available to every plugin and route as `app.config`. */
export default fp(
  async function configPlugin(app, options: { config: Config }) {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
