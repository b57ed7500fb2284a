import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slackClient } from '../../../src/alerts/slack/slack-client.js';
import {
  announceUnownedLeads,
  sweepUnownedLeads,
  type UnownedSweepDependencies,
} from '../../../src/alerts/unowned/sweep-unowned-leads.js';
import { configuredSecretBox } from '../../../src/crypto/secret-box.js';
import { leadAssignmentRules, leads, unownedLeadAlerts } from '../../../src/db/schema/index.js';
import { appUrl, buildTestApp, injectWithLogin } from '../../helper.js';
import { projectWithSignals } from '../../engine/engine-fixtures.js';
import { startFakeSlack, type FakeSlack } from '../../support/fake-slack.js';
import { seedLeads } from '../../support/leads.js';
import { startSmtpCatcher } from '../../support/smtp-catcher.js';
import { signUpMember } from '../../support/team.js';
import {
  apiUrl,
  enqueueMail,
  htmlPart,
  mailContext,
  mailsTo,
  saveSettings,
  textPart,
  waitForMails,
  type SmtpCatcher,
} from '../email/email-fixtures.js';
import { connectSlack } from '../slack/slack-oauth.js';

let app: FastifyInstance;
let fake: FakeSlack;
let catcher: SmtpCatcher;

beforeAll(async () => {
  fake = await startFakeSlack();
  catcher = await startSmtpCatcher();
  app = await buildTestApp({ ...fake.env, SMTP_URL: catcher.url, API_PUBLIC_URL: apiUrl });
});
afterAll(async () => {
  await fake.close();
  await catcher.close();
});

