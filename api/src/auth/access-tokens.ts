import { jwtVerify, SignJWT } from 'jose';

const audience = 'signalboard:auth';

export interface AccessTokenClaims {
  userId: string;
  /** Set on impersonation tokens: the admin who obtained the token. */
  actorId: string | null;
}

/** HS256 bearer tokens: the subject is the user id. */
export function accessTokens(secret: string, lifetimeSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userId: string, actorId: string | null = null): Promise<string> {
      const jwt = new SignJWT(actorId ? { act: { sub: actorId } } : {})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`);
      return jwt.sign(key);
    },

    /** Returns null for any token that is malformed, forged, expired or meant for something else. */
    async read(token: string): Promise<AccessTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { audience, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        const act = payload.act as { sub?: unknown } | undefined;
        return { userId: payload.sub, actorId: typeof act?.sub === 'string' ? act.sub : null };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof accessTokens>;
