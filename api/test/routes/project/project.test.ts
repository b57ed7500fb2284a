import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const listProjects = (token: string) =>
  injectWithLogin(app, token, { method: 'GET', url: '/api/v1/project' });
const createProject = (token: string, payload: unknown) =>
  injectWithLogin(app, token, { method: 'POST', url: '/api/v1/project', payload: payload as object });

describe('/api/v1/project', () => {
  it('answers an empty list to a user without an organization', async () => {
    const { token } = await signUp(app);
    const response = await listProjects(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 403 ORGANIZATION_REQUIRED to a creation without an organization', async () => {
    const { token } = await signUp(app);
    const response = await createProject(token, { name: 'Lonely' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'ORGANIZATION_REQUIRED',
      detail: 'Create or join an organization first.',
    });
  });

  it("creates projects in the caller's organization and lists them oldest first", async () => {
    const { token, organization } = await signUpWithOrganization(app);
    const first = await createProject(token, { name: 'Acme CRM leads' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      name: 'Acme CRM leads',
      business_description: null,
      reply_voice: null,
      website: null,
      use_case: null,
      wizard_step: null,
      organization_id: organization.id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      unread_count: 0,
      enabled_platforms: [],
      lead_threshold: 50,
      excluded_authors: [],
      excluded_communities: [],
      viewer_role: 'owner',
    });
    const second = await createProject(token, { name: 'Second' });
    expect((await listProjects(token)).json()).toEqual([first.json(), second.json()]);
  });

  it('takes the spec-shaped payload {name, business_description} and the wizard answers in one call', async () => {
    const { token } = await signUpWithOrganization(app);
    const created = await createProject(token, {
      name: 'Spec shaped',
      business_description: '  We sell a CRM for small agencies.  ',
      website: 'https://acme.example',
      use_case: null,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Spec shaped',
      business_description: 'We sell a CRM for small agencies.',
      website: 'https://acme.example',
    });
    const blank = await createProject(token, { name: 'Blank', business_description: '   ' });
    expect(blank.json()).toMatchObject({ business_description: null });
    const badSite = await createProject(token, { name: 'Bad', website: 'ftp://acme.example' });
    expect(badSite.statusCode).toBe(422);
    expect(badSite.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      detail: expect.stringMatching(/^website:/),
    });
    const unknown = await createProject(token, { name: 'Odd', budget: 5 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toMatch(/budget/);
  });

  it("never shows another organization's projects", async () => {
    const alice = await signUpWithOrganization(app, 'Alice Co');
    const bob = await signUpWithOrganization(app, 'Bob Co');
    const aliceProject = (await createProject(alice.token, { name: 'Alice secret project' })).json();
    await createProject(bob.token, { name: 'Bob project' });

    const bobSees = (await listProjects(bob.token)).json() as { id: string; organization_id: string }[];
    expect(bobSees.map((p) => p.id)).not.toContain(aliceProject.id);
    expect(bobSees.every((p) => p.organization_id === bob.organization.id)).toBe(true);
    expect((await listProjects(alice.token)).json()).toEqual([aliceProject]);
  });

  it.each([
    [{ name: '' }, 'name: must not be empty', 'name'],
    [{ name: 'y'.repeat(101) }, 'name: must be at most 100 characters long', 'name'],
    [{ name: 'Ok', owner: 'x' }, 'owner: is not an allowed field', 'owner'],
    [
      { name: 'Ok', business_description: 'x'.repeat(5001) },
      'business_description: must be at most 5000 characters long',
      'business_description',
    ],
  ])('answers 422 for %j', async (payload, detail, field) => {
    const { token } = await signUpWithOrganization(app);
    const response = await createProject(token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail, code: 'VALIDATION_ERROR', field });
  });
});
