import { createHash, randomBytes } from 'node:crypto';

/** Every secret starts so: a program, a log scrubber or a secret scanner can tell a key at a glance. */
export const apiKeySecretPrefix = 'sb_live_';

/** How many characters of the secret lists show (`sb_live_AbCd`): enough to tell keys apart, useless alone. */
const shownCharacters = 12;

export interface NewApiKeySecret {
  /** Shown once, in the 201, then never again. */
  secret: string;
  prefix: string;
  hash: string;
}

/**
 * SHA-256 hex of the whole secret. The secret is 32 random bytes, so no slow hash is needed (there is
 * nothing to guess), and looking a key up is one indexed equality.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function newApiKeySecret(): NewApiKeySecret {
  const secret = apiKeySecretPrefix + randomBytes(32).toString('base64url');
  return { secret, prefix: secret.slice(0, shownCharacters), hash: hashApiKeySecret(secret) };
}

/** Whether a bearer token is an API key rather than a session token (a JWT never starts so). */
export function isApiKeySecret(token: string): boolean {
  return token.startsWith(apiKeySecretPrefix);
}
