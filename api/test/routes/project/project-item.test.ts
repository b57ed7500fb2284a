import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';
import { signUpMember } from '../../support/team.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const url = (id: string) => `/api/v1/project/${id}`;
const patch = (token: string, id: string, payload: object) =>
  injectWithLogin(app, token, { method: 'PATCH', url: url(id), payload });

describe('/api/v1/project/{id}', () => {
  it('shows a project to a member and saves each wizard step', async () => {
    const owner = await signUpWithOrganization(app);
    const member = await signUpMember(app, owner.token);
    const created = (
      await injectWithLogin(app, owner.token, {
        method: 'POST',
        url: '/api/v1/project',
        payload: { name: 'Wizard', wizard_step: 2 },
      })
    ).json<{ id: string; wizard_step: number; updated_at: string }>();
    expect(created.wizard_step).toBe(2);

    const read = await injectWithLogin(app, member.token, { method: 'GET', url: url(created.id) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...created, viewer_role: 'member' });

    const saved = await patch(member.token, created.id, {
      website: ' https://acme.example/ ',
      business_description: 'We sell CRM software to small agencies.',
      use_case: 'lead_generation',
      wizard_step: 5,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Wizard',
      website: 'https://acme.example/',
      business_description: 'We sell CRM software to small agencies.',
      use_case: 'lead_generation',
      wizard_step: 5,
    });
    expect(Date.parse(saved.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));

    const finished = await patch(owner.token, created.id, {
      name: '  Renamed ',
      wizard_step: null,
      website: '',
    });
    expect(finished.json()).toMatchObject({ name: 'Renamed', wizard_step: null, website: null });
    expect((await injectWithLogin(app, owner.token, { method: 'GET', url: url(created.id) })).json()).toEqual(
      finished.json(),
    );
  });

  it.each([
    [{ website: 'ftp://acme.example' }, 'website'],
    [{ website: 'not a url' }, 'website'],
    [{ use_case: 'world_domination' }, 'use_case'],
    [{ wizard_step: 7 }, 'wizard_step'],
    [{ wizard_step: 0 }, 'wizard_step'],
    [{ wizard_step: '3' }, 'wizard_step'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ business_description: 'x'.repeat(5001) }, 'business_description'],
    [{ colour: 'red' }, 'colour'],
  ])('answers 422 naming the field for %j', async (payload, field) => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const response = await patch(owner.token, project.id, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(response.json().detail).toMatch(new RegExp(`^${field}: `));
  });

  it('lets guests read their project but not change or delete it', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token, 'Shared');
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);

    const read = await injectWithLogin(app, guest.token, { method: 'GET', url: url(project.id) });
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe('Shared');
    const changed = await patch(guest.token, project.id, { name: 'Mine now' });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().code).toBe('PROJECT_MEMBERS_ONLY');
    const deleted = await injectWithLogin(app, guest.token, { method: 'DELETE', url: url(project.id) });
    expect(deleted.statusCode).toBe(403);
    expect(
      (await injectWithLogin(app, owner.token, { method: 'GET', url: url(project.id) })).json().name,
    ).toBe('Shared');
  });

  it('lets owners and admins delete a project, not members, and takes its guests and sources with it', async () => {
    const owner = await signUpWithOrganization(app);
    const admin = await signUpMember(app, owner.token, 'admin');
    const member = await signUpMember(app, owner.token);
    const project = await createProject(app, owner.token);
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    await injectWithLogin(app, owner.token, {
      method: 'PATCH',
      url: `${url(project.id)}/data-sources`,
      payload: { data_sources: [{ platform: 'hackernews', enabled: true, settings: { keywords: ['crm'] } }] },
    });

    const refused = await injectWithLogin(app, member.token, { method: 'DELETE', url: url(project.id) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'PROJECT_DELETE_FORBIDDEN',
      detail: 'Only owners and admins can delete a project.',
    });

    const deleted = await injectWithLogin(app, admin.token, { method: 'DELETE', url: url(project.id) });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await injectWithLogin(app, owner.token, { method: 'GET', url: url(project.id) })).statusCode,
    ).toBe(404);
    expect(await app.repositories.projectGuests.isGuest(project.id, guest.user.id)).toBe(false);
    expect(await app.repositories.dataSources.listForProject(project.id)).toEqual([]);
    const second = await createProject(app, owner.token, 'Second');
    expect(
      (await injectWithLogin(app, owner.token, { method: 'DELETE', url: url(second.id) })).statusCode,
    ).toBe(204);
  });

  it('answers 404 for unknown ids and 422 for ids that are not ids', async () => {
    const owner = await signUpWithOrganization(app);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await injectWithLogin(app, owner.token, {
        method,
        url: url(randomUUID()),
        ...(method === 'PATCH' ? { payload: { name: 'x' } } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'PROJECT_NOT_FOUND', detail: 'Project not found.' });
    }
    const malformed = await injectWithLogin(app, owner.token, { method: 'GET', url: url('nope') });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().field).toBe('id');
  });
});
