import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../helper.js';
import { addGuest, createProject } from '../support/projects.js';
import { signUpMember } from '../support/team.js';
import { waitFor } from '../support/wait-for.js';
import {
  closedAfterTest,
  connection,
  crmTestApp,
  leadCrm,
  ownerWithProject,
  pushLead,
  seedOne,
  waitPushed,
} from './crm-world.js';

// The CRM routes' rules, on HubSpot's fake: who may connect and how, what the settings accept, what a
// failure the user can fix does, the CRM's rate limit, the delivery log, bulk pushes and lead.pushed.
const provider = 'hubspot';
const base = (projectId: string) => `/api/v1/project/${projectId}/crm`;

describe('CRM routes', { timeout: 90_000 }, () => {
  it('connects with a pasted token (owners only), checks it with the CRM and names the field', async () => {
    const { app, fake } = await crmTestApp(provider);
    const { owner, project } = await ownerWithProject(app);
    const member = await signUpMember(app, owner.token);
    const paste = (token: string, as = owner.token) =>
      injectWithLogin(app, as, {
        method: 'PUT',
        url: `${base(project.id)}/${provider}/token`,
        payload: { token },
      });

    const byMember = await paste(fake.privateToken, member.token);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe('CRM_TOKEN_OWNERS_ONLY');

    const wrong = await paste('pat-na1-not-a-real-token');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'CRM_TOKEN_REJECTED', field: 'token' });

    const narrow = await paste(fake.tokenWithoutScopes);
    expect(narrow.statusCode).toBe(422);
    expect(narrow.json().detail).toMatch(/permission|scope/i);
    expect((await connection(app, owner.token, project.id, provider)).status).toBe('disconnected');

    const ok = await paste(fake.privateToken);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'connected', auth_kind: 'token', oauth_available: true });
    // The token never comes back, in any answer.
    const list = await injectWithLogin(app, owner.token, { method: 'GET', url: base(project.id) });
    expect(list.body).not.toContain(fake.privateToken);
  });

  it('says OAuth is not set up (503 naming the variables) on a server without the CRM app', async () => {
    const app = closedAfterTest(await buildTestApp());
    const { owner, project } = await ownerWithProject(app);
    const started = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `${base(project.id)}/pipedrive/connect`,
    });
    expect(started.statusCode).toBe(503);
    expect(started.json().detail).toContain('PIPEDRIVE_CLIENT_ID');
    expect((await connection(app, owner.token, project.id, 'pipedrive')).oauth_available).toBe(false);
  });

  it('keeps settings to what GET answers, refuses another project’s statuses, and guards every route', async () => {
    const { app, fake } = await crmTestApp(provider);
    const { owner, project } = await ownerWithProject(app);
    const url = `${base(project.id)}/${provider}/settings`;
    expect((await injectWithLogin(app, owner.token, { method: 'GET', url })).json().code).toBe(
      'CRM_NOT_CONNECTED',
    );
    await injectWithLogin(app, owner.token, {
      method: 'PUT',
      url: `${base(project.id)}/${provider}/token`,
      payload: { token: fake.privateToken },
    });
    const read = await injectWithLogin(app, owner.token, { method: 'GET', url });
    const settings = read.json<{ rule: Record<string, unknown> }>();
    const same = await injectWithLogin(app, owner.token, { method: 'PUT', url, payload: read.json() });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(read.json());

    const other = await createProject(app, owner.token, 'Other');
    const statuses = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/lead-status-configs/project/${other.id}`,
    });
    const foreign = statuses.json<{ id: string }[]>()[0]!.id;
    const refused = await injectWithLogin(app, owner.token, {
      method: 'PUT',
      url,
      payload: { ...settings, rule: { ...settings.rule, status_ids: [foreign] } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().field).toBe('rule.status_ids');

    // A guest of the project: 403; another organization: 404, on reads and writes alike.
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    const stranger = await signUpWithOrganization(app, 'Stranger');
    for (const [token, status] of [
      [guest.token, 403],
      [stranger.token, 404],
    ] as const) {
      for (const call of [
        { method: 'GET' as const, url: base(project.id) },
        { method: 'GET' as const, url },
        { method: 'GET' as const, url: `${base(project.id)}/${provider}/pushes` },
        { method: 'DELETE' as const, url: `${base(project.id)}/${provider}` },
      ])
        expect((await injectWithLogin(app, token, call)).statusCode, `${call.method} ${call.url}`).toBe(
          status,
        );
    }
    expect((await connection(app, owner.token, project.id, provider)).status).toBe('connected');
  });

  it('breaks on a required CRM property with the CRM’s words and the fix; the push waits, and Resume tries again', async () => {
    const { app, fake } = await crmTestApp(provider);
    const { owner, project } = await ownerWithProject(app);
    await injectWithLogin(app, owner.token, {
      method: 'PUT',
      url: `${base(project.id)}/${provider}/token`,
      payload: { token: fake.privateToken },
    });
    fake.requireProperty('company');
    const leadId = await seedOne(app, project.id);
    await pushLead(app, owner.token, project.id, leadId, provider);
    const broken = await waitFor(async () => {
      const entry = await connection(app, owner.token, project.id, provider);
      return entry.status === 'broken' ? entry : null;
    }, 'the connection to break on the required property');
    expect(broken.broken_code).toBe('validation');
    expect(String(broken.broken_reason)).toContain('company');
    expect(String(broken.broken_reason)).toMatch(/Resume pushes/);

    const log = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `${base(project.id)}/${provider}/pushes`,
    });
    const [entry] = log.json<{ items: { state: string; last_error: string; exchanges: unknown[] }[] }>()
      .items;
    expect(entry!.state).toBe('pending');
    expect(entry!.last_error).toContain('company');
    expect(entry!.exchanges.length).toBeGreaterThan(0);

    // Resume without fixing it: the connection works again until HubSpot refuses the waiting push again.
    const resumed = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `${base(project.id)}/${provider}/resume`,
    });
    expect(resumed.json()).toMatchObject({ status: 'connected', broken_reason: null });
    await waitFor(async () => {
      const again = await connection(app, owner.token, project.id, provider);
      return again.status === 'broken' ? again : null;
    }, 'HubSpot to refuse the push again');
    expect(fake.people()).toHaveLength(0);
  });

  it('waits out the CRM’s rate limit from its own headers, and pushes once', async () => {
    const { app, fake } = await crmTestApp(provider);
    const { owner, project } = await ownerWithProject(app);
    await injectWithLogin(app, owner.token, {
      method: 'PUT',
      url: `${base(project.id)}/${provider}/token`,
      payload: { token: fake.privateToken },
    });
    fake.rateLimitedFor(3_000);
    const leadId = await seedOne(app, project.id);
    const started = Date.now();
    await pushLead(app, owner.token, project.id, leadId, provider);
    const waiting = await waitFor(async () => {
      const entry = await connection(app, owner.token, project.id, provider);
      return entry.waiting_until ? entry : null;
    }, 'the connection to wait on the rate limit');
    expect(waiting.status).toBe('connected');
    await waitPushed(app, owner.token, project.id, leadId, 30_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    expect(fake.notes()).toHaveLength(1);
  });

  it('pushes in bulk once per lead, and announces lead.pushed to subscribed webhooks', async () => {
    // A loopback endpoint the address check lets through (nothing listens: only the planning is looked at).
    const receiver = 'http://127.0.0.1:9';
    const { app, fake } = await crmTestApp(provider, { UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS: receiver });
    const { owner, project } = await ownerWithProject(app);
    await injectWithLogin(app, owner.token, {
      method: 'PUT',
      url: `${base(project.id)}/${provider}/token`,
      payload: { token: fake.privateToken },
    });
    const endpoint = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/project/${project.id}/webhooks`,
      payload: { url: `${receiver}/signalboard`, events: ['lead.pushed'] },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const ids = [
      await seedOne(app, project.id, { author: 'a1' }),
      await seedOne(app, project.id, { author: 'a2' }),
    ];
    const bulk = (leadIds: string[]) =>
      injectWithLogin(app, owner.token, {
        method: 'POST',
        url: `/api/v1/leads/${project.id}/push_to_crm`,
        payload: { provider, lead_ids: leadIds },
      });
    expect((await bulk(ids)).json()).toEqual({ updated: 2 });
    expect((await bulk(ids)).json()).toEqual({ updated: 0 });
    for (const id of ids) await waitPushed(app, owner.token, project.id, id);
    expect(fake.notes()).toHaveLength(2);
    const events = await app.db
      .select({ type: webhookDeliveries.eventType, payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.projectId, project.id));
    expect(events.map((event) => event.type)).toEqual(['lead.pushed', 'lead.pushed']);
    expect(JSON.stringify(events[0]!.payload)).toContain('"provider":"hubspot"');
    const links = await leadCrm(app, owner.token, project.id, ids[0]!);
    expect(links[0]).toMatchObject({ provider, state: 'pushed' });
  });
});
