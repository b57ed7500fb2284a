import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokens, type AccessTokens } from '../../auth/access-tokens.js';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** onRequest hook for authenticated route folders: sets request.currentUser or answers 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    isAdmin(user: UserRow): boolean;
  }
  interface FastifyRequest {
    currentUser: UserRow;
  }
}

export default fp(
  async function authPlugin(app) {
    const { jwtSecret, jwtLifetimeSeconds, adminEmails } = app.config;
    if (jwtSecret === null)
      throw new Error('JWT secret missing: embedded mode must resolve it before building the app');
    const tokens = accessTokens(jwtSecret, jwtLifetimeSeconds);
    const admins = new Set(adminEmails);

    app.decorate('accessTokens', tokens);
    app.decorate('isAdmin', (user: UserRow) => admins.has(user.email.toLowerCase()));
    app.decorateRequest('currentUser', null as unknown as UserRow);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const claims = match?.[1] ? await tokens.read(match[1]) : null;
      const user = claims ? await app.repositories.users.findById(claims.userId) : null;
      if (!user || !user.isActive || claims?.version !== user.tokenVersion)
        throw new DomainError('UNAUTHORIZED');
      request.currentUser = user;
    });
  },
  { name: 'auth', dependencies: ['config', 'repositories'] },
);
