import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundWebhooks, webhookDeliveries } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';
import { signUpMember } from '../../support/team.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

let app: FastifyInstance;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  app = await buildTestApp({ UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS: receiver.origin });
});
afterAll(async () => {
  await receiver.close();
});

async function ownerWithProject() {
  const owner = await signUpWithOrganization(app);
  const project = await createProject(app, owner.token);
  return { owner, project, base: `/api/v1/project/${project.id}/webhooks` };
}

async function createEndpoint(token: string, base: string, payload: object = {}) {
  return injectWithLogin(app, token, {
    method: 'POST',
    url: base,
    payload: { url: receiver.url, events: ['lead.created'], ...payload },
  });
}

describe('outbound webhook endpoints', () => {
  it('creates an endpoint and shows its Standard Webhooks secret once, sealed at rest', async () => {
    const { owner, project, base } = await ownerWithProject();
    const member = await signUpMember(app, owner.token);
    const created = await createEndpoint(member.token, base, {
      events: ['lead.created', 'lead.status_changed'],
      description: '  CRM sync ',
    });
    expect(created.statusCode).toBe(201);
    const { webhook, secret } = created.json<{ webhook: { id: string }; secret: string }>();
    expect(webhook).toMatchObject({
      url: receiver.url,
      events: ['lead.created', 'lead.status_changed'],
      description: 'CRM sync',
      enabled: true,
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);

    const [row] = await app.db.select().from(outboundWebhooks).where(eq(outboundWebhooks.id, webhook.id));
    expect(row!.projectId).toBe(project.id);
    expect(row!.secretSealed).not.toContain(secret.slice('whsec_'.length, 20));
    expect(row!.secretSealed).not.toContain('whsec_');

    // Never again: not in the list, an update, a test or the log.
    const answers = [
      await injectWithLogin(app, owner.token, { method: 'GET', url: base }),
      await injectWithLogin(app, owner.token, {
        method: 'PATCH',
        url: `${base}/${webhook.id}`,
        payload: { enabled: false },
      }),
      await injectWithLogin(app, owner.token, { method: 'POST', url: `${base}/${webhook.id}/test` }),
      await injectWithLogin(app, owner.token, { method: 'GET', url: `${base}/${webhook.id}/deliveries` }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(300);
      expect(answer.body).not.toContain('whsec_');
      expect(answer.body).not.toContain(secret.slice('whsec_'.length));
    }
    expect(answers[0]!.json()).toEqual([expect.objectContaining({ id: webhook.id })]);
  });

  it('updates url, events, description and the switch; deletes; rotates the secret (shown once)', async () => {
    const { owner, base } = await ownerWithProject();
    const { webhook, secret } = (await createEndpoint(owner.token, base)).json<{
      webhook: { id: string };
      secret: string;
    }>();
    const updated = await injectWithLogin(app, owner.token, {
      method: 'PATCH',
      url: `${base}/${webhook.id}`,
      payload: {
        url: `${receiver.url}?team=sales`,
        events: ['lead.status_changed'],
        enabled: false,
        description: 'Status sync',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      url: `${receiver.url}?team=sales`,
      events: ['lead.status_changed'],
      enabled: false,
      description: 'Status sync',
    });

    const rotated = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `${base}/${webhook.id}/rotate-secret`,
    });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<{ secret: string }>().secret;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(secret);

    const deleted = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `${base}/${webhook.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await injectWithLogin(app, owner.token, { method: 'GET', url: base })).json()).toEqual([]);
    const again = await injectWithLogin(app, owner.token, { method: 'DELETE', url: `${base}/${webhook.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'OUTBOUND_WEBHOOK_NOT_FOUND' });
  });

  it('refuses private, loopback, link-local and loopback-resolving addresses at save (422 naming url)', async () => {
    const { owner, base } = await ownerWithProject();
    const { webhook } = (await createEndpoint(owner.token, base)).json<{ webhook: { id: string } }>();
    const blocked = [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://localhost/hook',
      // The receiver's own port under another name is not the allow-listed origin.
      `http://localhost:${receiver.port}/hooks/signalboard`.replace('http:', 'https:'),
      'https://[::ffff:127.0.0.1]/hook',
    ];
    for (const url of blocked) {
      for (const response of [
        await createEndpoint(owner.token, base, { url }),
        await injectWithLogin(app, owner.token, {
          method: 'PATCH',
          url: `${base}/${webhook.id}`,
          payload: { url },
        }),
      ]) {
        expect(response.statusCode, url).toBe(422);
        expect(response.json(), url).toMatchObject({ code: 'WEBHOOK_URL_BLOCKED', field: 'url' });
      }
    }
    const list = (await injectWithLogin(app, owner.token, { method: 'GET', url: base })).json<unknown[]>();
    expect(list).toHaveLength(1);
    expect(receiver.requests).toBe(0);
  });

  it('answers 422 naming the field for bad input, and 409 past 10 endpoints', async () => {
    const { owner, base } = await ownerWithProject();
    const cases: [object, string, string][] = [
      [{ url: 'http://example.com/hook' }, 'url', 'WEBHOOK_URL_INVALID'],
      [{ url: 'ftp://example.com/hook' }, 'url', 'WEBHOOK_URL_INVALID'],
      [{ url: 'not a url' }, 'url', 'WEBHOOK_URL_INVALID'],
      [{ url: 'https://user:pw@example.com/hook' }, 'url', 'WEBHOOK_URL_INVALID'],
      [{ url: '' }, 'url', 'VALIDATION_ERROR'],
      [{ events: [] }, 'events', 'VALIDATION_ERROR'],
      [{ events: ['lead.deleted'] }, 'events', 'VALIDATION_ERROR'],
      [{ events: 'lead.created' }, 'events', 'VALIDATION_ERROR'],
      [{ description: 'x'.repeat(201) }, 'description', 'VALIDATION_ERROR'],
      [{ description: 'CRM\u0000sync' }, 'description', 'VALIDATION_ERROR'],
      [{ secret: 'whsec_mine' }, 'secret', 'VALIDATION_ERROR'],
    ];
    for (const [payload, field, code] of cases) {
      const response = await createEndpoint(owner.token, base, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const body = response.json<{ field: string; code: string; detail: string }>();
      expect(body.code, JSON.stringify(payload)).toBe(code);
      expect(body.field.startsWith(field), `${body.field} for ${JSON.stringify(payload)}`).toBe(true);
      expect(body.detail).toContain(field);
    }
    const missing = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: base,
      payload: { events: ['lead.created'] },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ field: 'url' });
    const badQuery = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `${base}/00000000-0000-4000-8000-000000000000/deliveries?limit=1000`,
    });
    expect(badQuery.statusCode).toBe(422);
    expect(badQuery.json()).toMatchObject({ field: 'limit' });
    const deepSkip = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `${base}/00000000-0000-4000-8000-000000000000/deliveries?skip=99999999999999999999999`,
    });
    expect(deepSkip.statusCode).toBe(422);
    expect(deepSkip.json()).toMatchObject({ field: 'skip' });

    for (let i = 0; i < 10; i += 1) expect((await createEndpoint(owner.token, base)).statusCode).toBe(201);
    const eleventh = await createEndpoint(owner.token, base);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'OUTBOUND_WEBHOOK_LIMIT' });
  });

  it('is 404 on every route for another organization and for a guest of the project', async () => {
    const { owner, project, base } = await ownerWithProject();
    const { webhook } = (await createEndpoint(owner.token, base)).json<{ webhook: { id: string } }>();
    const tested = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `${base}/${webhook.id}/test`,
    });
    const delivery = tested.json<{ id: string }>();
    const stranger = await signUpWithOrganization(app, 'Other Co');
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    const item = `${base}/${webhook.id}`;
    const routes = [
      { method: 'GET', url: base },
      { method: 'POST', url: base, payload: { url: receiver.url, events: ['lead.created'] } },
      { method: 'PATCH', url: item, payload: { enabled: false } },
      { method: 'DELETE', url: item },
      { method: 'POST', url: `${item}/rotate-secret` },
      { method: 'POST', url: `${item}/test` },
      { method: 'GET', url: `${item}/deliveries` },
      { method: 'POST', url: `${item}/deliveries/${delivery.id}/redeliver` },
    ] as const;
    for (const session of [stranger, guest])
      for (const route of routes) {
        const response = await injectWithLogin(app, session.token, route);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
      }
    // Another project of the stranger's own cannot reach this endpoint or delivery by id.
    const theirs = await createProject(app, stranger.token);
    const theirBase = `/api/v1/project/${theirs.id}/webhooks`;
    for (const url of [`${theirBase}/${webhook.id}/deliveries`, `${theirBase}/${webhook.id}/test`]) {
      const response = await injectWithLogin(app, stranger.token, {
        method: url.endsWith('test') ? 'POST' : 'GET',
        url,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'OUTBOUND_WEBHOOK_NOT_FOUND' });
    }
    const [row] = await app.db.select().from(outboundWebhooks).where(eq(outboundWebhooks.id, webhook.id));
    expect(row).toMatchObject({ enabled: true, url: receiver.url });
    const deliveries = await app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhook.id));
    expect(deliveries).toHaveLength(1);
    const unauthenticated = await app.inject({ method: 'GET', url: base });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
