import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authThrottles, feedback } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const send = (token: string, query: Record<string, string>) =>
  injectWithLogin(app, token, { method: 'POST', url: '/api/v1/feedback', query });

const stored = async (id: string) => (await app.db.select().from(feedback).where(eq(feedback.id, id)))[0];

describe('POST /api/v1/feedback', () => {
  it('stores the feedback with its author, organization and page', async () => {
    const owner = await signUpWithOrganization(app);
    const response = await send(owner.token, { feedback: '  Love the lead list!  ', page: '/projects' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await stored(id)).toMatchObject({
      userId: owner.user.id,
      organizationId: owner.organization.id,
      page: '/projects',
      feedback: 'Love the lead list!',
    });
  });

  it('takes feedback from someone without an organization, and checks its length', async () => {
    const { token, user } = await signUp(app);
    const response = await send(token, { feedback: 'Hello' });
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().id)).toMatchObject({
      userId: user.id,
      organizationId: null,
      page: null,
    });

    for (const text of ['', '   ', 'x'.repeat(5001)]) {
      const refused = await send(token, { feedback: text });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'feedback' });
    }
  });

  it('needs a sign-in and is rate limited like sign-in', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/feedback?feedback=hi' })).statusCode).toBe(401);
    // On PostgreSQL route limits are counted in one table every app on the database shares: the earlier
    // tests' feedback from 127.0.0.1 would already exceed this app's limit of 3.
    await app.db.delete(authThrottles);
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    const { token } = await signUp(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await injectWithLogin(limited, token, {
        method: 'POST',
        url: '/api/v1/feedback',
        query: { feedback: `note ${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('takes the text from a JSON body, long UTF-8 included, and the body wins over the query', async () => {
    const owner = await signUpWithOrganization(app);
    // 5,000 accented letters: 30,000 characters once URL-encoded, too long for a URL, fine in a body.
    const long = 'é'.repeat(5000);
    const viaBody = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: '/api/v1/feedback',
      payload: { feedback: long, page: '/team' },
    });
    expect(viaBody.statusCode).toBe(201);
    expect(await stored(viaBody.json().id)).toMatchObject({ feedback: long, page: '/team' });

    const both = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: '/api/v1/feedback',
      query: { feedback: 'from the query', page: '/query' },
      payload: { feedback: '  from the body  ' },
    });
    expect(both.statusCode).toBe(201);
    expect(await stored(both.json().id)).toMatchObject({ feedback: 'from the body', page: null });
  });

  it('checks the body like the query: limits, unknown fields, and a missing text', async () => {
    const { token } = await signUp(app);
    const post = (payload?: object) =>
      injectWithLogin(app, token, { method: 'POST', url: '/api/v1/feedback', payload });
    for (const payload of [
      { feedback: '' },
      { feedback: ' \n ' },
      { feedback: 'é'.repeat(5001) },
      {},
      { page: '/x' },
    ]) {
      const refused = await post(payload);
      expect([refused.statusCode, refused.json().field]).toEqual([422, 'feedback']);
    }
    const extra = await post({ feedback: 'hi', admin: true });
    expect(extra.statusCode).toBe(422);
    const nothing = await post();
    expect(nothing.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'feedback' });
    expect(nothing.json().detail).toMatch(/^feedback: /);
    const notJson = await injectWithLogin(app, token, {
      method: 'POST',
      url: '/api/v1/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"feedback": ',
    });
    expect(notJson.statusCode).toBe(400);
  });
});
