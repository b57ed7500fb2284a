import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { duePeriod, localTime } from '../../../src/alerts/email/digest-period.js';
import { runDigestTick } from '../../../src/alerts/email/digest-tick.js';
import { emailDigests, leads, notificationSettings } from '../../../src/db/schema/index.js';
import { uniqueEmail } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { waitFor } from '../../support/wait-for.js';
import { crmSignal, projectWithSignals } from '../../engine/engine-fixtures.js';
import {
  enqueueMail,
  header,
  htmlPart,
  mailContext,
  mailsTo,
  mailTestApp,
  saveSettings,
  startMailApp,
  type SmtpCatcher,
  textPart,
  waitForMails,
} from './email-fixtures.js';

const hiringSignal = { name: 'Hiring a sales rep', keywords: ['hiring sales'] };

let catcher: SmtpCatcher;
let app: FastifyInstance;
let digestSchedules: { cron: string }[];
beforeAll(async () => {
  ({ catcher, app } = await startMailApp());
  digestSchedules = await readDigestSchedules();
  await stopDigestSchedule(app);
});
afterAll(() => catcher.close());
// Each test's ticks see its own project only: an earlier test's project is due, or not, at a test's
// chosen hour depending on the real clock (which made the counts fail at some hours of the day).
beforeEach(() => app.db.update(notificationSettings).set({ emailEnabled: false }));

async function readDigestSchedules() {
  const schedules = (await app.db.execute(
    sql`select cron from pgboss.schedule where name = 'email.digest-tick'`,
  )) as unknown as { rows: { cron: string }[] };
  return schedules.rows;
}

/**
 * The tests tick with chosen clocks; pg-boss's own quarter-hour tick, on the real clock, would claim a
 * period in between whenever a test's project is at its morning for real.
 */
const stopDigestSchedule = (on: FastifyInstance) => on.queue.boss.unschedule('email.digest-tick');

const minute = 60_000;
const hour = 60 * minute;

/** The first moment after `from` when it is `hh:mm` in `zone` (and Monday when asked). */
function nextLocal(from: Date, zone: string, hh: number, mm: number, monday = false): Date {
  const start = Math.ceil(from.getTime() / (5 * minute)) * 5 * minute;
  for (let t = start; t < start + 8 * 24 * hour; t += 5 * minute) {
    const at = new Date(t);
    const local = localTime(at, zone);
    const minutes = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, minute: 'numeric' }).format(at),
    );
    if (local.hour === hh && minutes === mm && (!monday || local.weekday === 1)) return at;
  }
  throw new Error('no such time');
}

const tick = (now: Date, on: FastifyInstance = app) =>
  runDigestTick(on.db, mailContext(on), enqueueMail(on), now);

async function digestProject(
  frequency: 'daily' | 'weekly',
  timezone: string,
  recipients: string[],
  minScore = 50,
) {
  const setup = await projectWithSignals(app, [crmSignal, { ...hiringSignal, description: '' }]);
  await saveSettings(app, setup.owner.token, setup.project.id, {
    email_frequency: frequency,
    email_recipients: recipients,
    min_score: minScore,
    timezone,
  });
  const [crm, hiring] = setup.signals;
  return { ...setup, crm: crm!, hiring: hiring! };
}

async function digestRows(projectId: string) {
  return app.db
    .select()
    .from(emailDigests)
    .where(eq(emailDigests.projectId, projectId))
    .orderBy(emailDigests.coversUntil);
}

