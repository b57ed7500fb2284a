import { jwtVerify, SignJWT } from 'jose';

const audience = 'signalboard:auth';

export interface AccessTokenClaims {
  userId: string;
  /** Set on impersonation tokens: the admin who obtained the token. */
  actorId: string | null;
  /** The user's token version when the token was issued; a token is good only while it is still current. */
  version: number;
}

/** HS256 bearer tokens: the subject is the user id. */
export function accessTokens(secret: string, lifetimeSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(user: { id: string; tokenVersion: number }, actorId: string | null = null): Promise<string> {
      const claims = { ver: user.tokenVersion, ...(actorId ? { act: { sub: actorId } } : {}) };
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
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
        // Tokens issued before versions existed carry none: they count as version 0, the column's default.
        const version = payload.ver === undefined ? 0 : payload.ver;
        if (typeof version !== 'number') return null;
        return { userId: payload.sub, actorId: typeof act?.sub === 'string' ? act.sub : null, version };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof accessTokens>;
