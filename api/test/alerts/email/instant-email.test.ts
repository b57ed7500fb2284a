import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAlertLeads } from '../../../src/alerts/alert-lead.js';
import { planEmailAlerts } from '../../../src/alerts/email/plan-email-alerts.js';
import { projectsWithStaleEmail, sendInstantEmail } from '../../../src/alerts/email/send-instant-email.js';
import { emailLeadAlerts, leads, notificationSettings } from '../../../src/db/schema/index.js';
import type { Database } from '../../../src/db/database.js';
import { ingestPosts } from '../../../src/engine/pipeline/ingest-posts.js';
import { uniqueEmail } from '../../helper.js';
import { waitFor } from '../../support/wait-for.js';
import { crmSignal, incoming, projectWithSignals } from '../../engine/engine-fixtures.js';
import {
  apiUrl,
  enqueueMail,
  header,
  htmlPart,
  mailContext,
  mailsTo,
  saveSettings,
  startMailApp,
  type SmtpCatcher,
  textPart,
  unsubscribePath,
  waitForMails,
} from './email-fixtures.js';

const hiringSignal = {
  name: 'Hiring a sales rep',
  description: 'A company hires salespeople.',
  keywords: ['hiring sales', 'sales rep job'],
};

let n = 0;
const onTopic = (title?: string) => {
  n += 1;
  return incoming({
    title: title ?? `Looking for a simple CRM to replace HubSpot for our 5-person team (${n})`,
  });
};

let catcher: SmtpCatcher;
let app: FastifyInstance;
beforeAll(async () => ({ catcher, app } = await startMailApp()));
afterAll(() => catcher.close());

/** A project watching for CRM questions whose instant mail goes to `recipients`. */
async function instantProject(
  recipients: string[],
  settings: Parameters<typeof saveSettings>[3] | object = {},
) {
  const setup = await projectWithSignals(app, [crmSignal, hiringSignal]);
  await saveSettings(app, setup.owner.token, setup.project.id, { email_recipients: recipients, ...settings });
  return setup;
}

/** Stores posts through the real pipeline and waits until the dispatcher planned their e-mail. */
async function ingest(projectId: string, posts: ReturnType<typeof incoming>[], planned: number) {
  const result = await ingestPosts({ db: app.db, llm: null }, { projectId, incoming: posts });
  expect(result.newLeads).toBe(posts.length);
  await waitFor(async () => {
    const rows = await app.db.select().from(emailLeadAlerts).where(eq(emailLeadAlerts.projectId, projectId));
    const pending = await app.db.execute(
      sql`select 1 from pending_lead_alerts where project_id = ${projectId}`,
    );
    return (pending as unknown as { rows: unknown[] }).rows.length === 0 && rows.length >= planned
      ? rows
      : null;
  }, 'the dispatcher to plan the e-mail');
}

const drain = (projectId: string) => sendInstantEmail(app.db, projectId, mailContext(app), enqueueMail(app));