describe('e-mail digests', () => {
  it("sends the daily digest at the recipient's 08:00, grouped by signal, once", async () => {
    const [ann, bob] = [uniqueEmail('ann'), uniqueEmail('bob')];
    const zone = 'America/New_York';
    const { project, crm, hiring } = await digestProject('daily', zone, [ann, bob]);
    const crmLeads = Array.from({ length: 7 }, (_, i) => ({
      title: `CRM question ${i} <b>bold</b>`,
      score: 60 + i,
      matches: [{ intentSignalId: crm.id, score: 60 + i }],
    }));
    await seedLeads(app.db, project.id, [
      ...crmLeads,
      {
        title: 'Hiring a sales rep in Boston',
        score: 90,
        matches: [{ intentSignalId: hiring.id, score: 90 }],
      },
      { title: 'Too weak to mention', score: 20, matches: [{ intentSignalId: crm.id, score: 20 }] },
      {
        title: 'Deleted by the team',
        score: 95,
        deleted: true,
        matches: [{ intentSignalId: crm.id, score: 95 }],
      },
    ]);
    const eight = nextLocal(new Date(), zone, 8, 5);

    expect(await tick(new Date(eight.getTime() - hour))).toEqual({ mailed: 0, empty: 0 });
    expect(await tick(eight)).toEqual({ mailed: 2, empty: 0 });
    const [mail] = await waitForMails(catcher.mails, ann);
    await waitForMails(catcher.mails, bob);
    expect(mail!.subject).toMatch(/^Daily digest: 8 new leads in /);
    const text = textPart(mail!);
    // The best signal first, the best five of each, then "and N more" linking to the list.
    expect(text.indexOf('Hiring a sales rep')).toBeLessThan(text.indexOf('Asking for a CRM recommendation'));
    expect(text).toContain('CRM question 6');
    expect(text).toContain('CRM question 2');
    expect(text).not.toContain('CRM question 1 ');
    expect(text).toContain(`and 2 more: http://app.signalboard.test/projects/${project.id}/leads`);
    expect(text).not.toContain('Too weak to mention');
    expect(text).not.toContain('Deleted by the team');
    expect(htmlPart(mail!)).toContain('CRM question 6 &lt;b&gt;bold&lt;/b&gt;');
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Later ticks of the same morning find the period done.
    expect(await tick(new Date(eight.getTime() + 15 * minute))).toEqual({ mailed: 0, empty: 0 });
    expect(await digestRows(project.id)).toMatchObject([
      { frequency: 'daily', leadCount: 8 },
      { frequency: 'daily', leadCount: 8 },
    ]);

    // The next morning: nothing new, no mail, but the day is recorded; a lead after it is in the next one.
    const nextDay = new Date(eight.getTime() + 24 * hour);
    expect(await tick(nextDay)).toEqual({ mailed: 0, empty: 2 });
    const [late] = await seedLeads(app.db, project.id, [
      {
        title: 'A lead after the second digest',
        score: 80,
        matches: [{ intentSignalId: crm.id, score: 80 }],
      },
    ]);
    await app.db
      .update(leads)
      .set({ createdAt: new Date(nextDay.getTime() + hour) })
      .where(eq(leads.id, late!));
    expect(await tick(new Date(nextDay.getTime() + 24 * hour))).toEqual({ mailed: 2, empty: 0 });
    const third = await waitForMails(catcher.mails, ann, 2);
    expect(third.at(-1)!.subject).toMatch(/^Daily digest: 1 new lead in /);
    expect(mailsTo(catcher.mails, ann)).toHaveLength(2);
    expect((await digestRows(project.id)).map((row) => row.leadCount)).toEqual([8, 8, 0, 0, 1, 1]);
  });

  it('sends the weekly digest on Monday at 08:00 local, for the last 7 days', async () => {
    const cat = uniqueEmail('cat');
    const zone = 'Asia/Kolkata';
    const { project, crm } = await digestProject('weekly', zone, [cat]);
    await seedLeads(app.db, project.id, [
      { title: 'A weekly CRM lead', score: 70, matches: [{ intentSignalId: crm.id, score: 70 }] },
    ]);
    const monday = nextLocal(new Date(), zone, 8, 0, true);
    expect(duePeriod('weekly', monday, zone)?.period).toMatch(/^\d{4}-W\d{2}$/);
    // Tuesday 08:00 is not a weekly morning.
    expect(await tick(new Date(monday.getTime() - 6 * 24 * hour))).toEqual({ mailed: 0, empty: 0 });
    expect(await tick(monday)).toEqual({ mailed: 1, empty: 0 });
    const [mail] = await waitForMails(catcher.mails, cat);
    expect(mail!.subject).toMatch(/^Weekly digest: 1 new lead in /);
    expect(textPart(mail!)).toContain('A weekly CRM lead');
    expect(await tick(new Date(monday.getTime() + 24 * hour))).toEqual({ mailed: 0, empty: 0 });
  });

  it('mails nothing when nothing is new, and records the period', async () => {
    const dan = uniqueEmail('dan');
    const { project } = await digestProject('daily', 'UTC', [dan]);
    const eight = nextLocal(new Date(), 'UTC', 8, 0);
    expect(await tick(eight)).toEqual({ mailed: 0, empty: 1 });
    expect(await digestRows(project.id)).toMatchObject([
      { recipient: dan, leadCount: 0, coversUntil: eight },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(catcher.mails, dan)).toEqual([]);
  });

  it('sends a digest once with two workers ticking at the same time', async () => {
    const [eve, fin] = [uniqueEmail('eve'), uniqueEmail('fin')];
    const zone = 'Europe/Paris';
    const { project, crm } = await digestProject('daily', zone, [eve, fin]);
    await seedLeads(app.db, project.id, [
      { title: 'Raced CRM lead', score: 75, matches: [{ intentSignalId: crm.id, score: 75 }] },
    ]);
    // On PostgreSQL a second app is a second worker process (its own pool and pg-boss); PGlite serves one
    // process, so there the two ticks share it.
    const second = process.env.DATABASE_URL ? await mailTestApp(catcher) : app;
    await stopDigestSchedule(second);
    const eight = nextLocal(new Date(), zone, 8, 0);
    const results = await Promise.all([
      tick(eight, app),
      tick(eight, second),
      tick(eight, app),
      tick(eight, second),
    ]);
    expect(results.reduce((sum, r) => sum + r.mailed, 0)).toBe(2);
    await waitForMails(catcher.mails, eve);
    await waitForMails(catcher.mails, fin);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(catcher.mails, eve)).toHaveLength(1);
    expect(mailsTo(catcher.mails, fin)).toHaveLength(1);
    expect(await digestRows(project.id)).toHaveLength(2);
  });

  it('leaves out a recipient who unsubscribed', async () => {
    const [gil, hana] = [uniqueEmail('gil'), uniqueEmail('hana')];
    const { project, crm } = await digestProject('daily', 'UTC', [gil, hana]);
    await seedLeads(app.db, project.id, [
      { title: 'CRM', score: 75, matches: [{ intentSignalId: crm.id, score: 75 }] },
    ]);
    await app.db.execute(
      sql`insert into email_unsubscribes (project_id, email) values (${project.id}, ${gil})`,
    );
    expect(await tick(nextLocal(new Date(), 'UTC', 9, 0))).toEqual({ mailed: 1, empty: 0 });
    await waitForMails(catcher.mails, hana);
    expect(
      await app.db
        .select()
        .from(emailDigests)
        .where(and(eq(emailDigests.projectId, project.id), eq(emailDigests.recipient, gil))),
    ).toEqual([]);
  });

  it('runs on the pg-boss schedule: email.digest-tick every 15 minutes, and its job sends', async () => {
    expect(digestSchedules).toEqual([{ cron: '*/15 * * * *' }]);
    // A zone where it is 08:00-13:59 right now, so the job's own clock finds the digest due.
    const zone = Intl.supportedValuesOf('timeZone').find((z) => duePeriod('daily', new Date(), z) !== null)!;
    const ivy = uniqueEmail('ivy');
    const { project, crm } = await digestProject('daily', zone, [ivy]);
    await seedLeads(app.db, project.id, [
      { title: 'Scheduled CRM lead', score: 75, matches: [{ intentSignalId: crm.id, score: 75 }] },
    ]);
    await app.queue.boss.send('email.digest-tick', {});
    const [mail] = await waitForMails(catcher.mails, ivy);
    expect(textPart(mail!)).toContain('Scheduled CRM lead');
    await waitFor(async () => ((await digestRows(project.id)).length === 1 ? true : null), 'the digest row');
  });
});
