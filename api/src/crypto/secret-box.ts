import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { configuredKeyMaterial, derivedKey } from './derived-key.js';

/**
 * Seals third-party secrets we must be able to use again (Slack bot tokens, outbound webhook signing
 * secrets) with AES-256-GCM, so a copy of the database alone does not hand them out. The key is derived
 * with HKDF from SECRETS_KEY when set, otherwise from the JWT secret (which every process already shares);
 * rotating that material makes sealed secrets unreadable, which reads as "reconnect" to the user.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Null when the text was sealed with other key material or was tampered with. */
  open(sealed: string): string | null;
}

const version = 'v1';
const info = 'signalboard sealed secrets v1';

export function secretBox(keyMaterial: string): SecretBox {
  if (keyMaterial.length < 16) throw new Error('the secrets key material must be at least 16 characters');
  const key = derivedKey(keyMaterial, info);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [version, iv.toString('base64url'), body.toString('base64url'), tag.toString('base64url')].join(
        '.',
      );
    },
    open(sealed) {
      const [tagVersion, iv, body, tag] = sealed.split('.');
      if (tagVersion !== version || !iv || body === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

/** The box every process opens the same way: SECRETS_KEY, else the JWT secret (set by then in embedded mode). */
export function configuredSecretBox(config: {
  secretsKey: string | null;
  jwtSecret: string | null;
}): SecretBox {
  return secretBox(configuredKeyMaterial(config, 'keep third-party secrets'));
}