describe('instant e-mail about new leads', () => {
  it('mails a lead the pipeline stores to every recipient at once, then batches what follows within the window', async () => {
    const [ann, bob] = [uniqueEmail('ann'), uniqueEmail('bob')];
    const { project } = await instantProject([ann, bob]);
    await ingest(project.id, [onTopic()], 2);

    // Nobody of the project was mailed lately: the worker mails the first lead without waiting.
    const [mail] = await waitForMails(catcher.mails, ann);
    await waitForMails(catcher.mails, bob);
    const [lead] = await app.db.select().from(leads).where(eq(leads.projectId, project.id));
    expect(mail!.subject).toMatch(/^New lead in /);
    expect(textPart(mail!)).toContain(`http://app.signalboard.test/projects/${project.id}/leads/${lead!.id}`);
    expect(textPart(mail!)).toContain('Asking for a CRM recommendation');
    expect(textPart(mail!)).toContain(`/projects/${project.id}/settings/notifications`);
    expect(header(mail!, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/api\.signalboard\.test\/api\/v1\/notification-settings\/unsubscribe\?token=[\w.%-]+>$/,
    );
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // A second lead within the window waits for the rest of it (a burst becomes one mail). The mail just
    // sent is dated a minute ahead, so the window is still open however slowly this machine ingests.
    await app.db
      .update(emailLeadAlerts)
      .set({ sentAt: sql`now() + interval '60 seconds'` })
      .where(eq(emailLeadAlerts.projectId, project.id));
    await ingest(project.id, [onTopic()], 4);
    const kicks = (await app.db.execute(
      sql`select start_after > now() + interval '5 seconds' as later from pgboss.job where name = 'email.instant' and singleton_key = ${project.id} and state = 'created'`,
    )) as unknown as { rows: { later: boolean }[] };
    expect(kicks.rows).toEqual([{ later: true }]);

    // Two drains at once (two workers, or a retried job): each row is taken once.
    const [a, b] = await Promise.all([drain(project.id), drain(project.id)]);
    expect(a + b).toBe(2);
    expect(await drain(project.id)).toBe(0);
    await waitFor(() => (mailsTo(catcher.mails, ann).length === 2 ? true : null), 'the second mail to ann');

    // A retried dispatch plans the same lead again: nothing new to mail.
    const [settings] = await app.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.projectId, project.id));
    await app.db.transaction(async (tx) => {
      const alertLeads = await loadAlertLeads(tx as unknown as Database, project.id, [lead!.id]);
      await planEmailAlerts(tx as unknown as Database, {
        projectId: project.id,
        leads: alertLeads,
        settings: settings!,
      });
    });
    expect(await drain(project.id)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(catcher.mails, ann)).toHaveLength(2);
  });

  it('makes a burst one mail per recipient, grouped by signal', async () => {
    const carol = uniqueEmail('carol');
    const { project } = await instantProject([carol]);
    await ingest(project.id, [onTopic(), onTopic(), onTopic(), onTopic(), onTopic()], 5);
    expect(await drain(project.id)).toBe(1);
    const [mail] = await waitForMails(catcher.mails, carol);
    expect(mail!.subject).toMatch(/^5 new leads in /);
    expect(textPart(mail!)).toMatch(/\r?\nAsking for a CRM recommendation\r?\n- /);
    expect(htmlPart(mail!)).toContain('<h3 style="margin-bottom: 4px">Asking for a CRM recommendation</h3>');
    expect(htmlPart(mail!).match(/<li /g)).toHaveLength(5);
  });

  it('honours the minimum score and the chosen signals, and never mails a hidden lead', async () => {
    const dave = uniqueEmail('dave');
    // A lead under the minimum of 100 (a strong ask may score 100 itself, which that minimum lets through).
    const high = await instantProject([dave], { min_score: 100 });
    await ingestPosts(
      { db: app.db, llm: null },
      { projectId: high.project.id, incoming: [onTopic('Any CRM suggestions for a small team?')] },
    );
    const [highLead] = await app.db.select().from(leads).where(eq(leads.projectId, high.project.id));
    expect(highLead!.score).toBeLessThan(100);

    const other = await projectWithSignals(app, [crmSignal, hiringSignal]);
    const hiring = other.signals.find((s) => s.name === hiringSignal.name)!;
    await saveSettings(app, other.owner.token, other.project.id, {
      email_recipients: [dave],
      intent_signal_ids: [hiring.id],
    });
    await ingestPosts({ db: app.db, llm: null }, { projectId: other.project.id, incoming: [onTopic()] });

    const hidden = await instantProject([dave]);
    await ingest(hidden.project.id, [onTopic()], 1);
    // Marked "not a lead" between planning and sending.
    await app.db.update(leads).set({ verdict: 'not_lead' }).where(eq(leads.projectId, hidden.project.id));

    await waitFor(async () => {
      const rows = (await app.db.execute(
        sql`select 1 from pending_lead_alerts where project_id in (${high.project.id}, ${other.project.id})`,
      )) as unknown as { rows: unknown[] };
      return rows.rows.length === 0 ? true : null;
    }, 'the dispatcher');
    for (const id of [high.project.id, other.project.id])
      expect(await app.db.select().from(emailLeadAlerts).where(eq(emailLeadAlerts.projectId, id))).toEqual(
        [],
      );
    expect(await drain(hidden.project.id)).toBe(0);
    const [row] = await app.db
      .select()
      .from(emailLeadAlerts)
      .where(eq(emailLeadAlerts.projectId, hidden.project.id));
    expect(row!.state).toBe('skipped');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(catcher.mails, dave)).toEqual([]);
  });

  it('escapes hostile post text in the HTML part', async () => {
    const erin = uniqueEmail('erin');
    const { project } = await instantProject([erin]);
    await ingest(
      project.id,
      [
        onTopic(
          `Looking for a simple CRM <script>alert("x")</script><img src=x onerror=alert(1)> HubSpot alternative`,
        ),
      ],
      1,
    );
    expect(await drain(project.id)).toBe(1);
    const [mail] = await waitForMails(catcher.mails, erin);
    const html = htmlPart(mail!);
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
  });

  it('sends nothing for a project that never saved its settings', async () => {
    const { project } = await projectWithSignals(app, [crmSignal]);
    await ingestPosts({ db: app.db, llm: null }, { projectId: project.id, incoming: [onTopic()] });
    await waitFor(async () => {
      const rows = (await app.db.execute(
        sql`select 1 from pending_lead_alerts where project_id = ${project.id}`,
      )) as unknown as { rows: unknown[] };
      return rows.rows.length === 0 ? true : null;
    }, 'the dispatcher');
    expect(
      await app.db.select().from(emailLeadAlerts).where(eq(emailLeadAlerts.projectId, project.id)),
    ).toEqual([]);
  });

  it('one-click unsubscribe stops mail to that recipient only; a GET changes nothing', async () => {
    const [fay, gus] = [uniqueEmail('fay'), uniqueEmail('gus')];
    const { project, owner } = await instantProject([fay, gus]);
    await ingest(project.id, [onTopic()], 2);
    await drain(project.id);
    const [mail] = await waitForMails(catcher.mails, fay);
    const path = unsubscribePath(mail!);

    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain(fay);
    const [still] = await app.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.projectId, project.id));
    expect(still!.emailRecipients).toEqual([fay, gus]);

    // The page's button posts back to the same link.
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const target = new URL(action, `${apiUrl}${path}`);
    expect(`${target.pathname}${target.search}`).toBe(path);
    const click = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    expect(click.json()).toEqual({ unsubscribed: true, email: fay });
    // Twice is fine (mail clients retry).
    expect(
      (
        await app.inject({
          method: 'POST',
          url: path,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(200);
    const [after] = await app.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.projectId, project.id));
    expect(after!.emailRecipients).toEqual([gus]);

    // Even added back by a member without asking, the address gets no more lead mail.
    await saveSettings(app, owner.token, project.id, { email_recipients: [fay, gus] });
    await ingest(project.id, [onTopic()], 3);
    // The worker's email.instant job may have sent it before this drain (it raced so on PostgreSQL): what
    // counts is that gus gets it exactly once, and fay never.
    await drain(project.id);
    await waitForMails(catcher.mails, gus, 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(catcher.mails, gus)).toHaveLength(2);
    expect(mailsTo(catcher.mails, fay)).toHaveLength(1);
    const rows = await app.db
      .select()
      .from(emailLeadAlerts)
      .where(and(eq(emailLeadAlerts.projectId, project.id), eq(emailLeadAlerts.recipient, fay)));
    expect(rows).toHaveLength(1);
  });

  it('the email.instant job mails what is pending, and the sweep finds rows whose kick was lost', async () => {
    const ida = uniqueEmail('ida');
    const { project } = await instantProject([ida]);
    await ingest(project.id, [onTopic()], 1);
    expect(await projectsWithStaleEmail(app.db, -60)).toContain(project.id);
    expect(await projectsWithStaleEmail(app.db, 3600)).not.toContain(project.id);
    // As the sweep sends it (the dispatcher's own kick waits at least a second).
    await app.queue.boss.send('email.instant', { projectId: project.id });
    const [mail] = await waitForMails(catcher.mails, ida);
    expect(mail!.subject).toMatch(/^New lead in /);
    expect(await projectsWithStaleEmail(app.db, -60)).not.toContain(project.id);
  });

  it('takes a multipart one-click POST, and answers a browser with a page', async () => {
    const jo = uniqueEmail('jo');
    const { project } = await instantProject([jo, uniqueEmail('kim')]);
    await ingest(project.id, [onTopic()], 2);
    await drain(project.id);
    const path = unsubscribePath((await waitForMails(catcher.mails, jo))[0]!);
    const multipart = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--xyz--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json()).toEqual({ unsubscribed: true, email: jo });
    const browser = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-type']).toMatch(/^text\/html/);
    expect(browser.body).toContain('You are unsubscribed');
    expect(browser.body).toContain(`/projects/${project.id}/settings/notifications`);
  });

  it('refuses a forged or damaged unsubscribe token with 400 {detail, code}', async () => {
    const hal = uniqueEmail('hal');
    const { project } = await instantProject([hal]);
    await ingest(project.id, [onTopic()], 1);
    await drain(project.id);
    const [mail] = await waitForMails(catcher.mails, hal);
    const path = unsubscribePath(mail!);
    const token = decodeURIComponent(new URL(path, apiUrl).searchParams.get('token')!);
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify([project.id, 'someone-else@example.com'])).toString(
      'base64url',
    );
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}`,
      'nonsense',
      `${payload}`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({
          method,
          url: `/api/v1/notification-settings/unsubscribe?token=${encodeURIComponent(bad)}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'EMAIL_UNSUBSCRIBE_BAD_TOKEN',
          detail: expect.any(String),
        });
      }
    }
    const missing = await app.inject({ method: 'POST', url: '/api/v1/notification-settings/unsubscribe' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ field: 'token' });
    const [settings] = await app.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.projectId, project.id));
    expect(settings!.emailRecipients).toEqual([hal]);
  });
});
