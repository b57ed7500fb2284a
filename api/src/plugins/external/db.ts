import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/database.js';
import { openDatabase } from '../../db/open-database.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
  }
}

/** Opens PGlite or PostgreSQL (DATABASE_URL), migrated, and closes it last when the app closes. */
export default fp(
  async function dbPlugin(app) {
    const database = await openDatabase(app.config.database, (error) =>
      app.log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    );
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
