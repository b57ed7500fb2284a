import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  appUrl,
  buildTestApp,
  injectWithLogin,
  signUp,
  signUpWithOrganization,
  uniqueEmail,
} from '../../helper.js';
import { startSmtpCatcher, type CaughtMail } from '../../support/smtp-catcher.js';
import { createProject } from '../../support/projects.js';
import { expireInvite, inviteToken, signUpMember } from '../../support/team.js';
import { waitFor } from '../../support/wait-for.js';
import { isUniqueViolation } from '../../../src/db/errors.js';

// Guest invites by e-mail, mailed through a real SMTP server (SMTP_URL), as in production.
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Signalboard Test <noreply@signalboard.test>' });
});
afterAll(() => smtp.close());

interface GuestInvite {
  id: string;
  project_id: string;
  email: string;
  status: string;
  invited_by: { first_name: string | null; last_name: string | null; email: string } | null;
  created_at: string;
  expires_at: string;
}

const base = (projectId: string) => `/api/v1/project/guests-access/${projectId}/invites`;
const invite = (token: string, projectId: string, email: string) =>
  injectWithLogin(app, token, { method: 'POST', url: base(projectId), payload: { email } });
const list = (token: string, projectId: string) =>
  injectWithLogin(app, token, { method: 'GET', url: base(projectId) });
const act = (token: string, projectId: string, id: string, action: 'cancel' | 'resend') =>
  injectWithLogin(app, token, { method: 'POST', url: `${base(projectId)}/${id}/${action}` });
const preview = (t: string) =>
  app.inject({ method: 'GET', url: `/api/v1/organization/tokenized-invites/preview?t=${t}` });
const answer = (token: string, t: string, how: 'accept' | 'reject' = 'accept') =>
  injectWithLogin(app, token, {
    method: 'POST',
    url: `/api/v1/organization/tokenized-invites/${how}?t=${t}`,
  });
const projectNames = async (token: string) =>
  (await injectWithLogin(app, token, { method: 'GET', url: '/api/v1/project' }))
    .json<{ name: string }[]>()
    .map((p) => p.name);

/** Guest invite mails to `email` (a new account also gets its verification mail). */
const mailsTo = (email: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()) && mail.body.includes('/invite?t='));
/** The Subject header, unfolded (long subjects are folded over lines). */
const subjectOf = (mail: CaughtMail) =>
  /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.body)?.[1]?.replace(/\r?\n[ \t]/g, ' ');
/** The HTML part, where names must arrive escaped. */
const htmlOf = (mail: CaughtMail) => mail.body.slice(mail.body.indexOf('Content-Type: text/html'));
const nthMailTo = (email: string, n: number): Promise<CaughtMail> =>
  waitFor(() => mailsTo(email)[n - 1], `SMTP mail #${n} to ${email}`);

async function invited(token: string, projectId: string, email = uniqueEmail('guest')) {
  const response = await invite(token, projectId, email);
  expect(response.statusCode).toBe(201);
  return { email, invite: response.json<GuestInvite>() };
}

/** The link token of the newest (n-th) mail to `email`. */
const tokenOfMail = async (email: string, n = 1) => inviteToken((await nthMailTo(email, n)).body);

/** An owner with a named organization and project. */
async function scene(projectName = 'Launch radar') {
  const owner = await signUpWithOrganization(app, 'Hosts Inc');
  await app.repositories.users.update(owner.user.id, { firstName: 'Olive', lastName: 'Owner' });
  const project = await createProject(app, owner.token, projectName);
  return { owner, project };
}

