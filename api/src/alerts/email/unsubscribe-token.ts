import { createHmac, timingSafeEqual } from 'node:crypto';
import { configuredKeyMaterial, derivedKey } from '../../crypto/derived-key.js';

/** Who a one-click unsubscribe link is for: one recipient of one project's lead mail. */
export interface UnsubscribeSubject {
  projectId: string;
  email: string;
}

export interface UnsubscribeTokens {
  sign(subject: UnsubscribeSubject): string;
  /** Null when the token was not made by `sign` with the same key material (forged, cut, altered). */
  verify(token: string): UnsubscribeSubject | null;
}

const info = 'signalboard email unsubscribe v1';

/**
 * Unsubscribe links carry the project and the address in clear plus an HMAC-SHA256 over both, keyed from
 * SECRETS_KEY (else the JWT secret) with HKDF under its own label: nobody can make a link for another
 * address, and the link needs no row in the database and never expires (RFC 8058 asks it to keep working).
 */
export function unsubscribeTokens(keyMaterial: string): UnsubscribeTokens {
  const key = derivedKey(keyMaterial, info);
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign({ projectId, email }) {
      const payload = Buffer.from(JSON.stringify([projectId, email.toLowerCase()])).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        if (!Array.isArray(parsed) || parsed.length !== 2) return null;
        const [projectId, email] = parsed as unknown[];
        if (typeof projectId !== 'string' || typeof email !== 'string') return null;
        return { projectId, email };
      } catch {
        return null;
      }
    },
  };
}

/** The key every process derives the same way: SECRETS_KEY, else the JWT secret. */
export function configuredUnsubscribeTokens(config: {
  secretsKey: string | null;
  jwtSecret: string | null;
}): UnsubscribeTokens {
  return unsubscribeTokens(configuredKeyMaterial(config, 'sign unsubscribe links'));
}
