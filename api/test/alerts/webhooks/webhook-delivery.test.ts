import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAttemptAfterFailure } from '../../../src/alerts/webhooks/deliver-webhooks.js';
import { configuredSecretBox } from '../../../src/crypto/secret-box.js';
import {
  leads,
  leadStatusConfigs,
  outboundWebhooks,
  webhookDeliveries,
} from '../../../src/db/schema/index.js';
import { signWebhook } from '../../../src/engine/sources/webhook-signature.js';
import { webhookSweepHandler } from '../../../src/jobs/webhook-deliver.js';
import { appUrl, buildTestApp, injectWithLogin } from '../../helper.js';
import { projectWithSignals } from '../../engine/engine-fixtures.js';
import { waitFor } from '../../support/wait-for.js';
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

type Delivery = typeof webhookDeliveries.$inferSelect;

/** A project with the CRM signal, its inbound webhook on, and an outbound endpoint to the receiver. */
async function projectWithEndpoint(events: string[] = ['lead.created', 'lead.status_changed']) {
  const { owner, project } = await projectWithSignals(app);
  const inbound = await injectWithLogin(app, owner.token, {
    method: 'POST',
    url: `/api/v1/project/${project.id}/webhook/rotate`,
  });
  const base = `/api/v1/project/${project.id}/webhooks`;
  const created = await injectWithLogin(app, owner.token, {
    method: 'POST',
    url: base,
    payload: { url: receiver.url, events },
  });
  expect(created.statusCode).toBe(201);
  const { webhook, secret } = created.json<{ webhook: { id: string }; secret: string }>();
  receiver.useSecret(secret);
  return { owner, project, base, webhook, secret, inboundSecret: inbound.json<{ secret: string }>().secret };
}