describe('inviting a guest by e-mail', () => {
  it('mails the link; a new user signs up with that address, accepts, and sees only that project', async () => {
    const { owner, project } = await scene();
    await createProject(app, owner.token, 'Not shared');
    const { email, invite: created } = await invited(owner.token, project.id);
    expect(created).toEqual({
      id: expect.any(String),
      project_id: project.id,
      email,
      status: 'pending',
      invited_by: { first_name: 'Olive', last_name: 'Owner', email: owner.email },
      created_at: expect.any(String),
      expires_at: expect.any(String),
    });
    const week = new Date(created.expires_at).getTime() - new Date(created.created_at).getTime();
    expect(Math.round(week / 3_600_000)).toBe(7 * 24);

    const mail = await nthMailTo(email, 1);
    expect(subjectOf(mail)).toBe('Olive Owner shared the project Launch radar on Signalboard with you');
    expect(mail.body).toContain('Olive Owner shared the project Launch radar on Signalboard with you.');
    expect(mail.body).toContain(`${appUrl}/invite?t=`);
    const t = inviteToken(mail.body);

    expect((await preview(t)).json()).toEqual({
      organization_name: 'Hosts Inc',
      inviter_name: 'Olive Owner',
      email,
      role: 'member',
      status: 'pending',
      expires_at: created.expires_at,
      project: { id: project.id, name: 'Launch radar' },
    });
    expect((await list(owner.token, project.id)).json<GuestInvite[]>().map((i) => i.id)).toEqual([
      created.id,
    ]);

    const newcomer = await signUp(app, email);
    const accepted = await answer(newcomer.token, t);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      id: owner.organization.id,
      name: 'Hosts Inc',
      project_id: project.id,
    });
    expect(await projectNames(newcomer.token)).toEqual(['Launch radar']);
    expect(await app.repositories.projectGuests.isGuest(project.id, newcomer.user.id)).toBe(true);
    // A guest, not a member: no organization.
    const organization = await injectWithLogin(app, newcomer.token, {
      method: 'GET',
      url: '/api/v1/organization',
    });
    expect(organization.statusCode).toBe(404);

    expect((await list(owner.token, project.id)).json()).toEqual([]);
    expect((await preview(t)).json().code).toBe('INVITE_USED');
    expect((await answer(newcomer.token, t)).json().code).toBe('INVITE_USED');
    // It then is a guest like any other, and cannot be invited again.
    const again = await invite(owner.token, project.id, email.toUpperCase());
    expect([again.statusCode, again.json().code, again.json().field]).toEqual([
      409,
      'GUEST_ALREADY_HAS_ACCESS',
      'email',
    ]);
  });

  it('lets a user of another organization accept and keep their own organization', async () => {
    const { owner, project } = await scene('Shared board');
    const visitor = await signUpWithOrganization(app, 'Visitors Ltd');
    await createProject(app, visitor.token, 'Our own');
    await invited(owner.token, project.id, visitor.email);
    const accepted = await answer(visitor.token, await tokenOfMail(visitor.email));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().project_id).toBe(project.id);
    expect(await projectNames(visitor.token)).toEqual(['Our own', 'Shared board']);
    const own = await injectWithLogin(app, visitor.token, { method: 'GET', url: '/api/v1/organization' });
    expect(own.json()).toMatchObject({ id: visitor.organization.id, role: 'owner' });
  });

  it('accepts as a no-op for someone who joined the organization since', async () => {
    const { owner, project } = await scene();
    const email = uniqueEmail('later-member');
    await invited(owner.token, project.id, email);
    const t = await tokenOfMail(email);
    const person = await signUp(app, email);
    const link = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: '/api/v1/organization/invites',
      payload: { role: 'admin' },
    });
    const joinToken = inviteToken(link.json<{ invite_url: string }>().invite_url);
    expect((await answer(person.token, joinToken)).json().project_id).toBeNull();

    const accepted = await answer(person.token, t);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      id: owner.organization.id,
      role: 'admin',
      project_id: project.id,
    });
    expect(await app.repositories.projectGuests.isGuest(project.id, person.user.id)).toBe(false);
    expect((await preview(t)).json().code).toBe('INVITE_USED');
  });

  it('may be answered only by the addressed account; reject works as for organization invites', async () => {
    const { owner, project } = await scene();
    const { email } = await invited(owner.token, project.id);
    const t = await tokenOfMail(email);
    const stranger = await signUp(app);
    const refused = await answer(stranger.token, t);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'INVITE_FOR_ANOTHER_EMAIL']);
    expect(await app.repositories.projectGuests.isGuest(project.id, stranger.user.id)).toBe(false);

    const addressee = await signUp(app, email);
    const rejected = await answer(addressee.token, t, 'reject');
    expect([rejected.statusCode, rejected.json().status]).toEqual([200, 'rejected']);
    expect((await answer(addressee.token, t)).json().code).toBe('INVITE_USED');
    expect(await projectNames(addressee.token)).toEqual([]);
  });

  it('refuses an expired link, and resending gives a new link and a new week', async () => {
    const { owner, project } = await scene();
    const { email, invite: created } = await invited(owner.token, project.id);
    const oldT = await tokenOfMail(email);
    await expireInvite(app, created.id);
    const person = await signUp(app, email);
    const expired = await answer(person.token, oldT);
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'INVITE_EXPIRED']);
    expect((await preview(oldT)).statusCode).toBe(410);
    // Still pending (the list shows it), so a new invite is refused in favour of resending.
    expect((await list(owner.token, project.id)).json()).toHaveLength(1);
    expect((await invite(owner.token, project.id, email)).json().code).toBe('GUEST_INVITE_PENDING');

    const resent = await act(owner.token, project.id, created.id, 'resend');
    expect(resent.statusCode).toBe(200);
    expect(new Date(resent.json<GuestInvite>().expires_at).getTime()).toBeGreaterThan(Date.now());
    const newT = await tokenOfMail(email, 2);
    expect(newT).not.toBe(oldT);
    expect((await answer(person.token, oldT)).json().code).toBe('INVITE_UNKNOWN');
    expect((await answer(person.token, newT)).statusCode).toBe(200);
    const gone = await act(owner.token, project.id, created.id, 'resend');
    expect([gone.statusCode, gone.json().code]).toEqual([409, 'INVITE_NOT_PENDING']);
  });

  it('refuses a cancelled invite; cancelling twice is 409', async () => {
    const { owner, project } = await scene();
    const { email, invite: created } = await invited(owner.token, project.id);
    const t = await tokenOfMail(email);
    const cancelled = await act(owner.token, project.id, created.id, 'cancel');
    expect([cancelled.statusCode, cancelled.json().status]).toEqual([200, 'cancelled']);
    expect((await list(owner.token, project.id)).json()).toEqual([]);
    const person = await signUp(app, email);
    const refused = await answer(person.token, t);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'INVITE_CANCELLED']);
    expect((await preview(t)).json().code).toBe('INVITE_CANCELLED');
    expect(await app.repositories.projectGuests.isGuest(project.id, person.user.id)).toBe(false);
    expect((await act(owner.token, project.id, created.id, 'cancel')).json().code).toBe('INVITE_NOT_PENDING');
    // Once cancelled, the address may be invited again.
    expect((await invite(owner.token, project.id, email)).statusCode).toBe(201);
  });

  it('answers 409 for a guest, a member, the inviter and a pending invite, naming the field', async () => {
    const { owner, project } = await scene();
    const member = await signUpMember(app, owner.token);
    const guest = await signUp(app);
    await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/project/guests-access/${project.id}/user/${guest.user.id}`,
    });
    const { email: pendingEmail } = await invited(owner.token, project.id);
    const cases: [string, string][] = [
      [guest.email, 'GUEST_ALREADY_HAS_ACCESS'],
      [member.email, 'GUEST_IS_MEMBER'],
      [owner.email.toUpperCase(), 'GUEST_IS_MEMBER'],
      [pendingEmail, 'GUEST_INVITE_PENDING'],
      [pendingEmail.toUpperCase(), 'GUEST_INVITE_PENDING'],
    ];
    for (const [email, code] of cases) {
      const response = await invite(owner.token, project.id, email);
      expect([email, response.statusCode, response.json()]).toEqual([
        email,
        409,
        { code, detail: expect.any(String), field: 'email' },
      ]);
    }
    expect((await list(owner.token, project.id)).json()).toHaveLength(1);
    // A pending invite for the same address on another project is no conflict.
    const other = await createProject(app, owner.token, 'Other');
    expect((await invite(owner.token, other.id, pendingEmail)).statusCode).toBe(201);
  });

  it('keeps one pending invite per project and address, even when requests race', async () => {
    const { owner, project } = await scene();
    const email = `race-${Date.now()}@example.com`;
    // The database itself refuses a second pending invite (what holds when two checks pass at once),
    // whatever the case of the address.
    const first = await app.repositories.invites.create({
      organizationId: owner.organization.id,
      projectId: project.id,
      inviterId: owner.user.id,
      email,
      role: 'member',
    });
    const second = app.repositories.invites.create({
      organizationId: owner.organization.id,
      projectId: project.id,
      inviterId: owner.user.id,
      email: email.toUpperCase(),
      role: 'member',
    });
    await expect(second).rejects.toSatisfy(isUniqueViolation);
    // Once it is answered, the address may be invited again.
    expect((await act(owner.token, project.id, first.id, 'cancel')).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => invite(owner.token, project.id, email)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409))
      expect(refused.json().code).toBe('GUEST_INVITE_PENDING');
    expect((await list(owner.token, project.id)).json()).toHaveLength(1);
  });

  it('refuses a bad address with 422 naming email, and creates nothing', async () => {
    const { owner, project } = await scene();
    for (const email of ['', 'not-an-address', 'a@', `${'x'.repeat(320)}@example.com`]) {
      const response = await invite(owner.token, project.id, email);
      expect([email, response.statusCode, response.json().code, response.json().field]).toEqual([
        email,
        422,
        'VALIDATION_ERROR',
        'email',
      ]);
    }
    expect((await list(owner.token, project.id)).json()).toEqual([]);
  });

  it('lets owners and admins manage guest invites; members get 403, other projects 404', async () => {
    const { owner, project } = await scene();
    const admin = await signUpMember(app, owner.token, 'admin');
    const member = await signUpMember(app, owner.token);
    const byAdmin = await invited(admin.token, project.id);
    expect(byAdmin.invite.invited_by?.email).toBe(admin.email);
    expect((await list(admin.token, project.id)).statusCode).toBe(200);
    for (const response of [
      await invite(member.token, project.id, uniqueEmail()),
      await list(member.token, project.id),
      await act(member.token, project.id, byAdmin.invite.id, 'cancel'),
      await act(member.token, project.id, byAdmin.invite.id, 'resend'),
    ])
      expect([response.statusCode, response.json().code]).toEqual([403, 'GUESTS_FORBIDDEN']);

    // The invite id under another project of the same organization is not found.
    const other = await createProject(app, owner.token, 'Other');
    const elsewhere = await act(owner.token, other.id, byAdmin.invite.id, 'cancel');
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([404, 'INVITE_NOT_FOUND']);
    // Nor is it an organization invite: not listed there, not cancellable there.
    const orgInvites = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: '/api/v1/organization/invites',
    });
    expect(orgInvites.json<{ id: string }[]>().map((i) => i.id)).not.toContain(byAdmin.invite.id);
    const viaOrganization = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/organization/invites/${byAdmin.invite.id}/cancel`,
    });
    expect(viaOrganization.json().code).toBe('INVITE_NOT_FOUND');
    expect((await list(owner.token, project.id)).json<GuestInvite[]>()[0]?.status).toBe('pending');
  });

  it('keeps guest invites out of the addressee’s organization invites', async () => {
    const { owner, project } = await scene();
    const person = await signUp(app);
    await invited(owner.token, project.id, person.email);
    const mine = await injectWithLogin(app, person.token, {
      method: 'GET',
      url: '/api/v1/organization/invites/addressed-to-me',
    });
    expect(mine.json()).toEqual([]);
  });

  it('renders names inert in the mail, and the link dies with the project', async () => {
    const { owner, project } = await scene('<b>Evil</b> & co');
    await app.repositories.users.update(owner.user.id, { firstName: '<img src=x>', lastName: null });
    const { email } = await invited(owner.token, project.id);
    const mail = await nthMailTo(email, 1);
    const html = htmlOf(mail);
    expect(html).toContain('&lt;img src=x&gt; shared the project &lt;b&gt;Evil&lt;/b&gt; &amp; co');
    expect(html).not.toContain('<b>Evil</b>');
    expect(html).not.toContain('<img src=x>');
    const t = inviteToken(mail.body);
    await injectWithLogin(app, owner.token, { method: 'DELETE', url: `/api/v1/project/${project.id}` });
    expect((await preview(t)).json().code).toBe('INVITE_UNKNOWN');
  });
});
