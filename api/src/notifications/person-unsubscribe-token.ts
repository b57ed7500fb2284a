import { createHmac, timingSafeEqual } from 'node:crypto';
import { configuredKeyMaterial, derivedKey } from '../crypto/derived-key.js';
import { personNotificationKinds, type PersonNotificationKind } from '../db/schema/index.js';

/** Who a personal mail's unsubscribe link is for: one person, one kind of notification. */
export interface PersonUnsubscribeSubject {
  userId: string;
  kind: PersonNotificationKind;
}

const info = 'signalboard person notification unsubscribe v1';

/**
 * Like the lead mail's links (alerts/email/unsubscribe-token.ts) but under their own key label: the user
 * and the kind in clear plus an HMAC-SHA256 of both. No row, no expiry (RFC 8058 asks links to keep working).
 */
export function personUnsubscribeTokens(config: { secretsKey: string | null; jwtSecret: string | null }) {
  const key = derivedKey(configuredKeyMaterial(config, 'sign unsubscribe links'), info);
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign({ userId, kind }: PersonUnsubscribeSubject): string {
      const payload = Buffer.from(JSON.stringify([userId, kind])).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token: string): PersonUnsubscribeSubject | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        if (!Array.isArray(parsed) || parsed.length !== 2) return null;
        const [userId, kind] = parsed as unknown[];
        if (typeof userId !== 'string' || !personNotificationKinds.includes(kind as PersonNotificationKind))
          return null;
        return { userId, kind: kind as PersonNotificationKind };
      } catch {
        return null;
      }
    },
  };
}

export type PersonUnsubscribeTokens = ReturnType<typeof personUnsubscribeTokens>;
