import type { ApiKeyRow } from '../db/schema/index.js';

export type ApiKeyState = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: it is what someone did on purpose. */
export function apiKeyState(key: Pick<ApiKeyRow, 'expiresAt' | 'revokedAt'>, now = new Date()): ApiKeyState {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}
