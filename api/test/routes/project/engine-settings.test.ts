import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../../helper.js';
import { createProject } from '../../support/projects.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { runWorkers: false });
});

async function ownerWithProject() {
  const owner = await signUpWithOrganization(app);
  return { ...owner, project: await createProject(app, owner.token) };
}

const patch = (token: string, id: string, payload: object) =>
  injectWithLogin(app, token, { method: 'PATCH', url: `/api/v1/project/${id}`, payload });

describe('PATCH /api/v1/project/{id}: lead engine settings', () => {
  it('starts with the defaults and saves threshold and exclusions, trimmed and deduplicated', async () => {
    const { token, project } = await ownerWithProject();
    const before = await injectWithLogin(app, token, { method: 'GET', url: `/api/v1/project/${project.id}` });
    expect(before.json()).toMatchObject({
      lead_threshold: 50,
      excluded_authors: [],
      excluded_communities: [],
    });

    const response = await patch(token, project.id, {
      lead_threshold: 70,
      excluded_authors: [' acme_team ', 'ACME_TEAM', '', 'bot'],
      excluded_communities: ['r/spam ', 'r/spam'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lead_threshold: 70,
      excluded_authors: ['acme_team', 'bot'],
      excluded_communities: ['r/spam'],
    });
    const untouched = await patch(token, project.id, { name: 'Renamed' });
    expect(untouched.json()).toMatchObject({
      name: 'Renamed',
      lead_threshold: 70,
      excluded_authors: ['acme_team', 'bot'],
    });
  });

  it.each([
    [{ lead_threshold: 101 }, 'lead_threshold'],
    [{ lead_threshold: -1 }, 'lead_threshold'],
    [{ lead_threshold: 5.5 }, 'lead_threshold'],
    [{ excluded_authors: Array.from({ length: 101 }, (_, i) => `a${i}`) }, 'excluded_authors'],
    [{ excluded_communities: ['x'.repeat(201)] }, 'excluded_communities.0'],
  ])('answers 422 naming the field for %j', async (payload, field) => {
    const { token, project } = await ownerWithProject();
    const response = await patch(token, project.id, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});
