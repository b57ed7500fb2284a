import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Cross-origin calls only from the front-end origins listed in CORS_ORIGINS; auth is a bearer header, not cookies. */
export default fp(
  async function corsPlugin(app) {
    await app.register(cors, {
      origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
