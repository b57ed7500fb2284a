import { createHmac, randomBytes } from 'node:crypto';

// Outbound webhook signatures as the Standard Webhooks specification (standardwebhooks.com) defines
// them, so receivers can verify them with any of its libraries: the secret is `whsec_` + base64 of
// random bytes, the key is those bytes, and `webhook-signature: v1,<base64 HMAC-SHA256(key,
// "<webhook-id>.<webhook-timestamp>.<body>")>`.

export const signingSecretPrefix = 'whsec_';

/** A new signing secret: 32 random bytes, base64, behind `whsec_`. */
export function generateSigningSecret(): string {
  return `${signingSecretPrefix}${randomBytes(32).toString('base64')}`;
}

/** The `webhook-signature` header value for one message. */
export function signWebhookMessage(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(signingSecretPrefix.length), 'base64');
  const digest = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}
