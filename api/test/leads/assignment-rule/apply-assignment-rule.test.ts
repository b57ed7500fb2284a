import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, leads, personNotifications } from '../../../src/db/schema/index.js';
import type { Database } from '../../../src/db/database.js';
import { ingestPosts } from '../../../src/engine/pipeline/ingest-posts.js';
import { applyAssignmentRule } from '../../../src/leads/assignment-rule/apply-assignment-rule.js';
import { buildTestApp, injectWithLogin, signUp } from '../../helper.js';
import { crmSignal, incoming, offTopic, projectWithSignals } from '../../engine/engine-fixtures.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest } from '../../support/projects.js';
import { signUpMember } from '../../support/team.js';
import { waitFor } from '../../support/wait-for.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const sourdoughSignal = { name: 'Bakes bread', keywords: ['sourdough', 'starter'] };

/** A project with the CRM and sourdough signals, two members and a guest besides its owner. */
async function team() {
  const world = await projectWithSignals(app, [crmSignal, sourdoughSignal]);
  const first = await signUpMember(app, world.owner.token);
  const second = await signUpMember(app, world.owner.token);
  const guest = await signUp(app);
  await addGuest(app, world.owner.token, world.project.id, guest.user.id);
  const saveRule = async (rule: { member_ids: string[]; min_score?: number; signal_ids?: string[] }) => {
    const response = await injectWithLogin(app, world.owner.token, {
      method: 'PUT',
      url: `/api/v1/project/${world.project.id}/assignment_rule`,
      payload: {
        enabled: true,
        min_score: 0,
        signal_ids: [],
        unowned_alert_hours: null,
        unowned_alert_min_score: 80,
        ...rule,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const ingest = (posts: ReturnType<typeof incoming>[], asLeads = false) =>
    ingestPosts({ db: app.db, llm: null }, { projectId: world.project.id, incoming: posts, asLeads });
  return { ...world, first, second, guest, saveRule, ingest };
}

const leadsOf = (projectId: string) =>
  app.db.select().from(leads).where(eq(leads.projectId, projectId)).orderBy(leads.createdAt, leads.id);

/** How many leads each person owns (unassigned under "nobody"). */
async function owners(projectId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const lead of await leadsOf(projectId)) {
    const key = lead.assigneeId ?? 'nobody';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const crmPosts = (count: number) => Array.from({ length: count }, () => incoming());

describe('the assignment rule, as the pipeline stores new leads', () => {
  it('hands new leads round robin in the saved order, carrying the turn over to the next batch', async () => {
    const { first, second, guest, project, saveRule, ingest } = await team();
    // A guest triages the project's leads today, so the rule may give them leads too.
    await saveRule({ member_ids: [first.user.id, second.user.id, guest.user.id] });
    expect((await ingest(crmPosts(4))).newLeads).toBe(4);
    expect(await owners(project.id)).toEqual({ [first.user.id]: 2, [second.user.id]: 1, [guest.user.id]: 1 });
    // Turns 0-3 went first, second, guest, first: the next lead is the second member's.
    const before = new Set((await leadsOf(project.id)).map((lead) => lead.id));
    expect((await ingest(crmPosts(1))).newLeads).toBe(1);
    const [next] = (await leadsOf(project.id)).filter((lead) => !before.has(lead.id));
    expect(next!.assigneeId).toBe(second.user.id);
    expect(next!.assignedBy).toBeNull();
    expect(next!.assignedAt).toBeInstanceOf(Date);
  });

  it('records each assignment in the lead history as made by the rule, and tells each person once', async () => {
    const { first, second, project, saveRule, ingest } = await team();
    await saveRule({ member_ids: [first.user.id, second.user.id] });
    await ingest(crmPosts(4));
    const ids = (await leadsOf(project.id)).map((lead) => lead.id);
    const events = await app.db
      .select()
      .from(leadEvents)
      .where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.kind, 'assignee_changed')));
    expect(events).toHaveLength(4);
    for (const event of events) {
      expect(event).toMatchObject({ actorKind: 'rule', actorLabel: 'Assignment rule', actorUserId: null });
      expect([first.user.id, second.user.id]).toContain(event.data.to);
    }
    // One notice per person for the batch, naming the rule (the new-lead dispatch records them).
    const notices = await waitFor(async () => {
      const rows = await app.db
        .select()
        .from(personNotifications)
        .where(eq(personNotifications.projectId, project.id));
      return rows.length >= 2 ? rows : null;
    }, "the rule's notices");
    expect(notices.map((n) => [n.userId, n.kind, n.leadCount, n.actorName]).sort()).toEqual(
      [
        [first.user.id, 'assigned', 2, 'Assignment rule'],
        [second.user.id, 'assigned', 2, 'Assignment rule'],
      ].sort(),
    );
  });

  it('gives out only leads scoring at least its minimum', async () => {
    const { first, project, saveRule, ingest } = await team();
    await saveRule({ member_ids: [first.user.id], min_score: 40 });
    // An import keeps every row as a lead whatever it scores: the off-topic ones score low.
    await ingest([...crmPosts(2), offTopic({ title: 'My new bike', body: 'It is red and fast.' })], true);
    const stored = await leadsOf(project.id);
    const high = stored.filter((lead) => lead.score >= 40);
    const low = stored.filter((lead) => lead.score < 40);
    expect(high.length).toBeGreaterThan(0);
    expect(low.length).toBeGreaterThan(0);
    for (const lead of high) expect(lead.assigneeId).toBe(first.user.id);
    for (const lead of low) expect(lead.assigneeId).toBeNull();
  });

  it('with chosen signals, gives out only the leads matching one of them', async () => {
    const { first, project, signals, saveRule, ingest } = await team();
    const bread = signals.find((signal) => signal.name === sourdoughSignal.name)!;
    await saveRule({ member_ids: [first.user.id], signal_ids: [bread.id] });
    await ingest([
      ...crmPosts(2),
      incoming({ title: 'My sourdough starter died', body: 'How do I revive a sourdough starter?' }),
    ]);
    const stored = await leadsOf(project.id);
    const bakers = stored.filter((lead) => lead.intentSignalIds.includes(bread.id));
    const others = stored.filter((lead) => !lead.intentSignalIds.includes(bread.id));
    expect(bakers.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const lead of bakers) expect(lead.assigneeId).toBe(first.user.id);
    for (const lead of others) expect(lead.assigneeId).toBeNull();
  });

  it('skips a member who left the organization, and gives out nothing when turned off', async () => {
    const { owner, first, second, project, saveRule, ingest } = await team();
    await saveRule({ member_ids: [first.user.id, second.user.id] });
    const removed = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/api/v1/organization/members/${first.user.id}`,
    });
    expect(removed.statusCode).toBeLessThan(300);
    await ingest(crmPosts(3));
    expect(await owners(project.id)).toEqual({ [second.user.id]: 3 });

    const off = await injectWithLogin(app, owner.token, {
      method: 'PUT',
      url: `/api/v1/project/${project.id}/assignment_rule`,
      payload: {
        enabled: false,
        member_ids: [second.user.id],
        min_score: 0,
        signal_ids: [],
        unowned_alert_hours: null,
        unowned_alert_min_score: 80,
      },
    });
    expect(off.statusCode).toBe(200);
    await ingest(crmPosts(2));
    expect(await owners(project.id)).toEqual({ [second.user.id]: 3, nobody: 2 });
  });

  it('stays fair when two workers store leads at once: distinct turns, nobody more than one ahead', async () => {
    const { first, second, guest, project, saveRule } = await team();
    const people = [first.user.id, second.user.id, guest.user.id];
    await saveRule({ member_ids: people });
    const seeded = await seedLeads(
      app.db,
      project.id,
      Array.from({ length: 8 }, (_, index) => ({ title: `Lead ${index}`, score: 70 })),
    );
    const batch = (ids: string[]) => ids.map((id) => ({ id, score: 70, matches: [] }));
    // The first worker's transaction hands out four leads and stays open while the second starts on its
    // four: had the turn been read apart from its update, the second would read the turn as it was before
    // the first committed, and both would start with the first person (four of the eight for her).
    // (On PGlite, one connection, the second waits for the first: the outcome must be the same.)
    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const one = app.db.transaction(async (tx) => {
      const given = await applyAssignmentRule(
        tx as unknown as Database,
        project.id,
        batch(seeded.slice(0, 4)),
      );
      await Promise.race([firstMayCommit, pause(2_000)]);
      return given;
    });
    await pause(200);
    const two = app.db.transaction((tx) =>
      applyAssignmentRule(tx as unknown as Database, project.id, batch(seeded.slice(4))),
    );
    await pause(300);
    commitFirst();
    await Promise.all([one, two]);
    const counts = await owners(project.id);
    expect(Object.keys(counts).sort()).toEqual([...people].sort());
    expect(Object.values(counts).sort()).toEqual([2, 3, 3]);
  });

  it('hands out the leads of two pipeline runs at once without a gap or a repeat', async () => {
    const { first, second, project, saveRule, ingest } = await team();
    await saveRule({ member_ids: [first.user.id, second.user.id] });
    const results = await Promise.all([ingest(crmPosts(3)), ingest(crmPosts(3))]);
    expect(results.map((result) => result.newLeads)).toEqual([3, 3]);
    expect(await owners(project.id)).toEqual({ [first.user.id]: 3, [second.user.id]: 3 });
  });
});
