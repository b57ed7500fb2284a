import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, leads, leadStatusConfigs } from '../../../src/db/schema/index.js';
import { fakeSlackApp, slackSignatureHeaders, type FakeSlack } from '../../support/fake-slack.js';
import { seedLeads } from '../../support/leads.js';
import { waitFor } from '../../support/wait-for.js';
import { connectSlack } from './slack-oauth.js';
import { buildSlackTestApp, ownerWithProject } from './slack-test-app.js';

let fake: FakeSlack;
let app: FastifyInstance;

beforeAll(async () => {
  ({ fake, app } = await buildSlackTestApp({ runWorkers: false }));
});

async function connectedLead() {
  const { owner, project } = await ownerWithProject(app);
  await connectSlack(app, owner.token, project.id);
  const [leadId] = await seedLeads(app.db, project.id, [{ title: 'Which CRM?' }]);
  return { owner, project, leadId: leadId! };
}

let responseCounter = 0;
/** A block_actions payload as Slack sends it when a button on a lead message is pressed. */
function buttonPayload(actionId: string, leadId: string, teamId = fake.team.id) {
  responseCounter += 1;
  return {
    type: 'block_actions',
    team: { id: teamId, domain: 'softball' },
    user: { id: 'U0PRESSER1', username: 'dana', name: 'dana' },
    api_app_id: 'A0KRD7HC3',
    container: { type: 'message', message_ts: '1503435956.000247', channel_id: 'C04KB5X4D' },
    channel: { id: 'C04KB5X4D', name: 'general' },
    response_url: fake.responseUrl(`r${responseCounter}`),
    message: {
      type: 'message',
      text: 'New lead (70/100): Which CRM?',
      ts: '1503435956.000247',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'Which CRM?' } },
        {
          type: 'actions',
          block_id: `lead:${leadId}`,
          elements: [
            { type: 'button', action_id: 'lead_open', url: 'https://app.example/x', value: leadId },
            { type: 'button', action_id: 'lead_not_a_lead', value: leadId },
            { type: 'button', action_id: 'lead_mark_contacted', value: leadId },
          ],
        },
      ],
    },
    actions: [
      { type: 'button', action_id: actionId, block_id: `lead:${leadId}`, value: leadId, action_ts: '1' },
    ],
  };
}

function press(payload: object, headers?: Record<string, string>) {
  const body = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
  return app.inject({
    method: 'POST',
    url: '/slack/interactions',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(headers ?? slackSignatureHeaders(body)),
    },
    payload: body,
  });
}

async function leadRow(leadId: string) {
  const [row] = await app.db.select().from(leads).where(eq(leads.id, leadId));
  return row!;
}

