import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deliverSlackAlerts,
  projectsWithStaleSlackAlerts,
} from '../../../src/alerts/slack/deliver-slack-alerts.js';
import { slackClient } from '../../../src/alerts/slack/slack-client.js';
import { configuredSecretBox } from '../../../src/crypto/secret-box.js';
import { leads, pendingLeadAlerts, slackConnections, slackMessages } from '../../../src/db/schema/index.js';
import { ingestPosts } from '../../../src/engine/pipeline/ingest-posts.js';
import { appUrl, injectWithLogin } from '../../helper.js';
import { incoming, projectWithSignals } from '../../engine/engine-fixtures.js';
import type { FakeSlack, PostedMessage } from '../../support/fake-slack.js';
import { seedLeads } from '../../support/leads.js';
import { waitFor } from '../../support/wait-for.js';
import { connectSlack } from './slack-oauth.js';
import { alertInGeneral, buildSlackTestApp } from './slack-test-app.js';

let fake: FakeSlack;
let app: FastifyInstance;

beforeAll(async () => {
  ({ fake, app } = await buildSlackTestApp());
});

/** A project with the CRM signal, connected to the fake workspace, posting to #general, Slack alerts on. */
async function connectedProject(options: { slackEnabled?: boolean; minScore?: number } = {}) {
  const { owner, project, signals } = await projectWithSignals(app);
  await connectSlack(app, owner.token, project.id);
  await alertInGeneral(app, owner.token, project.id, options);
  const [connection] = await app.db
    .select()
    .from(slackConnections)
    .where(eq(slackConnections.projectId, project.id));
  const token = configuredSecretBox(app.config).open(connection!.botTokenSealed)!;
  return { owner, project, signals, token };
}

function delivery() {
  return {
    db: app.db,
    client: slackClient(app.config.slack!),
    box: configuredSecretBox(app.config),
    appUrl: app.config.appUrl,
  };
}

/** The lead ids a posted message links to. */
function linkedLeads(message: PostedMessage, projectId: string): string[] {
  const text = JSON.stringify(message.blocks);
  const pattern = new RegExp(`${appUrl}/projects/${projectId}/leads/([0-9a-f-]{36})`, 'g');
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1]!))];
}

function postsFor(token: string) {
  return fake.posted.filter((message) => message.token === token);
}

async function pendingRows(projectId: string, leadIds: string[]) {
  await app.db.insert(slackMessages).values(leadIds.map((leadId) => ({ leadId, projectId })));
}

