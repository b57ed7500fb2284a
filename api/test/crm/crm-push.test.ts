import { describe, expect, it } from 'vitest';
import { crmProviderIds } from '../../src/crm/crm-types.js';
import { injectWithLogin } from '../helper.js';
import { waitFor } from '../support/wait-for.js';
import {
  connectByOAuth,
  connection,
  crmTestApp,
  leadCrm,
  ownerWithProject,
  pushLead,
  seedOne,
  waitPushed,
} from './crm-world.js';

// The whole story on each CRM, against its local fake in its own wire format: connect by OAuth, push by
// hand (once, however often asked), by rule on Good lead, and what a revoked token does.
describe.each([...crmProviderIds])('pushing leads to %s', { timeout: 90_000 }, (provider) => {
  it('connects by OAuth, pushes a lead once (person + note), and the lead and its history say so', async () => {
    const { app, fake } = await crmTestApp(provider);
    const { owner, project } = await ownerWithProject(app);
    const back = await connectByOAuth(app, owner.token, project.id, provider);
    expect(back.pathname).toBe('/crm-callback');
    expect(back.searchParams.get('status')).toBe('success');
    expect(await connection(app, owner.token, project.id, provider)).toMatchObject({
      status: 'connected',
      auth_kind: 'oauth',
      mapping_confirmed: false,
    });

    const leadId = await seedOne(app, project.id, { author: 'pat_builds', platform: 'reddit' });
    const first = await pushLead(app, owner.token, project.id, leadId, provider);
    const again = await pushLead(app, owner.token, project.id, leadId, provider);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);

    const link = await waitPushed(app, owner.token, project.id, leadId);
    expect(link.record_url).toMatch(/^http/);
    expect(fake.people()).toHaveLength(1);
    expect(fake.crmLeads()).toHaveLength(provider === 'pipedrive' ? 1 : 0);
    const notes = fake.notes();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toContain(`/projects/${project.id}/leads/${leadId}`);

    const history = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/leads/${project.id}/lead/${leadId}/history`,
    });
    const pushed = history
      .json<{ items: { kind: string; actor: { kind: string }; data: Record<string, unknown> }[] }>()
      .items.find((entry) => entry.kind === 'pushed');
    expect(pushed).toMatchObject({ actor: { kind: 'user' }, data: { provider } });

    // A second lead by the same author: the same person, a second note.
    const second = await seedOne(app, project.id, {
      author: 'pat_builds',
      platform: 'reddit',
      title: 'Another',
    });
    await pushLead(app, owner.token, project.id, second, provider);
    await waitPushed(app, owner.token, project.id, second);
    expect(fake.people()).toHaveLength(1);
    expect(fake.notes()).toHaveLength(2);
    expect(await connection(app, owner.token, project.id, provider)).toMatchObject({
      mapping_confirmed: true,
      pushes: { pushed: 2, pending: 0, failed: 0 },
    });
  });

  it('pushes by rule when a lead is marked Good lead, as the rule', async () => {
    const { app, fake } = await crmTestApp(provider);
    const { owner, project } = await ownerWithProject(app);
    await connectByOAuth(app, owner.token, project.id, provider);
    const settings = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/project/${project.id}/crm/${provider}/settings`,
    });
    const body = settings.json<{ rule: Record<string, unknown> }>();
    const saved = await injectWithLogin(app, owner.token, {
      method: 'PUT',
      url: `/api/v1/project/${project.id}/crm/${provider}/settings`,
      payload: { ...body, rule: { ...body.rule, enabled: true, on_good: true } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const leadId = await seedOne(app, project.id);
    const other = await seedOne(app, project.id, { author: 'not_marked' });
    const marked = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/leads/${project.id}/lead/${leadId}/verdict`,
      payload: { verdict: 'good' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    await waitPushed(app, owner.token, project.id, leadId);
    expect(await leadCrm(app, owner.token, project.id, other)).toEqual([]);
    expect(fake.notes()).toHaveLength(1);
  });

  it('breaks on a revoked token with words and the fix, keeps the push, and sends it after a reconnect', async () => {
    const { app, fake } = await crmTestApp(provider);
    const { owner, project } = await ownerWithProject(app);
    await connectByOAuth(app, owner.token, project.id, provider);
    fake.revokeTokens();
    const leadId = await seedOne(app, project.id);
    await pushLead(app, owner.token, project.id, leadId, provider);
    const broken = await waitFor(async () => {
      const entry = await connection(app, owner.token, project.id, provider);
      return entry.status === 'broken' ? entry : null;
    }, 'the connection to break');
    expect(broken.broken_code).toBe('auth');
    expect(String(broken.broken_reason)).toMatch(/again/i);
    expect((await leadCrm(app, owner.token, project.id, leadId))[0]?.state).toBe('pending');

    // Connecting again mends it, and the push that waited goes.
    await connectByOAuth(app, owner.token, project.id, provider);
    expect(await connection(app, owner.token, project.id, provider)).toMatchObject({ status: 'connected' });
    await waitPushed(app, owner.token, project.id, leadId);
    expect(fake.notes()).toHaveLength(1);
  });
});
