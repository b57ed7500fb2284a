import type { Static } from 'typebox';
import { apiKeyState } from '../api-keys/key-state.js';
import { personName } from '../leads/lead-actor.js';
import type { ApiKeyView } from '../repositories/api-keys-repository.js';
import type { ApiKeySchema } from '../schemas/api-key.js';

/** A key as lists show it: never its secret or its hash, only the first characters of the secret. */
export function toApiKey(key: ApiKeyView, now = new Date()): Static<typeof ApiKeySchema> {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    reach: key.projectId ? 'project' : 'organization',
    project_id: key.projectId,
    created_at: key.createdAt.toISOString(),
    created_by: key.creator ? { id: key.creator.id, name: personName(key.creator) } : null,
    expires_at: key.expiresAt?.toISOString() ?? null,
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
    state: apiKeyState(key, now),
  };
}
