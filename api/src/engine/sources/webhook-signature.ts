import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Inbound webhook signatures: `x-signalboard-signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw
 * body>")>` with `x-signalboard-timestamp` in unix seconds. The timestamp is inside the signed text so a
 * captured request cannot be replayed outside the tolerance window.
 */

export const webhookSecretPrefix = 'whsec_';

export type WebhookVerification = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

export interface VerifyWebhookInput {
  secret: string;
  timestampHeader: string | undefined | null;
  signatureHeader: string | undefined | null;
  /** The body exactly as received: re-serialised JSON would not match the sender's bytes. */
  rawBody: string | Buffer;
  now?: Date;
  toleranceSeconds?: number;
}

export function signWebhook(secret: string, timestamp: number | string, rawBody: string | Buffer): string {
  const hmac = createHmac('sha256', secret);
  hmac.update(`${timestamp}.`);
  hmac.update(rawBody);
  return `sha256=${hmac.digest('hex')}`;
}

export function verifyWebhookSignature(input: VerifyWebhookInput): WebhookVerification {
  const { secret, rawBody, toleranceSeconds = 300 } = input;
  const timestamp = input.timestampHeader?.trim() ?? '';
  const signature = input.signatureHeader?.trim() ?? '';
  if (timestamp === '' || signature === '' || secret === '') return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'stale' };
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return { ok: false, reason: 'stale' };

  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  // timingSafeEqual throws on different lengths; a length mismatch is simply a wrong signature.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'mismatch' };
  }
  return { ok: true };
}

/** A fresh per-project signing secret: 32 random bytes, base64url, with a recognisable prefix. */
export function generateWebhookSecret(): string {
  return `${webhookSecretPrefix}${randomBytes(32).toString('base64url')}`;
}
