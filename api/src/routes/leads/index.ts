import type { FastifyPluginAsync } from 'fastify';
import intentSignals from './intent-signals.js';
import unreadCount from './unread-count.js';

/**
 * /api/v1/leads/{projectId}: a project's leads and what finds them. Every route resolves the caller's
 * access to the project first (members read and change, guests read). The lead list itself arrives
 * with the lead engine.
 */
const leads: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(intentSignals);
  await app.register(unreadCount);
};

export default leads;
