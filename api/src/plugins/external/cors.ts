import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Cross-origin calls only from the front-end origins listed in CORS_ORIGINS; auth is a bearer header, not cookies. */
export default fp(
  async function corsPlugin(app) {
    await app.register(cors, {
      origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      // Headers the UI reads: the run a reanalysis or import started (its progress), and the CSV export's
      // file name and whether it stopped at its row cap.
      exposedHeaders: ['x-analysis-run-id', 'content-disposition', 'x-export-capped'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
