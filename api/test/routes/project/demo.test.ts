import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sampleSignals from '../../../src/engine/sources/sample/sample-signals.json' with { type: 'json' };
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';
import { signUpMember } from '../../support/team.js';

/**
 * POST /api/v1/project/demo: the demo project copied into the caller's organization once (201), then the
 * same one (200); refused to guests and users without an organization (403, saying why); never seen by
 * another organization.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const openDemo = (token: string) =>
  injectWithLogin(app, token, { method: 'POST', url: '/api/v1/project/demo' });
const get = (token: string, url: string) => injectWithLogin(app, token, { method: 'GET', url });

describe('POST /api/v1/project/demo', () => {
  it("creates the demo project in the caller's organization, then answers the same one", async () => {
    const { token, organization } = await signUpWithOrganization(app, 'Newcomer Co');
    const created = await openDemo(token);
    expect(created.statusCode).toBe(201);
    const project = created.json<{ id: string }>();
    expect(project).toMatchObject({
      name: 'Acme CRM leads (demo)',
      website: 'https://acme-crm.example',
      business_description: expect.stringContaining('Acme CRM is a simple, affordable CRM'),
      organization_id: organization.id,
      wizard_step: null,
      enabled_platforms: ['sample'],
      viewer_role: 'owner',
    });

    const signals = await get(token, `/api/v1/leads/${project.id}/intent_signals`);
    expect(signals.json<{ name: string }[]>().map((signal) => signal.name)).toEqual(
      sampleSignals.map((signal) => signal.name),
    );
    const sources = await get(token, `/api/v1/project/${project.id}/data-sources`);
    expect(sources.json()).toEqual([
      expect.objectContaining({ platform: 'sample', enabled: true, poll_interval_seconds: 60 }),
    ]);

    const again = await openDemo(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: project.id, name: 'Acme CRM leads (demo)' });
    const listed = (await get(token, '/api/v1/project')).json<{ id: string }[]>();
    expect(listed.map((p) => p.id)).toEqual([project.id]);
  });

  it('keeps one demo per organization: a member gets the same one, and two calls at once make one', async () => {
    const owner = await signUpWithOrganization(app, 'Busy Co');
    await createProject(app, owner.token, 'Real project');
    const [first, second] = await Promise.all([openDemo(owner.token), openDemo(owner.token)]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 201]);
    const id = first!.json<{ id: string }>().id;
    expect(second!.json<{ id: string }>().id).toBe(id);

    const member = await signUpMember(app, owner.token);
    const forMember = await openDemo(member.token);
    expect(forMember.statusCode).toBe(200);
    expect(forMember.json()).toMatchObject({ id, viewer_role: 'member' });
    const names = (await get(owner.token, '/api/v1/project')).json<{ name: string }[]>().map((p) => p.name);
    expect(names.sort()).toEqual(['Acme CRM leads (demo)', 'Real project']);
  });

  it('refuses a guest and a user without an organization with a 403 that says why', async () => {
    const owner = await signUpWithOrganization(app, 'Host Co');
    const shared = await createProject(app, owner.token, 'Shared project');
    const guest = await signUp(app);
    await addGuest(app, owner.token, shared.id, guest.user.id);
    const loner = await signUp(app);

    for (const token of [guest.token, loner.token]) {
      const response = await openDemo(token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'DEMO_ORGANIZATION_REQUIRED',
        detail: expect.stringMatching(
          /^The demo project is added to your organization, and you are not in one/,
        ),
      });
    }
    // The guest's organization-less account got nothing, and the host organization no demo.
    expect((await get(guest.token, '/api/v1/project')).json<{ id: string }[]>().map((p) => p.id)).toEqual([
      shared.id,
    ]);
    expect((await get(owner.token, '/api/v1/project')).json<unknown[]>()).toHaveLength(1);
  });

  it('answers 401 signed out', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/project/demo' });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ code: string }>().code).toBe('UNAUTHORIZED');
  });

  it("never shows one organization's demo to another, which gets its own", async () => {
    const a = await signUpWithOrganization(app, 'Org A');
    const b = await signUpWithOrganization(app, 'Org B');
    const demoA = (await openDemo(a.token)).json<{ id: string }>();

    expect((await get(b.token, '/api/v1/project')).json()).toEqual([]);
    for (const url of [
      `/api/v1/project/${demoA.id}`,
      `/api/v1/project/${demoA.id}/data-sources`,
      `/api/v1/leads/${demoA.id}?limit=10`,
    ]) {
      const response = await get(b.token, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ code: string }>().code, url).toBe('PROJECT_NOT_FOUND');
    }

    const demoB = await openDemo(b.token);
    expect(demoB.statusCode).toBe(201);
    expect(demoB.json<{ id: string }>().id).not.toBe(demoA.id);
    expect(demoB.body).not.toContain(demoA.id);
    expect((await get(a.token, '/api/v1/project')).json<{ id: string }[]>().map((p) => p.id)).toEqual([
      demoA.id,
    ]);
  });
});