describe('Slack delivery', () => {
  it('posts a new lead from the pipeline to the channel as Block Kit, escaped, with its link and buttons', async () => {
    const { project, token } = await connectedProject();
    const result = await ingestPosts(
      { db: app.db, llm: null },
      {
        projectId: project.id,
        incoming: [
          incoming({
            title: 'Looking for a simple CRM <!channel> & a HubSpot alternative <@U123>',
            body: 'HubSpot got too expensive. <!here> which simple CRM for a small team?',
            author: 'founder42',
            community: 'Ask HN',
          }),
        ],
      },
    );
    expect(result.newLeads).toBe(1);
    const [message] = await waitFor(
      () => (postsFor(token).length > 0 ? postsFor(token) : null),
      'the lead message in Slack',
    );
    const [lead] = await app.db.select().from(leads).where(eq(leads.projectId, project.id));
    expect(message!.channel).toBe('C04KB5X4D');
    expect(message!.text).toContain('&lt;!channel&gt; &amp; a HubSpot alternative &lt;@U123&gt;');
    // mrkdwn would turn <!channel> into a mention: escaped there; a plain_text header never pings.
    const mrkdwn = JSON.stringify(message!.blocks).match(/"type":"mrkdwn","text":"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(mrkdwn.length).toBeGreaterThan(0);
    for (const field of mrkdwn) expect(field).not.toMatch(/<!channel>|<@U123>|<!here>/);
    const [header, context, section, actions] = message!.blocks as {
      type: string;
      text?: { type: string; text: string };
      elements?: Record<string, unknown>[];
    }[];
    expect(header).toMatchObject({
      type: 'header',
      text: {
        type: 'plain_text',
        text: 'Looking for a simple CRM <!channel> & a HubSpot alternative <@U123>',
      },
    });
    expect(context!.type).toBe('context');
    expect((context!.elements![0] as { text: string }).text).toMatch(
      /^<https:\/\/news\.ycombinator\.com\/item\?id=\d+\|Hacker News> · Ask HN · by founder42 · <!date\^\d+\^\{date_short_pretty\} at \{time\}\|2025-03-01T10:00:00\.000Z>$/,
    );
    expect(section!.text!.text).toContain('*Asking for a CRM recommendation*');
    expect(section!.text!.text).toContain('&lt;!here&gt; which simple CRM');
    expect(section!.text!.text).toContain(`*Score:* ${lead!.score}/100`);
    expect(actions!.elements!.map((element) => element.action_id)).toEqual([
      'lead_open',
      'lead_not_a_lead',
      'lead_mark_contacted',
    ]);
    expect(actions!.elements![0]!.url).toBe(`${appUrl}/projects/${project.id}/leads/${lead!.id}`);
    expect(actions!.elements![1]!.value).toBe(lead!.id);
    const [row] = await waitFor(async () => {
      const rows = await app.db.select().from(slackMessages).where(eq(slackMessages.leadId, lead!.id));
      return rows[0]?.state === 'sent' ? rows : null;
    }, 'the message to be recorded');
    expect(row).toMatchObject({ channelId: 'C04KB5X4D', messageTs: message!.ts });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('posts nothing when Slack alerts are off, or for leads under the minimum score', async () => {
    const off = await connectedProject({ slackEnabled: false });
    const high = await connectedProject({ minScore: 100 });
    for (const { project } of [off, high])
      await ingestPosts({ db: app.db, llm: null }, { projectId: project.id, incoming: [incoming()] });
    // Dispatched (the pending alerts are gone) but nothing planned for Slack.
    for (const { project } of [off, high]) {
      await waitFor(async () => {
        const waiting = await app.db
          .select()
          .from(pendingLeadAlerts)
          .where(eq(pendingLeadAlerts.projectId, project.id));
        return waiting.length === 0 ? true : null;
      }, 'the dispatch');
      expect(
        await app.db.select().from(slackMessages).where(eq(slackMessages.projectId, project.id)),
      ).toEqual([]);
    }
    expect(postsFor(off.token)).toEqual([]);
    expect(postsFor(high.token)).toEqual([]);
  });

  it('waits out a 429 (Retry-After) and then posts, without counting it as a failure', async () => {
    const { project, token } = await connectedProject();
    fake.failNext('chat.postMessage', { status: 429, retryAfter: 1 });
    const started = Date.now();
    await ingestPosts({ db: app.db, llm: null }, { projectId: project.id, incoming: [incoming()] });
    await waitFor(() => (postsFor(token).length > 0 ? true : null), 'the post after the 429', 20_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    // The post is seen before its transaction commits the row as sent.
    const [row] = await waitFor(async () => {
      const rows = await app.db.select().from(slackMessages).where(eq(slackMessages.projectId, project.id));
      return rows[0]?.state === 'sent' ? rows : null;
    }, 'the message to be recorded');
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    expect(postsFor(token)).toHaveLength(1);
  });

  it('posts each lead once, even with two deliveries running at the same time', async () => {
    const { project, token } = await connectedProject();
    const ids = await seedLeads(app.db, project.id, [
      { title: 'first CRM' },
      { title: 'second CRM' },
      { title: 'third CRM' },
    ]);
    await pendingRows(project.id, ids);
    const [a, b] = await Promise.all([
      deliverSlackAlerts(delivery(), project.id),
      deliverSlackAlerts(delivery(), project.id),
    ]);
    expect(a.sent + b.sent).toBe(3);
    const again = await deliverSlackAlerts(delivery(), project.id);
    expect(again).toEqual({ kind: 'done', sent: 0 });
    const posted = postsFor(token).flatMap((message) => linkedLeads(message, project.id));
    expect(posted.sort()).toEqual([...ids].sort());
    const rows = await app.db.select().from(slackMessages).where(inArray(slackMessages.leadId, ids));
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('batches a burst into one "7 new leads" message linking each lead and the list', async () => {
    const { project, token } = await connectedProject();
    const ids = await seedLeads(
      app.db,
      project.id,
      Array.from({ length: 7 }, (_, i) => ({ title: `CRM question ${i}`, score: 60 + i })),
    );
    await pendingRows(project.id, ids);
    expect(await deliverSlackAlerts(delivery(), project.id)).toEqual({ kind: 'done', sent: 7 });
    const messages = postsFor(token);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toMatch(/^7 new leads: CRM question 6; CRM question 5; CRM question 4/);
    expect(messages[0]!.blocks[0]).toMatchObject({ type: 'header', text: { text: '7 new leads' } });
    expect(linkedLeads(messages[0]!, project.id).sort()).toEqual([...ids].sort());
    expect(JSON.stringify(messages[0]!.blocks)).toContain(`${appUrl}/projects/${project.id}/leads"`);
    const rows = await app.db.select().from(slackMessages).where(inArray(slackMessages.leadId, ids));
    expect(new Set(rows.map((row) => row.messageTs))).toEqual(new Set([messages[0]!.ts]));
  });

  it('marks the connection broken on token_revoked, fails what is pending and stops posting', async () => {
    const { owner, project, token } = await connectedProject();
    const ids = await seedLeads(app.db, project.id, [{ title: 'one' }, { title: 'two' }]);
    await pendingRows(project.id, ids);
    fake.failNext('chat.postMessage', { error: 'token_revoked' });
    expect(await deliverSlackAlerts(delivery(), project.id)).toEqual({
      kind: 'broken',
      sent: 0,
      code: 'token_revoked',
    });
    const shown = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/slack/${project.id}/connection`,
    });
    expect(shown.json()).toMatchObject({
      status: 'broken',
      broken_code: 'token_revoked',
      broken_reason:
        'Signalboard was removed from your Slack workspace, so alerts stopped. Connect Slack again to resume them.',
    });
    const rows = await app.db.select().from(slackMessages).where(inArray(slackMessages.leadId, ids));
    expect(rows.map((row) => [row.state, row.lastError])).toEqual([
      ['failed', 'token_revoked'],
      ['failed', 'token_revoked'],
    ]);
    // New leads are not even planned while it is broken.
    await ingestPosts({ db: app.db, llm: null }, { projectId: project.id, incoming: [incoming()] });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const later = await app.db.select().from(slackMessages).where(eq(slackMessages.projectId, project.id));
    expect(later.filter((row) => row.state === 'pending')).toEqual([]);
    expect(later).toHaveLength(2);
    expect(postsFor(token)).toEqual([]);
  });

  it('gives up on pending leads when the connection has no channel (reconnected to another workspace)', async () => {
    const { project } = await connectedProject();
    const [id] = await seedLeads(app.db, project.id, [{ title: 'nowhere to go' }]);
    await pendingRows(project.id, [id!]);
    await app.db
      .update(slackConnections)
      .set({ channelId: null, channelName: null })
      .where(eq(slackConnections.projectId, project.id));
    expect(await deliverSlackAlerts(delivery(), project.id)).toEqual({ kind: 'done', sent: 0 });
    const [row] = await app.db.select().from(slackMessages).where(eq(slackMessages.leadId, id!));
    expect(row).toMatchObject({ state: 'failed', lastError: 'no_channel' });
  });

  it('retries when Slack is down (the job throws) and finds projects whose delivery kick was lost', async () => {
    const { project, token } = await connectedProject();
    const [id] = await seedLeads(app.db, project.id, [{ title: 'while Slack is down' }]);
    await pendingRows(project.id, [id!]);
    fake.failNext('chat.postMessage', { status: 502 });
    await expect(deliverSlackAlerts(delivery(), project.id)).rejects.toThrow(/HTTP 502/);
    const [row] = await app.db.select().from(slackMessages).where(eq(slackMessages.leadId, id!));
    expect(row!.state).toBe('pending');
    expect(await projectsWithStaleSlackAlerts(app.db, -60)).toContain(project.id);
    expect(await projectsWithStaleSlackAlerts(app.db, 3600)).not.toContain(project.id);
    expect(await deliverSlackAlerts(delivery(), project.id)).toEqual({ kind: 'done', sent: 1 });
    expect(postsFor(token)).toHaveLength(1);
  });
});
