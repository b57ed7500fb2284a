import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataSources, leads, posts } from '../../../src/db/schema/index.js';
import { signWebhook } from '../../../src/engine/sources/webhook-signature.js';
import { buildTestApp, injectWithLogin } from '../../helper.js';
import { projectWithSignals } from '../../engine/engine-fixtures.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

async function projectWithWebhook() {
  const { owner, project } = await projectWithSignals(app);
  const rotated = await injectWithLogin(app, owner.token, {
    method: 'POST',
    url: `/api/v1/project/${project.id}/webhook/rotate`,
  });
  return { project, secret: rotated.json<{ secret: string }>().secret };
}

function deliver(projectId: string, body: string, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/inbound/${projectId}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

function signed(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  return {
    'x-signalboard-timestamp': String(timestamp),
    'x-signalboard-signature': signWebhook(secret, timestamp, body),
  };
}

const item = {
  title: 'Looking for a simple CRM, HubSpot alternative for a 5-person team',
  body: 'HubSpot got too expensive. What simple CRM do you recommend?',
  url: 'https://forum.example/t/123',
  author: 'jane',
  external_id: 'forum-123',
};

describe('POST /api/v1/inbound/{projectId}', () => {
  it('turns signed items into leads of the webhook platform, once however often they arrive', async () => {
    const { project, secret } = await projectWithWebhook();
    const body = JSON.stringify({ items: [item, { title: 'Second one', body: 'Plain text' }] });
    const response = await deliver(project.id, body, signed(secret, body));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: 2, new_leads: 2, errors: [] });

    const [post] = await app.db.select().from(posts).where(eq(posts.externalId, 'forum-123'));
    expect(post).toMatchObject({ platform: 'webhook', author: 'jane', url: item.url });
    const rows = await app.db.select().from(leads).where(eq(leads.projectId, project.id));
    expect(rows.map((lead) => lead.platform)).toEqual(['webhook', 'webhook']);

    const again = await deliver(project.id, body, signed(secret, body));
    expect(again.json()).toEqual({ received: 2, new_leads: 0, errors: [] });
    const [source] = await app.db.select().from(dataSources).where(eq(dataSources.projectId, project.id));
    expect(source).toMatchObject({ platform: 'webhook', itemsSeen: 4 });
    expect(source!.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('takes a single item too, and names bad items', async () => {
    const { project, secret } = await projectWithWebhook();
    const single = JSON.stringify({ ...item, external_id: 'single-1' });
    const one = await deliver(project.id, single, signed(secret, single));
    expect(one.statusCode).toBe(202);
    expect(one.json()).toMatchObject({ received: 1, new_leads: 1 });

    const bad = JSON.stringify([{ url: 'ftp://nope' }]);
    const refused = await deliver(project.id, bad, signed(secret, bad));
    expect(refused.json()).toEqual({
      received: 1,
      new_leads: 0,
      errors: [{ row: 1, field: 'title', message: expect.any(String) }],
    });
  });

  it('answers 401 WEBHOOK_SIGNATURE_INVALID for a wrong, stale or missing signature, or no webhook', async () => {
    const { project, secret } = await projectWithWebhook();
    const body = JSON.stringify(item);
    const old = Math.floor(Date.now() / 1000) - 301;
    const { project: without } = await projectWithSignals(app);
    const cases = [
      deliver(project.id, body, signed('whsec_wrong', body)),
      deliver(project.id, body, signed(secret, body, old)),
      deliver(project.id, body, {}),
      // The body changed after signing (re-serialised, say).
      deliver(project.id, JSON.stringify({ ...item, title: 'changed' }), signed(secret, body)),
      deliver(without.id, body, signed(secret, body)),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    expect(await app.db.select().from(leads).where(eq(leads.projectId, project.id))).toEqual([]);
  });

  it('cleans a NUL or a lone surrogate out of a pushed post instead of losing it', async () => {
    const { project, secret } = await projectWithWebhook();
    const body = JSON.stringify({
      items: [
        {
          title: 'Need a CRM\u0000 now',
          body: 'Half an emoji \ud83d here',
          author: 'a\u0000b',
          external_id: 'dirty-1',
          tier: { 'k\u0000ey': ['v\udc00'] },
        },
      ],
    });
    const response = await deliver(project.id, body, signed(secret, body));
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ received: 1, new_leads: 1, errors: [] });
    const [post] = await app.db.select().from(posts).where(eq(posts.externalId, 'dirty-1'));
    expect(post).toMatchObject({
      title: 'Need a CRM now',
      body: 'Half an emoji \ufffd here',
      author: 'ab',
      metadata: { extra: { tier: { key: ['v\ufffd'] } } },
    });
  });

  it('answers 400 INVALID_JSON for a signed body that is not JSON', async () => {
    const { project, secret } = await projectWithWebhook();
    const body = '{"items": [';
    const response = await deliver(project.id, body, signed(secret, body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' });
  });
});
