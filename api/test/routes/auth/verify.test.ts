import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authTokens } from '../../../src/db/schema/index.js';
import { hashSecretToken } from '../../../src/auth/secret-tokens.js';
import { appUrl, buildTestApp, outboxMailTo, register, tokenFromLink, uniqueEmail } from '../../helper.js';

// Mail goes through the outbox transport here (no SMTP_URL), as in embedded mode.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const verify = (token: string) => app.inject({ method: 'POST', url: '/auth/verify', payload: { token } });

describe('e-mail verification', () => {
  it('mails a verification link on registration; the token verifies the user once', async () => {
    const email = uniqueEmail();
    await register(app, email);
    const mail = await outboxMailTo(app, email);
    expect(mail.subject).toBe('Verify your e-mail address for Signalboard');
    expect(mail.text).toContain(`${appUrl}/verify-user?token=`);
    expect(mail.html).toContain(`${appUrl}/verify-user?token=`);
    const token = tokenFromLink(mail.text, '/verify-user');

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email, is_verified: true });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('VERIFY_USER_BAD_TOKEN');
  });

  it('stores only the sha256 of the token', async () => {
    const email = uniqueEmail();
    const { id } = await register(app, email);
    const token = tokenFromLink((await outboxMailTo(app, email)).text, '/verify-user');
    const rows = await app.db.select().from(authTokens).where(eq(authTokens.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses an unknown token and an expired one', async () => {
    expect((await verify('not-a-real-token')).json().code).toBe('VERIFY_USER_BAD_TOKEN');

    const email = uniqueEmail();
    const { id } = await register(app, email);
    const token = tokenFromLink((await outboxMailTo(app, email)).text, '/verify-user');
    const [row] = await app.db.select().from(authTokens).where(eq(authTokens.userId, id));
    // Issued for 24 hours:
    const lifetime = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(lifetime).toBeCloseTo(24, 1);
    await app.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.userId, id));
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VERIFY_USER_BAD_TOKEN');
  });

  it('says so when the address is already verified', async () => {
    const email = uniqueEmail();
    await register(app, email);
    const firstToken = tokenFromLink((await outboxMailTo(app, email)).text, '/verify-user');
    expect(
      (await app.inject({ method: 'POST', url: '/auth/request-verify-token', payload: { email } }))
        .statusCode,
    ).toBe(202);
    const secondToken = tokenFromLink((await outboxMailTo(app, email, 2)).text, '/verify-user');
    expect(secondToken).not.toBe(firstToken);

    expect((await verify(firstToken)).statusCode).toBe(200);
    const response = await verify(secondToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VERIFY_USER_ALREADY_VERIFIED',
      detail: 'This e-mail address is already verified.',
    });
  });

  it('answers 202 to request-verify-token whatever the address, and mails only unverified users', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/auth/request-verify-token',
      payload: { email: uniqueEmail() },
    });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe('null');

    const email = uniqueEmail();
    await register(app, email);
    const token = tokenFromLink((await outboxMailTo(app, email)).text, '/verify-user');
    await verify(token);
    const verified = await app.inject({
      method: 'POST',
      url: '/auth/request-verify-token',
      payload: { email },
    });
    expect(verified.statusCode).toBe(202);
    // Give the queue time to deliver anything it was (wrongly) given.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mails = (await app.repositories.outbox.listNewestFirst()).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
  });
});
