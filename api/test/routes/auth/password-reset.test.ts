import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hashSecretToken } from '../../../src/auth/secret-tokens.js';
import { authTokens } from '../../../src/db/schema/index.js';
import { appUrl, buildTestApp, loginRequest, register, tokenFromLink, uniqueEmail } from '../../helper.js';
import { startSmtpCatcher, type CaughtMail } from '../../support/smtp-catcher.js';
import { waitFor } from '../../support/wait-for.js';

// Mail goes through a real SMTP server here (SMTP_URL), as in production.
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Signalboard Test <noreply@signalboard.test>' });
});
afterAll(() => smtp.close());

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
const nthMailTo = (email: string, n: number): Promise<CaughtMail> =>
  waitFor(() => mailsTo(email)[n - 1], `SMTP mail #${n} to ${email}`);
const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password } });

describe('password reset over SMTP', () => {
  it('mails the verification link through SMTP on registration', async () => {
    const email = uniqueEmail();
    await register(app, email);
    const mail = await nthMailTo(email, 1);
    expect(mail.subject).toBe('Verify your e-mail address for Signalboard');
    expect(mail.body).toContain('From: Signalboard Test <noreply@signalboard.test>');
    expect(mail.body).toContain('Content-Type: text/html');
    tokenFromLink(mail.body, '/verify-user');
  });

  it('mails a reset link; the token sets a new password once', async () => {
    const email = uniqueEmail();
    await register(app, email);
    const response = await forgot(email);
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('null');
    const mail = await nthMailTo(email, 2);
    expect(mail.subject).toBe('Reset your Signalboard password');
    expect(mail.body).toContain(`${appUrl}/reset-password?token=`);
    const token = tokenFromLink(mail.body, '/reset-password');

    const done = await reset(token, 'a brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.body).toBe('null');
    expect((await loginRequest(app, email, 'a brand new password')).statusCode).toBe(200);
    expect((await loginRequest(app, email)).json().code).toBe('LOGIN_BAD_CREDENTIALS');

    const reused = await reset(token, 'yet another password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('RESET_PASSWORD_BAD_TOKEN');
  });

  it('makes older reset links useless when a new one is sent', async () => {
    const email = uniqueEmail();
    await register(app, email);
    await forgot(email);
    const older = tokenFromLink((await nthMailTo(email, 2)).body, '/reset-password');
    await forgot(email);
    const newer = tokenFromLink((await nthMailTo(email, 3)).body, '/reset-password');
    expect((await reset(older, 'a brand new password')).json().code).toBe('RESET_PASSWORD_BAD_TOKEN');
    expect((await reset(newer, 'a brand new password')).statusCode).toBe(200);
  });

  it('expires reset links after an hour', async () => {
    const email = uniqueEmail();
    const { id } = await register(app, email);
    await forgot(email);
    const token = tokenFromLink((await nthMailTo(email, 2)).body, '/reset-password');
    const [row] = await app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashSecretToken(token)));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
    await app.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.userId, id));
    expect((await reset(token, 'a brand new password')).json().code).toBe('RESET_PASSWORD_BAD_TOKEN');
  });

  it('refuses a weak new password and leaves the link usable', async () => {
    const email = uniqueEmail();
    await register(app, email);
    await forgot(email);
    const token = tokenFromLink((await nthMailTo(email, 2)).body, '/reset-password');
    for (const weak of ['short', `my ${email} pw`]) {
      const response = await reset(token, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('RESET_PASSWORD_INVALID_PASSWORD');
    }
    expect((await reset(token, 'a good long password')).statusCode).toBe(200);
  });

  it('answers 202 for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail();
    expect((await forgot(email)).statusCode).toBe(202);
    expect((await reset('made-up-token', 'a good long password')).json().code).toBe(
      'RESET_PASSWORD_BAD_TOKEN',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(email)).toHaveLength(0);
  });
});
