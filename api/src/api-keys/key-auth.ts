import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyRow, ApiKeyScope, UserRow } from '../db/schema/index.js';
import { DomainError } from '../errors/error-catalogue.js';
import { hashApiKeySecret } from './key-secret.js';
import { countKeyRequest } from './key-rate-limit.js';
import { apiKeyState } from './key-state.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an API key needs to call this route; without it, keys get 403 API_KEY_NOT_ALLOWED. */
    apiKeyScope?: ApiKeyScope;
  }
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Why a key found but not usable is refused, in the 401's detail. */
function refusal(key: ApiKeyRow): DomainError | null {
  const state = apiKeyState(key);
  if (state === 'revoked')
    return new DomainError('API_KEY_INVALID', {
      detail: `This API key was revoked on ${day(key.revokedAt!)}. Create a new key in Settings → API keys.`,
    });
  if (state === 'expired')
    return new DomainError('API_KEY_INVALID', {
      detail: `This API key expired on ${day(key.expiresAt!)}. Create a new key in Settings → API keys.`,
    });
  return null;
}

/**
 * The key behind a secret, when it is usable now; otherwise the 401 that says why (unknown, revoked on,
 * expired on). Looked up by its hash with no cache, so a revocation holds from the next request.
 */
export async function findUsableKey(
  app: FastifyInstance,
  secret: string,
): Promise<{ key: ApiKeyRow; user: UserRow }> {
  const found = await app.repositories.apiKeys.findBySecretHash(hashApiKeySecret(secret));
  if (!found)
    throw new DomainError('API_KEY_INVALID', {
      detail:
        'This API key is unknown: check that you copied all of it, or create a new key in Settings → API keys.',
    });
  const refused = refusal(found.key);
  if (refused) throw refused;
  return found;
}

/**
 * A request carrying an API key: the key found usable (findUsableKey), counted against its limit,
 * checked against the route's `config.apiKeyScope`, and its hidden account made the caller. The order makes every answer to a valid key carry the RateLimit
 * headers, refusals included.
 */
export async function authenticateApiKey(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
): Promise<{ key: ApiKeyRow; user: UserRow }> {
  const found = await findUsableKey(app, secret);
  await countKeyRequest(app.repositories.authThrottles, reply, found.key.id, app.config.apiKeyRateLimit);
  const scope = request.routeOptions.config.apiKeyScope;
  if (!scope) throw new DomainError('API_KEY_NOT_ALLOWED');
  if (!found.key.scopes.includes(scope))
    throw new DomainError('API_KEY_SCOPE_MISSING', { detail: `This API key lacks the ${scope} scope.` });
  await app.repositories.apiKeys.touch(found.key.id);
  return found;
}