function deps(): UnownedSweepDependencies {
  return {
    db: app.db,
    mail: mailContext(app),
    enqueueMail: enqueueMail(app),
    slack: { client: slackClient(app.config.slack!), box: configuredSecretBox(app.config) },
  };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * A project connected to the fake Slack (#general) with e-mail to one recipient (weekly, so no instant
 * mail mixes in), the unowned-lead alert at 2 hours and 60 points, turned on 10 hours ago; and leads:
 * high-scoring and found 3 hours ago (due), Good but low-scoring (due), low-scoring (never), owned, found
 * 1 hour ago (not yet due), found before the alert was turned on, deleted, marked not a lead.
 */
async function watchedProject() {
  const { owner, project } = await projectWithSignals(app);
  const member = await signUpMember(app, owner.token);
  await connectSlack(app, owner.token, project.id);
  const channel = await injectWithLogin(app, owner.token, {
    method: 'POST',
    url: `/slack/${project.id}/update-channel?channel_id=C04KB5X4D&channel_name=general`,
  });
  expect(channel.statusCode).toBe(200);
  const recipient = `team-${project.id.slice(0, 8)}@example.com`;
  await saveSettings(app, owner.token, project.id, {
    email_recipients: [recipient],
    email_frequency: 'weekly',
    slack_enabled: true,
  });
  const rule = await injectWithLogin(app, owner.token, {
    method: 'PUT',
    url: `/api/v1/project/${project.id}/assignment_rule`,
    payload: {
      enabled: false,
      member_ids: [],
      min_score: 0,
      signal_ids: [],
      unowned_alert_hours: 2,
      unowned_alert_min_score: 60,
    },
  });
  expect(rule.statusCode, rule.body).toBe(200);
  await app.db
    .update(leadAssignmentRules)
    .set({ unownedAlertSince: hoursAgo(10) })
    .where(eq(leadAssignmentRules.projectId, project.id));

  const [high, good, low, owned, fresh, old, deleted, notLead] = await seedLeads(app.db, project.id, [
    { title: 'Which CRM <!channel> for a team of five? <@U123>', score: 85 },
    { title: 'Need a simple CRM', score: 20 },
    { title: 'Low score', score: 30 },
    { title: 'Owned', score: 90 },
    { title: 'Fresh', score: 90 },
    { title: 'Old', score: 90 },
    { title: 'Deleted', score: 90, deleted: true },
    { title: 'Not a lead', score: 90 },
  ]);
  const found = async (ids: string[], at: Date) =>
    app.db.update(leads).set({ createdAt: at }).where(inArray(leads.id, ids));
  await found([high!, good!, low!, owned!, deleted!, notLead!], hoursAgo(3));
  await found([fresh!], hoursAgo(1));
  await found([old!], hoursAgo(12));
  await app.db.update(leads).set({ verdict: 'good' }).where(eq(leads.id, good!));
  await app.db
    .update(leads)
    .set({ verdict: 'not_lead', verdictReason: 'job_post' })
    .where(eq(leads.id, notLead!));
  await app.db.update(leads).set({ assigneeId: member.user.id }).where(eq(leads.id, owned!));
  return { owner, project, recipient, ids: { high: high!, good: good!, fresh: fresh! } };
}

const alertsIn = (channelToken: string | null) =>
  fake.posted.filter(
    (message) => message.text.includes('no owner') && (!channelToken || message.token === channelToken),
  );

describe('the unowned-lead alert', () => {
  it('tells the Slack channel and the e-mail recipients once of Good or high-scoring leads nobody owns after N hours', async () => {
    const { project, recipient, ids } = await watchedProject();
    const before = alertsIn(null).length;
    expect(await announceUnownedLeads(deps(), project.id)).toBe(2);

    const posted = alertsIn(null).slice(before);
    expect(posted).toHaveLength(1);
    const [message] = posted;
    expect(message!.channel).toBe('C04KB5X4D');
    expect(message!.text).toMatch(/^2 good leads have had no owner for 2 hours/);
    const blocks = JSON.stringify(message!.blocks);
    expect(blocks).toContain(`${appUrl}/projects/${project.id}/leads/${ids.high}`);
    expect(blocks).toContain(`${appUrl}/projects/${project.id}/leads/${ids.good}`);
    expect(blocks).not.toContain(ids.fresh);
    // A post's text cannot ping the channel.
    expect(blocks).not.toMatch(/<!channel>|<@U123>/);
    expect(blocks).toContain('&lt;!channel&gt;');
    // The Good lead first, saying why it is there.
    expect(blocks.indexOf(ids.good)).toBeLessThan(blocks.indexOf(ids.high));
    expect(blocks).toContain('Good, score 20');

    const [mail] = await waitForMails(catcher.mails, recipient);
    expect(mail!.subject).toContain('2 good leads have had no owner for 2 hours');
    expect(textPart(mail!)).toContain(`${appUrl}/projects/${project.id}/leads/${ids.high}`);
    expect(htmlPart(mail!)).toContain('Which CRM &lt;!channel&gt;');

    const recorded = await app.db
      .select({ leadId: unownedLeadAlerts.leadId })
      .from(unownedLeadAlerts)
      .where(eq(unownedLeadAlerts.projectId, project.id));
    expect(recorded.map((row) => row.leadId).sort()).toEqual([ids.high, ids.good].sort());

    // Never twice: the next sweep finds nothing new, posts and mails nothing.
    expect(await announceUnownedLeads(deps(), project.id)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(alertsIn(null).length).toBe(before + 1);
    expect(mailsTo(catcher.mails, recipient)).toHaveLength(1);

    // The fresh lead's hours pass: it alone is announced.
    await app.db
      .update(leads)
      .set({ createdAt: hoursAgo(2.5) })
      .where(eq(leads.id, ids.fresh));
    expect(await announceUnownedLeads(deps(), project.id)).toBe(1);
    expect(alertsIn(null).at(-1)!.text).toMatch(/^1 good lead has had no owner for 2 hours: Fresh/);
  });

  it('keeps the leads unannounced when Slack is down, and announces them on the next sweep', async () => {
    const { project, recipient } = await watchedProject();
    const before = alertsIn(null).length;
    fake.failNext('chat.postMessage', { status: 503 });
    await expect(announceUnownedLeads(deps(), project.id)).rejects.toThrow(/chat.postMessage/);
    // Rolled back whole: no lead recorded as announced, no mail queued.
    const recorded = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(unownedLeadAlerts)
      .where(eq(unownedLeadAlerts.projectId, project.id));
    expect(recorded[0]!.n).toBe(0);
    expect(alertsIn(null).length).toBe(before);
    // Slack is back at the next tick.
    expect(await announceUnownedLeads(deps(), project.id)).toBe(2);
    expect(alertsIn(null).length).toBe(before + 1);
    await waitForMails(catcher.mails, recipient);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(catcher.mails, recipient)).toHaveLength(1);
  });

  it("sweeps every watching project: one whose Slack is down does not hold up another's alert", async () => {
    const first = await watchedProject();
    const second = await watchedProject();
    const announcedIn = async (projectId: string) =>
      (
        await app.db
          .select({ leadId: unownedLeadAlerts.leadId })
          .from(unownedLeadAlerts)
          .where(eq(unownedLeadAlerts.projectId, projectId))
      ).length;
    // Whichever of the two posts first meets Slack down; the other is announced all the same.
    fake.failNext('chat.postMessage', { status: 503 });
    await expect(sweepUnownedLeads(deps())).rejects.toThrow(/failed for 1 project/);
    const counts = [await announcedIn(first.project.id), await announcedIn(second.project.id)];
    expect(counts.sort()).toEqual([0, 2]);
    // The next tick announces the one left.
    expect(await sweepUnownedLeads(deps())).toBe(2);
    expect([await announcedIn(first.project.id), await announcedIn(second.project.id)]).toEqual([2, 2]);
  });

  it('is off by default: nothing is announced for a project that never turned it on', async () => {
    const { project } = await projectWithSignals(app);
    await seedLeads(app.db, project.id, [{ title: 'Unowned', score: 99 }]);
    await app.db
      .update(leads)
      .set({ createdAt: hoursAgo(200) })
      .where(eq(leads.projectId, project.id));
    expect(await announceUnownedLeads(deps(), project.id)).toBe(0);
  });
});
