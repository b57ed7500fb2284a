import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectWithLogin } from '../helper.js';
import { apiUrl, header, unsubscribePath } from '../alerts/email/email-fixtures.js';
import { connectSlack } from '../alerts/slack/slack-oauth.js';
import { startFakeSlack, type FakeSlack } from '../support/fake-slack.js';
import { teamWorld, type TeamWorld } from '../support/lead-team.js';
import { startSmtpCatcher } from '../support/smtp-catcher.js';
import { waitFor } from '../support/wait-for.js';

// Mail goes through a real SMTP server and DMs through a local Slack speaking its wire format.
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let fake: FakeSlack;
let app: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  fake = await startFakeSlack();
  app = await buildTestApp({
    ...fake.env,
    SMTP_URL: smtp.url,
    API_PUBLIC_URL: apiUrl,
    MAIL_FROM: 'Signalboard Test <noreply@signalboard.test>',
  });
});
afterAll(async () => {
  await smtp.close();
  await fake.close();
});

/** The assignment and mention mails to `email` (sign-up sent it a verification mail too). */
const mailsTo = (email: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email) && / (assigned|mentioned) you/.test(mail.subject));
const dmsTo = (slackUserId: string) => fake.posted.filter((message) => message.channel === slackUserId);

async function choose(token: string, assigned: string, mentioned = 'app') {
  const saved = await injectWithLogin(app, token, {
    method: 'PUT',
    url: '/api/v1/notifications/preferences',
    payload: { assigned, mentioned },
  });
  expect(saved.statusCode).toBe(200);
}

const preferences = async (token: string) =>
  (await injectWithLogin(app, token, { method: 'GET', url: '/api/v1/notifications/preferences' })).json<{
    assigned: string;
    slack_fallback: string | null;
  }>();

const assign = (world: TeamWorld, leadId: string, assigneeId: string) =>
  world.call(world.owner.token, 'PUT', `/lead/${leadId}/assignee`, { assignee_id: assigneeId });

describe('delivering personal notifications', () => {
  it('e-mails the assignee who chose e-mail: the lead link and a working one-click unsubscribe', async () => {
    const world = await teamWorld(app);
    const { member, admin, project, leadIds } = world;
    await choose(member.token, 'email');
    expect((await assign(world, leadIds[0]!, member.user.id)).statusCode).toBe(200);
    // The admin kept the default (the bell only): no mail for them.
    await assign(world, leadIds[1]!, admin.user.id);

    const [mail] = await waitFor(() => {
      const mails = mailsTo(member.email);
      return mails.length > 0 ? mails : null;
    }, 'the assignment mail');
    expect(mail!.subject).toMatch(/ assigned you a lead: Lead 0$/);
    expect(mail!.body).toContain(`http://app.signalboard.test/projects/${project.id}/leads/${leadIds[0]}`);
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const path = unsubscribePath(mail!);
    expect(path).toMatch(/^\/api\/v1\/notifications\/unsubscribe\?token=/);

    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    // GET changes nothing (mail scanners open links); the one-click POST does.
    expect((await preferences(member.token)).assigned).toBe('email');
    const unsubscribed = await app.inject({ method: 'POST', url: path });
    expect(unsubscribed.json()).toEqual({ unsubscribed: true, kind: 'assigned' });
    expect((await preferences(member.token)).assigned).toBe('app');
    const url = new URL(path, 'http://api.test');
    // A forged or cut token is a 422 naming it.
    const forged = await app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${encodeURIComponent(url.searchParams.get('token')!.slice(0, -2))}`,
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ field: 'token' });

    // Unsubscribed: the next assignment reaches the bell only.
    await assign(world, leadIds[2]!, member.user.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(member.email)).toHaveLength(1);
    expect(mailsTo(admin.email)).toHaveLength(0);
  });

  it("DMs a mention through the project's Slack workspace, found by the person's e-mail", async () => {
    const world = await teamWorld(app);
    const { owner, member, project, leadIds, call } = world;
    await connectSlack(app, owner.token, project.id);
    fake.addMember(member.email, 'U0MEMBER01');
    await choose(member.token, 'app', 'slack');

    const noted = await call(owner.token, 'POST', `/lead/${leadIds[0]}/notes`, {
      body: 'Can you take this? <!channel>',
      mentioned_user_ids: [member.user.id],
    });
    expect(noted.statusCode).toBe(201);
    const [dm] = await waitFor(() => {
      const dms = dmsTo('U0MEMBER01');
      return dms.length > 0 ? dms : null;
    }, 'the Slack DM');
    // Post and note text are escaped: `<!channel>` pings nobody.
    expect(dm!.text).toContain('mentioned you: Can you take this? &lt;!channel&gt;');
    expect(dm!.text).toContain(`/projects/${project.id}/leads/${leadIds[0]}|Open the lead>`);
    const lookup = fake.calls.find(
      (c) => c.method === 'users.lookupByEmail' && c.params.email === member.email,
    );
    expect(lookup).toBeDefined();
    expect(mailsTo(member.email)).toHaveLength(0);
    expect((await preferences(member.token)).slack_fallback).toBeNull();
  });

  it('falls back to e-mail when the workspace has no such user, or the scope is missing, and says why', async () => {
    const world = await teamWorld(app);
    const { owner, member, admin, project, leadIds } = world;
    await connectSlack(app, owner.token, project.id);
    await choose(member.token, 'slack');
    await assign(world, leadIds[0]!, member.user.id);
    await waitFor(() => (mailsTo(member.email).length > 0 ? true : null), 'the fallback mail');
    expect((await preferences(member.token)).slack_fallback).toMatch(
      /No one in the project's Slack workspace/,
    );

    fake.addMember(admin.email, 'U0ADMIN001');
    await choose(admin.token, 'slack');
    fake.failNext('users.lookupByEmail', { error: 'missing_scope' });
    await assign(world, leadIds[1]!, admin.user.id);
    await waitFor(() => (mailsTo(admin.email).length > 0 ? true : null), 'the fallback mail');
    expect((await preferences(admin.token)).slack_fallback).toMatch(/reconnects Slack/);
    expect(dmsTo('U0ADMIN001')).toHaveLength(0);
  });

  it('falls back to e-mail when the project has no Slack workspace', async () => {
    const world = await teamWorld(app);
    const { member, leadIds } = world;
    await choose(member.token, 'slack');
    await assign(world, leadIds[0]!, member.user.id);
    await waitFor(() => (mailsTo(member.email).length > 0 ? true : null), 'the fallback mail');
    expect((await preferences(member.token)).slack_fallback).toMatch(/no Slack workspace connected/);
  });
});