describe('Slack interactivity', () => {
  it('refuses a bad signature, another secret, a stale timestamp and a missing one with 401', async () => {
    const { leadId } = await connectedLead();
    const payload = buttonPayload('lead_not_a_lead', leadId);
    const body = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, string>[] = [
      { ...slackSignatureHeaders(body), 'x-slack-signature': 'v0=' + '0'.repeat(64) },
      slackSignatureHeaders(body, now, 'another-apps-signing-secret'),
      slackSignatureHeaders(body, now - 6 * 60),
      slackSignatureHeaders(`${body}&extra=1`),
      { 'x-slack-signature': slackSignatureHeaders(body)['x-slack-signature']! },
    ];
    for (const headers of cases) {
      const response = await press(payload, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'SLACK_SIGNATURE_INVALID' });
    }
    expect((await leadRow(leadId)).verdict).toBeNull();
    // Within five minutes is fine.
    const fresh = await press(payload, slackSignatureHeaders(body, now - 4 * 60));
    expect(fresh.statusCode).toBe(200);
    expect(fakeSlackApp.signingSecret).toBe(fake.env.SLACK_SIGNING_SECRET);
  });

  it('answers a signed request whose payload is not a JSON object with 400 naming the field', async () => {
    for (const raw of ['null', '42', 'not json']) {
      const body = new URLSearchParams({ payload: raw }).toString();
      const response = await app.inject({
        method: 'POST',
        url: '/slack/interactions',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...slackSignatureHeaders(body) },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'payload: must be the JSON object Slack sends.',
        code: 'BAD_REQUEST',
        field: 'payload',
      });
    }
  });

  it('"Not a lead" hides the lead and the message says who did it', async () => {
    const { leadId } = await connectedLead();
    const payload = buttonPayload('lead_not_a_lead', leadId);
    const response = await press(payload);
    expect(response.statusCode).toBe(200);
    expect(await leadRow(leadId)).toMatchObject({
      verdict: 'not_lead',
      verdictReason: 'other',
      verdictBy: null,
    });
    const update = await waitFor(
      () => fake.responses.find((entry) => entry.path === new URL(payload.response_url).pathname),
      'the message update',
    );
    expect(update.body).toMatchObject({ replace_original: true });
    const blocks = update.body.blocks as {
      type: string;
      elements?: { action_id?: string; text?: string }[];
    }[];
    expect(
      blocks.find((block) => block.type === 'actions')!.elements!.map((element) => element.action_id),
    ).toEqual(['lead_open']);
    expect(blocks.at(-1)).toEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: '<@U0PRESSER1> marked this as not a lead.' }],
    });
  });

  it('"Mark contacted" moves the lead to the status named like Contacted, else the next one', async () => {
    const { project, leadId } = await connectedLead();
    const statuses = await app.db
      .select()
      .from(leadStatusConfigs)
      .where(eq(leadStatusConfigs.projectId, project.id))
      .orderBy(leadStatusConfigs.position);
    const named = statuses.find((status) => /contact/i.test(status.name));
    const expected = named ?? statuses[statuses.findIndex((status) => status.isDefault) + 1]!;
    expect(expected.id).not.toBe((await leadRow(leadId)).statusConfigId);
    const payload = buttonPayload('lead_mark_contacted', leadId);
    expect((await press(payload)).statusCode).toBe(200);
    expect((await leadRow(leadId)).statusConfigId).toBe(expected.id);
    const update = await waitFor(
      () => fake.responses.find((entry) => entry.path === new URL(payload.response_url).pathname),
      'the message update',
    );
    expect(JSON.stringify(update.body)).toContain(`<@U0PRESSER1> set the status to ${expected.name}.`);
  });

  it('ignores a button from another workspace, and a lead id that is not a lead', async () => {
    const { leadId } = await connectedLead();
    const otherTeam = buttonPayload('lead_not_a_lead', leadId, 'T0OTHERTEAM');
    expect((await press(otherTeam)).statusCode).toBe(200);
    expect((await leadRow(leadId)).verdict).toBeNull();
    const garbage = buttonPayload('lead_not_a_lead', "'; drop table leads; --");
    expect((await press(garbage)).statusCode).toBe(200);
    const unknown = buttonPayload('lead_not_a_lead', '00000000-0000-4000-8000-000000000000');
    expect((await press(unknown)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const paths = [otherTeam, garbage, unknown].map((payload) => new URL(payload.response_url).pathname);
    expect(fake.responses.filter((entry) => paths.includes(entry.path))).toEqual([]);
  });

  it("records the buttons in the lead's history as the Slack user's changes", async () => {
    const { leadId } = await connectedLead();
    expect((await press(buttonPayload('lead_mark_contacted', leadId))).statusCode).toBe(200);
    expect((await press(buttonPayload('lead_not_a_lead', leadId))).statusCode).toBe(200);
    const history = await app.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(asc(leadEvents.createdAt));
    expect(
      history.map(({ kind, actorKind, actorUserId, actorLabel }) => [
        kind,
        actorKind,
        actorUserId,
        actorLabel,
      ]),
    ).toEqual([
      ['found', 'system', null, null],
      ['status_changed', 'slack', null, 'dana'],
      ['verdict_changed', 'slack', null, 'dana'],
    ]);
    expect(history[2]!.data).toEqual({ from: null, to: 'not_lead', reason: 'other', note: null });
  });
});
