import { hkdfSync } from 'node:crypto';

/** The key material every process shares: SECRETS_KEY, else the JWT secret (set by then in embedded mode). */
export function configuredKeyMaterial(
  config: { secretsKey: string | null; jwtSecret: string | null },
  /** What the key is for, in the error when there is none: 'sign unsubscribe links'. */
  purpose: string,
): string {
  const material = config.secretsKey ?? config.jwtSecret;
  if (material === null) throw new Error(`SECRETS_KEY or JWT_SECRET is needed to ${purpose}`);
  return material;
}

/**
 * A 256-bit key for one use of the shared material, derived with HKDF-SHA256 under that use's own label
 * (`info`), so no two uses ever hold the same key.
 */
export function derivedKey(keyMaterial: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keyMaterial, 'signalboard', info, 32));
}
