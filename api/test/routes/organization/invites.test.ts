import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  appUrl,
  buildTestApp,
  injectWithLogin,
  outboxMailTo,
  signUp,
  signUpWithOrganization,
  uniqueEmail,
} from '../../helper.js';
import { expireInvite, inviteToken, signUpMember } from '../../support/team.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  injectWithLogin(app, token, { method, url: `/api/v1/organization${url}`, payload });

async function inviteByEmail(token: string, email: string, role: 'admin' | 'member' = 'member') {
  const response = await call(token, 'POST', '/invites', { email, role });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; invite_url: string | null; status: string }>();
}

describe('/api/v1/organization/invites', () => {
  it('mails an addressed invite with its link, and the addressee accepts it', async () => {
    const owner = await signUpWithOrganization(app, 'Mailers');
    await app.repositories.users.update(owner.user.id, { firstName: 'Olive', lastName: 'Owner' });
    const email = uniqueEmail('invitee');
    const invite = await inviteByEmail(owner.token, email, 'admin');
    expect(invite).toMatchObject({ email, role: 'admin', status: 'pending', invite_url: null });
    expect(invite).toMatchObject({ organization_name: 'Mailers', inviter_name: 'Olive Owner' });

    const mail = await outboxMailTo(app, email);
    expect(mail?.subject).toBe('You are invited to join Mailers on Signalboard');
    expect(mail?.text).toContain('Olive Owner invited you to join Mailers on Signalboard as an admin.');
    const t = inviteToken(mail?.text ?? '');
    expect(mail?.text).toContain(`${appUrl}/invite?t=${t}`);

    const invitee = await signUp(app, email);
    const mine = await call(invitee.token, 'GET', '/invites/addressed-to-me');
    expect(mine.json()).toEqual([expect.objectContaining({ id: invite.id, status: 'pending' })]);
    const accepted = await call(invitee.token, 'POST', `/invites/${invite.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ name: 'Mailers', role: 'admin' });
    expect((await call(invitee.token, 'GET', '/invites/addressed-to-me')).json()).toEqual([]);

    const again = await call(invitee.token, 'POST', `/invites/${invite.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVITE_NOT_PENDING');
    const list = (await call(owner.token, 'GET', '/invites')).json<{ id: string; status: string }[]>();
    expect(list.find((i) => i.id === invite.id)?.status).toBe('accepted');
  });

  it('takes the spec-shaped payload {email}: the invitee joins as a member', async () => {
    const owner = await signUpWithOrganization(app, 'Spec Shaped');
    const email = uniqueEmail('spec-invitee');
    const response = await call(owner.token, 'POST', '/invites', { email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, role: 'member', status: 'pending' });
    const link = await call(owner.token, 'POST', '/invites', {});
    expect(link.statusCode).toBe(201);
    expect(link.json()).toMatchObject({ email: null, role: 'member' });
    const wrong = await call(owner.token, 'POST', '/invites', { email, role: 'owner' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toMatch(/^role:/);
  });

  it('resends a pending addressed invite with a new link; the old one stops working', async () => {
    const owner = await signUpWithOrganization(app);
    const email = uniqueEmail('resend');
    const invite = await inviteByEmail(owner.token, email);
    const first = inviteToken((await outboxMailTo(app, email, 1))?.text ?? '');
    const resent = await call(owner.token, 'POST', `/invites/${invite.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const second = inviteToken((await outboxMailTo(app, email, 2))?.text ?? '');
    expect(second).not.toBe(first);
    const preview = (t: string) =>
      app.inject({ method: 'GET', url: `/api/v1/organization/tokenized-invites/preview?t=${t}` });
    expect((await preview(first)).json().code).toBe('INVITE_UNKNOWN');
    expect((await preview(second)).statusCode).toBe(200);

    const { id: linkId } = (await call(owner.token, 'POST', '/invites', { role: 'member' })).json<{
      id: string;
    }>();
    expect((await call(owner.token, 'POST', `/invites/${linkId}/resend`)).json().code).toBe(
      'INVITE_NOT_ADDRESSED',
    );
    await call(owner.token, 'POST', `/invites/${invite.id}/cancel`);
    expect((await call(owner.token, 'POST', `/invites/${invite.id}/resend`)).json().code).toBe(
      'INVITE_NOT_PENDING',
    );
  });

  it('lets the addressee reject, and nothing moves after that', async () => {
    const owner = await signUpWithOrganization(app);
    const email = uniqueEmail('rejecter');
    const invite = await inviteByEmail(owner.token, email);
    const invitee = await signUp(app, email);
    const rejected = await call(invitee.token, 'POST', `/invites/${invite.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    for (const action of ['accept', 'reject']) {
      expect((await call(invitee.token, 'POST', `/invites/${invite.id}/${action}`)).json().code).toBe(
        'INVITE_NOT_PENDING',
      );
    }
    expect((await call(owner.token, 'POST', `/invites/${invite.id}/cancel`)).json().code).toBe(
      'INVITE_NOT_PENDING',
    );
    expect((await call(invitee.token, 'GET', '')).statusCode).toBe(404);
  });

  it('hides addressed invites from everyone but the addressee', async () => {
    const owner = await signUpWithOrganization(app);
    const invite = await inviteByEmail(owner.token, uniqueEmail('someone'));
    const stranger = await signUp(app);
    const response = await call(stranger.token, 'POST', `/invites/${invite.id}/accept`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('INVITE_NOT_FOUND');
    expect((await call(owner.token, 'POST', `/invites/${invite.id}/accept`)).statusCode).toBe(404);
  });

  it('answers 409 ALREADY_IN_ORGANIZATION to an addressee who has an organization', async () => {
    const owner = await signUpWithOrganization(app);
    const busy = await signUpWithOrganization(app, 'Elsewhere');
    const invite = await inviteByEmail(owner.token, busy.email);
    const response = await call(busy.token, 'POST', `/invites/${invite.id}/accept`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ALREADY_IN_ORGANIZATION');
    const list = (await call(owner.token, 'GET', '/invites')).json<{ id: string; status: string }[]>();
    expect(list.find((i) => i.id === invite.id)?.status).toBe('pending');
  });

  it('answers 410 INVITE_EXPIRED after seven days', async () => {
    const owner = await signUpWithOrganization(app);
    const email = uniqueEmail('late');
    const invite = await inviteByEmail(owner.token, email);
    const created = (await call(owner.token, 'GET', '/invites')).json<
      { expires_at: string; created_at: string }[]
    >()[0];
    const lifetime = Date.parse(created?.expires_at ?? '') - Date.parse(created?.created_at ?? '');
    expect(Math.round(lifetime / 3_600_000)).toBe(7 * 24);
    await expireInvite(app, invite.id);
    const invitee = await signUp(app, email);
    expect((await call(invitee.token, 'GET', '/invites/addressed-to-me')).json()).toEqual([]);
    const response = await call(invitee.token, 'POST', `/invites/${invite.id}/accept`);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('INVITE_EXPIRED');
  });

  it('lets owners, admins and the inviter cancel, and no other member', async () => {
    const owner = await signUpWithOrganization(app);
    const admin = await signUpMember(app, owner.token, 'admin');
    const member = await signUpMember(app, owner.token);
    const byAdmin = await inviteByEmail(admin.token, uniqueEmail('a'));
    const byOwner = await inviteByEmail(owner.token, uniqueEmail('b'));

    const refused = await call(member.token, 'POST', `/invites/${byOwner.id}/cancel`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('INVITE_CANCEL_FORBIDDEN');
    const cancelled = await call(admin.token, 'POST', `/invites/${byAdmin.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await call(admin.token, 'POST', `/invites/${byOwner.id}/cancel`)).statusCode).toBe(200);

    // An admin made a member keeps the right to cancel the invites they sent.
    const later = await inviteByEmail(admin.token, uniqueEmail('c'));
    await injectWithLogin(app, owner.token, {
      method: 'PATCH',
      url: `/api/v1/organization/members/${admin.user.id}`,
      payload: { role: 'member' },
    });
    expect((await call(admin.token, 'POST', `/invites/${later.id}/cancel`)).statusCode).toBe(200);
  });

  it('lets only owners and admins invite', async () => {
    const owner = await signUpWithOrganization(app);
    const member = await signUpMember(app, owner.token);
    const response = await call(member.token, 'POST', '/invites', { role: 'member' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'INVITE_FORBIDDEN',
      detail: 'Only owners and admins can invite people.',
    });
  });

  it('refuses inviting a member or a second pending invite to one address', async () => {
    const owner = await signUpWithOrganization(app);
    const member = await signUpMember(app, owner.token);
    expect(
      (await call(owner.token, 'POST', '/invites', { email: member.email, role: 'member' })).json().code,
    ).toBe('ALREADY_MEMBER');
    const email = uniqueEmail('twice');
    await inviteByEmail(owner.token, email);
    const second = await call(owner.token, 'POST', '/invites', { email: email.toUpperCase(), role: 'admin' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('INVITE_ALREADY_PENDING');
  });

  it.each([
    [{ role: 'owner' }, 'role'],
    [{ role: 'member', email: 'not-an-address' }, 'email'],
    [{ role: 'member', email: 42 }, 'email'],
    [{ role: 'member', team: 'x' }, 'team'],
  ])('answers 422 naming the field for %j', async (payload, field) => {
    const owner = await signUpWithOrganization(app);
    const response = await call(owner.token, 'POST', '/invites', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(response.json().detail).toMatch(new RegExp(`^${field}: `));
  });
});
