import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, injectWithLogin, signUp } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const getOrganization = (token: string) =>
  injectWithLogin(app, token, { method: 'GET', url: '/api/v1/organization' });
const createOrganization = (token: string, payload: unknown) =>
  injectWithLogin(app, token, { method: 'POST', url: '/api/v1/organization', payload: payload as object });

describe('/api/v1/organization', () => {
  it('answers 404 ORGANIZATION_NOT_FOUND while the user has none', async () => {
    const { token } = await signUp(app);
    const response = await getOrganization(token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ORGANIZATION_NOT_FOUND', detail: 'Organization not found' });
  });

  it('creates the organization with the caller as owner', async () => {
    const { token } = await signUp(app);
    const created = await createOrganization(token, {
      name: '  Acme Inc  ',
      website: 'https://acme.example',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      name: 'Acme Inc',
      website: 'https://acme.example',
      created_at: expect.any(String),
      role: 'owner',
    });
    expect((await getOrganization(token)).json()).toEqual(created.json());
  });

  it('accepts a missing or null website', async () => {
    for (const payload of [{ name: 'No site' }, { name: 'Null site', website: null }]) {
      const { token } = await signUp(app);
      const response = await createOrganization(token, payload);
      expect(response.statusCode).toBe(201);
      expect(response.json().website).toBeNull();
    }
  });

  it('answers 409 ALREADY_IN_ORGANIZATION to a second creation', async () => {
    const { token } = await signUp(app);
    await createOrganization(token, { name: 'First' });
    const second = await createOrganization(token, { name: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_IN_ORGANIZATION');
    expect((await getOrganization(token)).json().name).toBe('First');
  });

  it('keeps one organization per user under concurrent creations', async () => {
    const { token } = await signUp(app);
    const responses = await Promise.all(
      [1, 2, 3].map((n) => createOrganization(token, { name: `Race ${n}` })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    [{ name: '' }, 'name: must not be empty', 'name'],
    [{ name: '   ' }, 'name: must not be blank', 'name'],
    [{ name: 'x'.repeat(101) }, 'name: must be at most 100 characters long', 'name'],
    [{}, 'name: is required', 'name'],
    [{ name: 'Acme', website: 42 }, 'website: must be a string', 'website'],
    [{ name: 'Acme', plan: 'gold' }, 'plan: is not an allowed field', 'plan'],
  ])('answers 422 for %j', async (payload, detail, field) => {
    const { token } = await signUp(app);
    const response = await createOrganization(token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail, code: 'VALIDATION_ERROR', field });
  });
});
