import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateApiKey } from '../../api-keys/key-auth.js';
import { isApiKeySecret } from '../../api-keys/key-secret.js';
import { describeApiKeyScope } from '../../api-keys/scope-in-docs.js';
import { accessTokens, type AccessTokens } from '../../auth/access-tokens.js';
import type { ApiKeyRow, UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /**
     * onRequest hook for authenticated route folders: sets request.currentUser (and request.apiKey for an
     * API key) or answers 401 (403 for a key on a route it may not call).
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    isAdmin(user: UserRow): boolean;
  }
  interface FastifyRequest {
    currentUser: UserRow;
    /** The API key making the request; null for a person signed in. currentUser is then its hidden account. */
    apiKey: ApiKeyRow | null;
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
    app.decorate(
      'isAdmin',
      (user: UserRow) => user.kind === 'person' && admins.has(user.email.toLowerCase()),
    );
    app.decorateRequest('currentUser', null as unknown as UserRow);
    app.decorateRequest('apiKey', null);
    app.addHook('onRoute', describeApiKeyScope);

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const bearer = match?.[1];
      if (bearer && isApiKeySecret(bearer)) {
        const { key, user } = await authenticateApiKey(app, request, reply, bearer);
        request.currentUser = user;
        request.apiKey = key;
        return;
      }
      const claims = bearer ? await tokens.read(bearer) : null;
      const user = claims ? await app.repositories.users.findById(claims.userId) : null;
      if (!user || !user.isActive || user.kind !== 'person' || claims?.version !== user.tokenVersion)
        throw new DomainError('UNAUTHORIZED');
      request.currentUser = user;
    });
  },
  { name: 'auth', dependencies: ['config', 'repositories'] },
);