/** Posts an item through the inbound webhook: the real pipeline stores it and commits its lead. */
async function ingest(projectId: string, inboundSecret: string, item: object) {
  const body = JSON.stringify(item);
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/inbound/${projectId}`,
    headers: {
      'content-type': 'application/json',
      'x-signalboard-timestamp': String(timestamp),
      'x-signalboard-signature': signWebhook(inboundSecret, timestamp, body),
    },
    payload: body,
  });
  expect(response.json()).toMatchObject({ new_leads: 1 });
}

function deliveriesOf(webhookId: string): Promise<Delivery[]> {
  return app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));
}

function deliveryWhen(id: string, done: (row: Delivery) => boolean, what: string) {
  return waitFor(
    async () => {
      const [row] = await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return row && done(row) ? row : null;
    },
    what,
    20_000,
  );
}

/** The minute sweep, run now, after the delivery's retry time is moved to now. */
async function retryNow(id: string) {
  await app.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(webhookDeliveries.id, id));
  const deps = {
    db: app.db,
    secretBox: configuredSecretBox(app.config),
    appUrl: app.config.appUrl,
    allowOrigins: app.config.websiteFetchAllowOrigins,
  };
  await webhookSweepHandler(deps, app.queue.boss)();
}

const item = {
  title: 'Looking for a simple CRM, HubSpot alternative for a 5-person team',
  body: 'HubSpot got too expensive. What simple CRM do you recommend for our small sales team?',
  url: 'https://forum.example/t/123',
  author: 'jane',
  community: 'sales-ops',
};

describe('signed webhook deliveries', () => {
  it('delivers lead.created for a lead stored by the pipeline, signed; the receiver refuses replays', async () => {
    const { project, webhook, secret, inboundSecret, owner, base } = await projectWithEndpoint();
    // Endpoints that must not get it: subscribed to status changes only, and one turned off.
    const other = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: base,
      payload: { url: receiver.url, events: ['lead.status_changed'] },
    });
    const off = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: base,
      payload: { url: receiver.url, events: ['lead.created'] },
    });
    const offId = off.json<{ webhook: { id: string } }>().webhook.id;
    await injectWithLogin(app, owner.token, {
      method: 'PATCH',
      url: `${base}/${offId}`,
      payload: { enabled: false },
    });

    await ingest(project.id, inboundSecret, { ...item, external_id: `created-${Date.now()}` });
    const [lead] = await app.db.select().from(leads).where(eq(leads.projectId, project.id));
    const message = await waitFor(
      () => receiver.accepted.find((m) => m.json.data.lead?.id === lead!.id),
      'lead.created at the receiver',
    );
    expect(message.id).toBe(`evt_${lead!.id}_created`);
    expect(message.headers['user-agent']).toBe('Signalboard-Webhooks/1');
    expect(message.headers['content-type']).toBe('application/json');
    expect(Math.abs(message.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(message.json).toEqual({
      type: 'lead.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        project_id: project.id,
        lead: {
          id: lead!.id,
          url: `${appUrl}/projects/${project.id}/leads/${lead!.id}`,
          title: item.title,
          excerpt: item.body,
          platform: 'webhook',
          community: 'sales-ops',
          author: 'jane',
          source_url: item.url,
          score: lead!.score,
          signals: expect.any(Array),
          status: 'New',
        },
      },
    });
    for (const signal of message.json.data.lead!.signals as { name: string; reason: string }[])
      expect(signal).toEqual({ name: expect.any(String), reason: expect.any(String) });

    // The receiver answers before the worker records its answer: wait for the delivery to leave 'pending'.
    const row = await waitFor(async () => {
      const [delivery] = await deliveriesOf(webhook.id);
      return delivery && delivery.state !== 'pending' ? delivery : null;
    }, 'the delivery recorded');
    expect(row).toMatchObject({ state: 'succeeded', attempts: 1, lastStatus: 200, lastError: null });
    expect(row!.lastResponseExcerpt).toBe('{"ok":true}');
    expect(row!.lastLatencyMs).toBeGreaterThanOrEqual(0);
    expect(row!.deliveredAt).toBeInstanceOf(Date);
    expect(await deliveriesOf(other.json<{ webhook: { id: string } }>().webhook.id)).toEqual([]);
    expect(await deliveriesOf(offId)).toEqual([]);

    // Replays: the same message again, and a validly signed one older than 5 minutes.
    const headers = {
      'webhook-id': message.id,
      'webhook-timestamp': String(message.timestamp),
      'webhook-signature': message.headers['webhook-signature'] as string,
    };
    expect(await receiver.post(headers, message.body)).toEqual({ status: 400, text: 'replayed webhook-id' });
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    const stale = await receiver.post(
      {
        'webhook-id': 'evt_other',
        'webhook-timestamp': String(old),
        'webhook-signature': receiver.sign(secret, 'evt_other', old, message.body),
      },
      message.body,
    );
    expect(stale).toEqual({ status: 400, text: 'timestamp outside the tolerance' });
    const forged = await receiver.post(
      { ...headers, 'webhook-id': 'evt_forged' },
      message.body.replace('jane', 'mallory'),
    );
    expect(forged).toEqual({ status: 400, text: 'bad signature' });

    // The log says the same.
    const log = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `${base}/${webhook.id}/deliveries`,
    });
    expect(log.json()).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          event_id: message.id,
          event_type: 'lead.created',
          state: 'succeeded',
          attempts: 1,
          last_status: 200,
          response_excerpt: '{"ok":true}',
          error: null,
          next_attempt_at: null,
        }),
      ],
    });
  });

  it('delivers lead.status_changed with the previous status when a lead is moved through the API', async () => {
    const { project, webhook, inboundSecret, owner } = await projectWithEndpoint(['lead.status_changed']);
    await ingest(project.id, inboundSecret, { ...item, external_id: `status-${Date.now()}` });
    const [lead] = await app.db.select().from(leads).where(eq(leads.projectId, project.id));
    const [contacted] = await app.db
      .select()
      .from(leadStatusConfigs)
      .where(and(eq(leadStatusConfigs.projectId, project.id), eq(leadStatusConfigs.isDefault, false)));
    const moved = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/leads/${project.id}/update_status`,
      payload: { status_config_id: contacted!.id, lead_ids: [lead!.id] },
    });
    expect(moved.json()).toEqual({ updated: 1 });
    const message = await waitFor(
      () =>
        receiver.accepted.find(
          (m) => m.json.type === 'lead.status_changed' && m.json.data.lead?.id === lead!.id,
        ),
      'lead.status_changed at the receiver',
    );
    expect(message.json.data.lead).toMatchObject({
      id: lead!.id,
      status: contacted!.name,
      previous_status: 'New',
      url: `${appUrl}/projects/${project.id}/leads/${lead!.id}`,
    });
    expect(message.id).toMatch(new RegExp(`^evt_${lead!.id}_status_`));
    // Moving it to the status it has changes nothing and sends nothing; the endpoint got no lead.created.
    await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/leads/${project.id}/update_status`,
      payload: { status_config_id: contacted!.id, lead_ids: [lead!.id] },
    });
    const rows = await deliveriesOf(webhook.id);
    expect(rows.map((row) => row.eventType)).toEqual(['lead.status_changed']);
  });

  it('retries a failing endpoint with backoff, then succeeds; gives up 24 h after the first attempt; redelivers', async () => {
    const { base, webhook, owner } = await projectWithEndpoint();
    receiver.failNext(2);
    const queued = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `${base}/${webhook.id}/test`,
    });
    expect(queued.statusCode).toBe(202);
    const { id, event_id: eventId } = queued.json<{ id: string; event_id: string }>();

    const first = await deliveryWhen(id, (row) => row.attempts === 1, 'the first attempt');
    expect(first).toMatchObject({ state: 'pending', lastStatus: 500 });
    expect(first.lastError).toContain('HTTP 500');
    expect(first.lastResponseExcerpt).toBe('receiver is down for maintenance');
    const wait1 = first.nextAttemptAt.getTime() - Date.now();
    expect(wait1).toBeGreaterThan(20_000);
    expect(wait1).toBeLessThanOrEqual(30_000);

    await retryNow(id);
    const second = await deliveryWhen(id, (row) => row.attempts === 2, 'the second attempt');
    const wait2 = second.nextAttemptAt.getTime() - Date.now();
    expect(wait2).toBeGreaterThan(100_000);
    expect(wait2).toBeLessThanOrEqual(120_000);
    expect(second.firstAttemptAt!.getTime()).toBe(first.firstAttemptAt!.getTime());

    await retryNow(id);
    const third = await deliveryWhen(id, (row) => row.state === 'succeeded', 'success');
    expect(third).toMatchObject({ attempts: 3, lastStatus: 200, lastError: null });
    const received = receiver.accepted.filter((m) => m.id === eventId);
    expect(received).toHaveLength(1);
    expect(received[0]!.json).toMatchObject({
      type: 'webhook.test',
      data: { project_id: expect.any(String) },
    });

    // A round that began 23 h ago fails for good when the next retry would fall past 24 h.
    receiver.failNext(1);
    const again = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `${base}/${webhook.id}/test`,
    });
    const { id: late, event_id: lateEvent } = again.json<{ id: string; event_id: string }>();
    await deliveryWhen(late, (row) => row.attempts === 1, 'the second test event, refused');
    await app.db
      .update(webhookDeliveries)
      .set({ attempts: 5, firstAttemptAt: sql`now() - interval '23 hours'` })
      .where(eq(webhookDeliveries.id, late));
    receiver.failNext(1);
    await retryNow(late);
    const failed = await deliveryWhen(late, (row) => row.state === 'failed', 'giving up');
    expect(failed).toMatchObject({ attempts: 6, lastStatus: 500 });
    const log = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `${base}/${webhook.id}/deliveries?limit=1`,
    });
    expect(log.json()).toMatchObject({
      total: 2,
      items: [{ id: late, state: 'failed', next_attempt_at: null }],
    });
    expect(receiver.accepted.filter((m) => m.id === lateEvent)).toHaveLength(0);

    // Redeliver: a new round now, with the same webhook-id.
    const redelivered = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `${base}/${webhook.id}/deliveries/${late}/redeliver`,
    });
    expect(redelivered.statusCode).toBe(202);
    expect(redelivered.json()).toMatchObject({ id: late, state: 'pending', attempts: 0 });
    const done = await deliveryWhen(late, (row) => row.state === 'succeeded', 'the redelivery');
    expect(done).toMatchObject({ attempts: 1, lastStatus: 200, lastError: null });
    expect(receiver.accepted.filter((m) => m.id === lateEvent)).toHaveLength(1);
    const unknown = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `${base}/${webhook.id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'WEBHOOK_DELIVERY_NOT_FOUND' });
  });

  it('refuses at delivery an address that is (or now resolves to) private, without connecting', async () => {
    const { project, owner, base } = await projectWithEndpoint();
    const box = configuredSecretBox(app.config);
    const before = receiver.requests;
    // Saved before the name was re-pointed (DNS rebinding), or written before the check existed.
    const urls = [
      `http://localhost:${receiver.port}/hooks/signalboard`,
      `http://[::1]:${receiver.port}/hooks/signalboard`,
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.7/hook',
      'https://127.0.0.1/hook',
    ];
    for (const url of urls) {
      const [row] = await app.db
        .insert(outboundWebhooks)
        .values({
          projectId: project.id,
          url,
          events: ['lead.created'],
          secretSealed: box.seal('whsec_AAAA'),
        })
        .returning();
      const queued = await injectWithLogin(app, owner.token, {
        method: 'POST',
        url: `${base}/${row!.id}/test`,
      });
      const refused = await deliveryWhen(queued.json<{ id: string }>().id, (r) => r.attempts === 1, url);
      expect(refused, url).toMatchObject({ state: 'pending', lastStatus: null });
      expect(refused.lastError, url).toContain('private or reserved network address');
    }
    expect(receiver.requests).toBe(before);
  });
});

describe('retry schedule', () => {
  it('waits 30 s, 2 min, 10 min, 1 h, 3 h, then 6 h, and stops past 24 h after the first attempt', () => {
    const start = new Date('2026-11-26T00:00:00Z');
    const after = (attempts: number, hoursLater: number) =>
      nextAttemptAfterFailure(attempts, start, new Date(start.getTime() + hoursLater * 3600_000));
    const delays = [1, 2, 3, 4, 5, 6, 7].map((n) => (after(n, 0)!.getTime() - start.getTime()) / 1000);
    expect(delays).toEqual([30, 120, 600, 3600, 10800, 21600, 21600]);
    expect(after(6, 17)).not.toBeNull();
    expect(after(7, 18.01)).toBeNull();
    expect(after(3, 23.99)).toBeNull();
  });
});
