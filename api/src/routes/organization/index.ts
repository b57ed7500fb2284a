import type { FastifyPluginAsync } from 'fastify';
import current from './current.js';
import invites from './invites.js';
import members from './members.js';
import tokenizedInvites from './tokenized-invites.js';

/** /api/v1/organization: each part sets its own authentication (the invite preview is public). */
const organization: FastifyPluginAsync = async (app) => {
  await app.register(current);
  await app.register(members, { prefix: '/members' });
  await app.register(invites, { prefix: '/invites' });
  await app.register(tokenizedInvites, { prefix: '/tokenized-invites' });
};

export default organization;
