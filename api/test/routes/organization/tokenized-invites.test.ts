import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization, uniqueEmail } from '../../helper.js';
import { createLinkInvite, expireInvite, inviteToken } from '../../support/team.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const base = '/api/v1/organization/tokenized-invites';
const preview = (t: string) =>
  app.inject({ method: 'GET', url: `${base}/preview?t=${encodeURIComponent(t)}` });
const answer = (token: string, action: 'accept' | 'reject', t: string) =>
  injectWithLogin(app, token, { method: 'POST', url: `${base}/${action}?t=${encodeURIComponent(t)}` });

describe('/api/v1/organization/tokenized-invites', () => {
  it('creates a link invite whose one-time URL points to the app, stores only its hash', async () => {
    const owner = await signUpWithOrganization(app, 'Linkers');
    const response = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: '/api/v1/organization/invites',
      payload: { email: null, role: 'admin' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ invite_url: string; email: null; id: string }>();
    expect(body.email).toBeNull();
    const t = inviteToken(body.invite_url);
    const stored = await app.db.query.invites.findFirst({ where: (i, { eq }) => eq(i.id, body.id) });
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(t);
    // Listing never shows the link again.
    const list = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: '/api/v1/organization/invites',
    });
    expect(list.body).not.toContain(t);
  });

  it('previews publicly, then a new user accepts it exactly once', async () => {
    const owner = await signUpWithOrganization(app, 'Linkers');
    await app.repositories.users.update(owner.user.id, { firstName: 'Pat' });
    const { t } = await createLinkInvite(app, owner.token, 'admin');
    const shown = await preview(t);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      organization_name: 'Linkers',
      inviter_name: 'Pat',
      email: null,
      role: 'admin',
      status: 'pending',
      expires_at: expect.any(String),
      project: null,
    });

    const joiner = await signUp(app);
    const accepted = await answer(joiner.token, 'accept', t);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ name: 'Linkers', role: 'admin', project_id: null });

    const used = await preview(t);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ code: 'INVITE_USED', detail: 'This invite link was already used.' });
    const second = await signUp(app);
    expect((await answer(second.token, 'accept', t)).json().code).toBe('INVITE_USED');
    expect(
      (await injectWithLogin(app, second.token, { method: 'GET', url: '/api/v1/organization' })).statusCode,
    ).toBe(404);
  });

  it('gives clear codes for unknown, expired, cancelled and rejected links', async () => {
    const owner = await signUpWithOrganization(app);
    const user = await signUp(app);
    const unknown = await preview('not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('INVITE_UNKNOWN');
    expect((await answer(user.token, 'accept', 'not-a-real-token')).json().code).toBe('INVITE_UNKNOWN');

    const late = await createLinkInvite(app, owner.token);
    await expireInvite(app, late.id);
    const expired = await preview(late.t);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      code: 'INVITE_EXPIRED',
      detail: 'This invite link has expired. Ask for a new one.',
    });
    expect((await answer(user.token, 'accept', late.t)).statusCode).toBe(410);

    const gone = await createLinkInvite(app, owner.token);
    await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/organization/invites/${gone.id}/cancel`,
    });
    expect((await preview(gone.t)).json().code).toBe('INVITE_CANCELLED');
    expect((await answer(user.token, 'reject', gone.t)).json().code).toBe('INVITE_CANCELLED');

    const declined = await createLinkInvite(app, owner.token);
    const rejected = await answer(user.token, 'reject', declined.t);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    expect((await answer(user.token, 'accept', declined.t)).json().code).toBe('INVITE_USED');
    expect(
      (await injectWithLogin(app, user.token, { method: 'GET', url: '/api/v1/organization' })).statusCode,
    ).toBe(404);
  });

  it('refuses a caller already in an organization and leaves the link usable', async () => {
    const owner = await signUpWithOrganization(app);
    const { t } = await createLinkInvite(app, owner.token);
    const busy = await signUpWithOrganization(app, 'Elsewhere');
    const response = await answer(busy.token, 'accept', t);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ALREADY_IN_ORGANIZATION');
    expect((await preview(t)).statusCode).toBe(200);
  });

  it('lets only the addressee answer a mailed link', async () => {
    const owner = await signUpWithOrganization(app);
    const email = uniqueEmail('addressee');
    await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: '/api/v1/organization/invites',
      payload: { email, role: 'member' },
    });
    const stored = await app.db.query.invites.findFirst({ where: (i, { eq }) => eq(i.email, email) });
    // The mailed token is not readable back; re-issue one to drive the link as the mail would.
    const t = (await app.repositories.invites.reissue(stored?.id ?? '')) ?? '';
    expect((await preview(t)).json().email).toBe(email);
    const stranger = await signUp(app);
    const refused = await answer(stranger.token, 'accept', t);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('INVITE_FOR_ANOTHER_EMAIL');
    const addressee = await signUp(app, email);
    expect((await answer(addressee.token, 'accept', t)).statusCode).toBe(200);
  });

  it('needs a token and, to answer, a signed-in caller', async () => {
    const missing = await app.inject({ method: 'GET', url: `${base}/preview` });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().field).toBe('t');
    const owner = await signUpWithOrganization(app);
    const { t } = await createLinkInvite(app, owner.token);
    for (const action of ['accept', 'reject']) {
      const response = await app.inject({ method: 'POST', url: `${base}/${action}?t=${t}` });
      expect(response.statusCode).toBe(401);
    }
    expect((await preview(t)).statusCode).toBe(200);
  });
});
