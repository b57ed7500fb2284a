import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, slackConnections, slackMessages, slackOauthStates } from '../../../src/db/schema/index.js';
import { appUrl, buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import type { FakeSlack } from '../../support/fake-slack.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject } from '../../support/projects.js';
import { signUpMember } from '../../support/team.js';
import { approveInSlack, connectSlack, finishCallback, startConnect } from './slack-oauth.js';
import { buildSlackTestApp, ownerWithProject } from './slack-test-app.js';

let fake: FakeSlack;
let app: FastifyInstance;

beforeAll(async () => {
  ({ fake, app } = await buildSlackTestApp({ runWorkers: false }));
});

function connection(token: string, projectId: string) {
  return injectWithLogin(app, token, { method: 'GET', url: `/slack/${projectId}/connection` });
}

function callbackOutcome(location: URL) {
  expect(`${location.origin}${location.pathname}`).toBe(`${appUrl}/slack-callback`);
  return Object.fromEntries(location.searchParams);
}

describe('Slack OAuth', () => {
  it('connects a project: state bound to the caller, code exchanged, token stored sealed and never shown', async () => {
    const { owner, project } = await ownerWithProject(app);
    expect((await connection(owner.token, project.id)).json()).toEqual({
      status: 'disconnected',
      team_id: null,
      team_name: null,
      channel_id: null,
      channel_name: null,
      connected_at: null,
      broken_code: null,
      broken_reason: null,
      configured: true,
      detail: null,
    });

    const authorize = await startConnect(app, owner.token, project.id);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(fake.authorizeUrl);
    expect(authorize.searchParams.get('client_id')).toBe(fake.env.SLACK_CLIENT_ID);
    expect(authorize.searchParams.get('scope')).toBe(
      'chat:write,chat:write.public,channels:read,groups:read,channels:join,users:read.email',
    );
    expect(authorize.searchParams.get('redirect_uri')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/slack\/oauth-callback$/,
    );
    const state = authorize.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(40);
    const [stored] = await app.db
      .select()
      .from(slackOauthStates)
      .where(eq(slackOauthStates.projectId, project.id));
    expect(stored?.stateHash).not.toBe(state);
    expect(stored?.userId).toBe(owner.user.id);

    const landing = await finishCallback(app, await approveInSlack(authorize));
    expect(callbackOutcome(landing)).toEqual({ status: 'success', project_id: project.id });

    const exchange = fake.calls.find((call) => call.method === 'oauth.v2.access')!;
    expect(exchange.params.redirect_uri).toBe(authorize.searchParams.get('redirect_uri'));
    const [row] = await app.db
      .select()
      .from(slackConnections)
      .where(eq(slackConnections.projectId, project.id));
    const issued = fake.calls.filter((call) => call.method === 'oauth.v2.access').length;
    expect(issued).toBeGreaterThan(0);
    expect(row!.botTokenSealed).not.toMatch(/xoxb-/);
    expect(row!.connectedBy).toBe(owner.user.id);
    const shown = await connection(owner.token, project.id);
    expect(shown.body).not.toMatch(/xoxb-/);
    expect(shown.json()).toMatchObject({
      status: 'connected',
      team_id: fake.team.id,
      team_name: fake.team.name,
      channel_id: null,
      broken_code: null,
    });
    expect(Date.parse(shown.json<{ connected_at: string }>().connected_at)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    // The state is single use: the same redirect again is refused.
    expect(
      await app.db.select().from(slackOauthStates).where(eq(slackOauthStates.projectId, project.id)),
    ).toEqual([]);
  });

  it('refuses a reused state, an expired one, an unknown one and a denied approval, each by its reason', async () => {
    const { owner, project } = await ownerWithProject(app);
    const back = await approveInSlack(await startConnect(app, owner.token, project.id));
    expect(callbackOutcome(await finishCallback(app, back)).status).toBe('success');
    expect(callbackOutcome(await finishCallback(app, back))).toEqual({
      status: 'error',
      reason: 'invalid_state',
    });

    const expiring = await approveInSlack(await startConnect(app, owner.token, project.id));
    await app.db
      .update(slackOauthStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(slackOauthStates.projectId, project.id));
    expect(callbackOutcome(await finishCallback(app, expiring))).toEqual({
      status: 'error',
      reason: 'invalid_state',
    });

    const unknown = new URL(back);
    unknown.searchParams.set('state', 'made-up-state');
    expect(callbackOutcome(await finishCallback(app, unknown))).toEqual({
      status: 'error',
      reason: 'invalid_state',
    });
    const noState = new URL(back);
    noState.searchParams.delete('state');
    expect(callbackOutcome(await finishCallback(app, noState)).reason).toBe('invalid_state');

    fake.denyNextAuthorization();
    const denied = await approveInSlack(await startConnect(app, owner.token, project.id));
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(callbackOutcome(await finishCallback(app, denied))).toEqual({
      status: 'error',
      reason: 'access_denied',
      project_id: project.id,
    });
  });

  it('refuses a state whose user left the organization, and a code Slack does not exchange', async () => {
    const { owner, project } = await ownerWithProject(app);
    const member = await signUpMember(app, owner.token);
    const back = await approveInSlack(await startConnect(app, member.token, project.id));
    const left = await injectWithLogin(app, member.token, {
      method: 'POST',
      url: '/api/v1/organization/leave',
    });
    expect(left.statusCode).toBeLessThan(300);
    expect(callbackOutcome(await finishCallback(app, back))).toEqual({
      status: 'error',
      reason: 'invalid_state',
    });

    const badCode = await approveInSlack(await startConnect(app, owner.token, project.id));
    badCode.searchParams.set('code', 'not-a-code-slack-gave');
    expect(callbackOutcome(await finishCallback(app, badCode))).toEqual({
      status: 'error',
      reason: 'exchange_failed',
      project_id: project.id,
    });
    expect((await connection(owner.token, project.id)).json()).toMatchObject({ status: 'disconnected' });
  });
});

describe('Slack channels and connection', () => {
  it('lists every page of channels, sorted by name, public ones and the private one the app is in', async () => {
    const { owner, project } = await ownerWithProject(app);
    const notConnected = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/slack/${project.id}/channels`,
    });
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json()).toMatchObject({ code: 'SLACK_NOT_CONNECTED' });

    await connectSlack(app, owner.token, project.id);
    const before = fake.calls.length;
    const response = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/slack/${project.id}/channels`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      channels: { id: string; name: string; is_private: boolean; is_member: boolean }[];
      truncated: boolean;
    }>();
    const lists = fake.calls.slice(before).filter((call) => call.method === 'conversations.list');
    expect(lists).toHaveLength(2);
    expect(lists[0]!.params).toMatchObject({
      types: 'public_channel,private_channel',
      exclude_archived: 'true',
    });
    expect(lists[1]!.params.cursor).toBe('dGVhbTpDMDE5Q1Y1RFdNUQ==');
    expect(body.truncated).toBe(false);
    const names = body.channels.map((channel) => channel.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toHaveLength(11);
    expect(names).toContain('general');
    expect(names).toContain('money');
    expect(names).not.toContain('board-room');
    expect(body.channels.find((channel) => channel.name === 'deals')).toEqual({
      id: 'G0DEALS01',
      name: 'deals',
      is_private: true,
      is_member: true,
    });
  });

  it('stops at 2,000 channels and says the list was cut', async () => {
    const { owner, project } = await ownerWithProject(app);
    await connectSlack(app, owner.token, project.id);
    const template = fake.channels.get('C04KB5X4D')!;
    const added = Array.from({ length: 2_100 }, (_, i) => `C9${String(i).padStart(7, '0')}`);
    for (const id of added) fake.channels.set(id, { ...template, id, name: `bulk-${id}`, is_member: false });
    try {
      const response = await injectWithLogin(app, owner.token, {
        method: 'GET',
        url: `/slack/${project.id}/channels`,
      });
      const body = response.json<{ channels: { name: string }[]; truncated: boolean }>();
      expect(body.truncated).toBe(true);
      expect(body.channels).toHaveLength(2_000);
    } finally {
      for (const id of added) fake.channels.delete(id);
    }
  });

  it('joins a public channel before choosing it, and refuses a private channel the app was not invited to', async () => {
    const { owner, project } = await ownerWithProject(app);
    await connectSlack(app, owner.token, project.id);
    const choose = (id: string, name: string) =>
      injectWithLogin(app, owner.token, {
        method: 'POST',
        url: `/slack/${project.id}/update-channel?channel_id=${id}&channel_name=${encodeURIComponent(name)}`,
      });
    fake.channels.get('C04KB5X4Z')!.is_member = false;
    const before = fake.calls.length;
    const chosen = await choose('C04KB5X4Z', 'random');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      status: 'connected',
      channel_id: 'C04KB5X4Z',
      channel_name: 'random',
    });
    expect(fake.calls.slice(before).map((call) => call.method)).toEqual([
      'conversations.info',
      'conversations.join',
    ]);

    const privateOne = await choose('G0SECRET1', 'board-room');
    expect(privateOne.statusCode).toBe(409);
    expect(privateOne.json()).toMatchObject({
      code: 'SLACK_NOT_IN_CHANNEL',
      detail:
        "Signalboard's Slack app is not in #board-room. Type /invite @Signalboard in that channel, then pick it again.",
    });
    const invited = await choose('G0DEALS01', 'deals');
    expect(invited.json()).toMatchObject({ channel_id: 'G0DEALS01', channel_name: 'deals' });

    const bad = await choose('not a channel', 'x');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('mends a connection broken by its channel when another channel is picked', async () => {
    const { owner, project } = await ownerWithProject(app);
    await connectSlack(app, owner.token, project.id);
    await app.db
      .update(slackConnections)
      .set({ status: 'broken', brokenCode: 'channel_not_found', brokenReason: 'gone', channelId: 'C0GONE' })
      .where(eq(slackConnections.projectId, project.id));
    expect((await connection(owner.token, project.id)).json()).toMatchObject({
      status: 'broken',
      broken_code: 'channel_not_found',
      broken_reason: 'gone',
    });
    const chosen = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/slack/${project.id}/update-channel?channel_id=C04KB5X4D&channel_name=general`,
    });
    expect(chosen.json()).toMatchObject({
      status: 'connected',
      broken_code: null,
      broken_reason: null,
      channel_id: 'C04KB5X4D',
    });
  });

  it('sends a test message, and says in words when Slack refuses it', async () => {
    const { owner, project } = await ownerWithProject(app);
    await connectSlack(app, owner.token, project.id);
    const test = () =>
      injectWithLogin(app, owner.token, { method: 'POST', url: `/slack/${project.id}/test` });
    expect((await test()).json()).toMatchObject({ code: 'SLACK_CHANNEL_REQUIRED' });
    await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/slack/${project.id}/update-channel?channel_id=C04KB5X4D&channel_name=general`,
    });
    // The project's name is shown as typed, never as a mention or a link.
    await app.db.update(projects).set({ name: 'R&D <!channel>' }).where(eq(projects.id, project.id));
    const sent = await test();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true });
    expect(fake.posted.at(-1)).toMatchObject({ channel: 'C04KB5X4D' });
    expect(fake.posted.at(-1)!.text).toMatch(/^Signalboard is connected/);
    expect(fake.posted.at(-1)!.text).toBe(
      'Signalboard is connected: new leads of R&amp;D &lt;!channel&gt; will be posted here.',
    );

    fake.failNext('chat.postMessage', { status: 503 });
    const down = await test();
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'SLACK_UNAVAILABLE' });

    fake.failNext('chat.postMessage', { error: 'token_revoked' });
    const revoked = await test();
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json()).toMatchObject({
      code: 'SLACK_CONNECTION_BROKEN',
      detail: expect.stringMatching(/Connect Slack again/),
    });
    expect((await connection(owner.token, project.id)).json()).toMatchObject({
      status: 'broken',
      broken_code: 'token_revoked',
    });
  });

  it('disconnects: revokes the token, forgets it, and gives up on unsent alerts', async () => {
    const { owner, project } = await ownerWithProject(app);
    await connectSlack(app, owner.token, project.id);
    const [leadId] = await seedLeads(app.db, project.id, [{}]);
    await app.db.insert(slackMessages).values({ leadId: leadId!, projectId: project.id });
    const revokedBefore = fake.revoked.length;
    const response = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/slack/${project.id}/disconnect`,
    });
    expect(response.statusCode).toBe(204);
    expect(fake.revoked.length).toBe(revokedBefore + 1);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'auth.revoke', token: fake.revoked.at(-1) });
    expect(
      await app.db.select().from(slackConnections).where(eq(slackConnections.projectId, project.id)),
    ).toEqual([]);
    const [message] = await app.db.select().from(slackMessages).where(eq(slackMessages.leadId, leadId!));
    expect(message).toMatchObject({ state: 'failed', lastError: 'disconnected' });
    expect((await connection(owner.token, project.id)).json()).toMatchObject({ status: 'disconnected' });
    // A token Slack already dropped is still forgotten.
    await connectSlack(app, owner.token, project.id);
    fake.failNext('auth.revoke', { error: 'invalid_auth' });
    expect(
      (await injectWithLogin(app, owner.token, { method: 'DELETE', url: `/slack/${project.id}/disconnect` }))
        .statusCode,
    ).toBe(204);
    expect((await connection(owner.token, project.id)).json()).toMatchObject({ status: 'disconnected' });
  });
});

describe('Slack routes: who may use them', () => {
  const routes = (projectId: string) =>
    [
      ['GET', `/slack/${projectId}/connection`],
      ['GET', `/slack/${projectId}/channels`],
      ['POST', `/slack/${projectId}/connect`],
      ['DELETE', `/slack/${projectId}/disconnect`],
      ['POST', `/slack/${projectId}/update-channel?channel_id=C04KB5X4D&channel_name=general`],
      ['POST', `/slack/${projectId}/test`],
    ] as const;

  it('answers 404 to another organization and to a guest of the project on every route, 401 without a token', async () => {
    const { owner, project } = await ownerWithProject(app);
    await connectSlack(app, owner.token, project.id);
    const stranger = await signUpWithOrganization(app, 'Other Org');
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    for (const [method, url] of routes(project.id)) {
      for (const who of [stranger.token, guest.token]) {
        const response = await injectWithLogin(app, who, { method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
      }
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing changed for the owner.
    expect((await connection(owner.token, project.id)).json()).toMatchObject({ status: 'connected' });
  });

  it('reads the connection as a state (200) and refuses the actions with 503 and what to set when the server has no Slack app', async () => {
    const bare = await buildTestApp({}, { runWorkers: false });
    const owner = await signUpWithOrganization(bare);
    const project = await createProject(bare, owner.token);
    const read = await injectWithLogin(bare, owner.token, {
      method: 'GET',
      url: `/slack/${project.id}/connection`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      status: 'disconnected',
      configured: false,
      detail:
        'This server has no Slack app, so no Slack workspace can be connected: whoever runs Signalboard sets SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET.',
    });
    const actions = routes(project.id).filter(([, path]) => !path.endsWith('/connection'));
    for (const [method, url] of actions) {
      const response = await injectWithLogin(bare, owner.token, { method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(503);
      expect(response.json()).toEqual({
        detail:
          'Slack is not set up on this server: set SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET.',
        code: 'SLACK_NOT_CONFIGURED',
      });
    }
    const callback = await bare.inject({ method: 'GET', url: '/slack/oauth-callback?code=x&state=y' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`${appUrl}/slack-callback?status=error&reason=not_configured`);
    // A second app on the file's database starts slowly on a busy machine.
  }, 120_000);
});
