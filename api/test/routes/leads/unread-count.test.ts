import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leads, posts } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

/** Leads as the engine will write them (there is no API for creating leads); their ids. */
async function addLeads(
  projectId: string,
  flags: { read?: boolean; deleted?: boolean; platform?: string }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const { platform = 'hackernews', ...flag } of flags) {
    const [post] = await app.db
      .insert(posts)
      .values({ platform, externalId: randomUUID(), title: 'Looking for a CRM', body: 'Any tips?' })
      .returning();
    if (!post) throw new Error('post insert returned nothing');
    const [lead] = await app.db
      .insert(leads)
      .values({ projectId, postId: post.id, platform, score: 70, ...flag })
      .returning();
    ids.push(lead!.id);
  }
  return ids;
}

/** The unread count recounted from the leads themselves, as it was computed before the counters. */
async function countedUnread(projectId: string): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(leads)
    .where(
      and(
        eq(leads.projectId, projectId),
        eq(leads.deleted, false),
        eq(leads.read, false),
        sql`${leads.verdict} is distinct from 'not_lead'`,
      ),
    );
  return row!.n;
}

const unread = (token: string, projectId: string) =>
  injectWithLogin(app, token, { method: 'GET', url: `/api/v1/leads/${projectId}/unread_count` });

describe('unread counts', () => {
  it('counts leads neither read nor deleted, per project', async () => {
    const owner = await signUpWithOrganization(app);
    const first = await createProject(app, owner.token, 'First');
    const second = await createProject(app, owner.token, 'Second');
    expect((await unread(owner.token, first.id)).json()).toEqual({ unread_count: 0 });
    await addLeads(first.id, [{}, {}, { read: true }, { deleted: true }, { read: true, deleted: true }]);
    await addLeads(second.id, [{}]);
    expect((await unread(owner.token, first.id)).json()).toEqual({ unread_count: 2 });
    expect((await unread(owner.token, second.id)).json()).toEqual({ unread_count: 1 });
  });

  it('stays equal to a recount as leads are read, unread, deleted, hidden, restored and removed', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const other = await createProject(app, owner.token, 'Other');
    const [a, b, c, d, e] = await addLeads(project.id, [
      {},
      { platform: 'reddit' },
      { platform: 'github' },
      { read: true },
      { platform: 'reddit', deleted: true },
    ]);
    await addLeads(other.id, [{}, {}]);
    const leadsUrl = `/api/v1/leads/${project.id}`;
    const steps: [string, { method: 'POST' | 'DELETE'; url: string; payload?: object } | null, number][] = [
      ['seeded', null, 3],
      ['one marked read', { method: 'POST', url: `${leadsUrl}/lead/${a}/read` }, 2],
      ['marked read again', { method: 'POST', url: `${leadsUrl}/lead/${a}/read` }, 2],
      [
        'two marked unread, one already was',
        { method: 'POST', url: `${leadsUrl}/mark_leads_as_unread`, payload: { lead_ids: [a, b, d] } },
        4,
      ],
      [
        'one deleted',
        { method: 'POST', url: `${leadsUrl}/mark_leads_as_deleted`, payload: { lead_ids: [b] } },
        3,
      ],
      [
        'two restored, one of them unread',
        { method: 'POST', url: `${leadsUrl}/mark_leads_as_restored`, payload: { lead_ids: [b, e] } },
        5,
      ],
      [
        'one marked not a lead',
        {
          method: 'POST',
          url: `${leadsUrl}/lead/${c}/verdict`,
          payload: { verdict: 'not_lead', reason: 'job_post' },
        },
        4,
      ],
      [
        'its verdict cleared',
        { method: 'POST', url: `${leadsUrl}/lead/${c}/verdict`, payload: { verdict: null } },
        5,
      ],
      [
        'all marked read by filter',
        { method: 'POST', url: `${leadsUrl}/mark_leads_as_read`, payload: { filter: {} } },
        0,
      ],
    ];
    for (const [step, request, expected] of steps) {
      if (request) expect((await injectWithLogin(app, owner.token, request)).statusCode, step).toBe(200);
      const answered = (await unread(owner.token, project.id)).json<{ unread_count: number }>().unread_count;
      expect([step, answered], step).toEqual([step, expected]);
      expect(await countedUnread(project.id), step).toBe(expected);
    }
    // Leads leaving for good (the engine never deletes rows, a project's removal does) leave the count.
    await app.db.update(leads).set({ read: false }).where(eq(leads.id, a!));
    expect((await unread(owner.token, project.id)).json()).toEqual({ unread_count: 1 });
    await app.db.delete(leads).where(eq(leads.id, a!));
    expect((await unread(owner.token, project.id)).json()).toEqual({ unread_count: 0 });
    expect((await unread(owner.token, other.id)).json()).toEqual({ unread_count: 2 });
  });

  it("counts the caller's own unread leads with assignee=me, and refuses any other assignee naming it", async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    // The fifth lead has no owner: it counts for the project's badge, nobody's own.
    const [mineUnread, mineRead, mineDeleted, guests] = await addLeads(project.id, [
      {},
      { read: true },
      { deleted: true },
      {},
      {},
    ]);
    await app.db
      .update(leads)
      .set({ assigneeId: owner.user.id })
      .where(sql`${leads.id} in (${mineUnread}, ${mineRead}, ${mineDeleted})`);
    await app.db.update(leads).set({ assigneeId: guest.user.id }).where(eq(leads.id, guests!));
    const mine = (token: string, query = 'assignee=me') =>
      injectWithLogin(app, token, {
        method: 'GET',
        url: `/api/v1/leads/${project.id}/unread_count?${query}`,
      });
    expect((await mine(owner.token)).json()).toEqual({ unread_count: 1 });
    expect((await mine(guest.token)).json()).toEqual({ unread_count: 1 });
    expect((await unread(owner.token, project.id)).json()).toEqual({ unread_count: 3 });
    // Marked "not a lead", it leaves the list and the badge.
    await app.db.update(leads).set({ verdict: 'not_lead' }).where(eq(leads.id, mineUnread!));
    expect((await mine(owner.token)).json()).toEqual({ unread_count: 0 });
    expect((await mine(owner.token, `assignee=${guest.user.id}`)).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'assignee',
    });
    const outsider = await signUpWithOrganization(app, 'Elsewhere');
    expect((await mine(outsider.token)).statusCode).toBe(404);
  });

  it('is readable by guests of the project and nobody else', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    await addLeads(project.id, [{}]);
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    expect((await unread(guest.token, project.id)).json()).toEqual({ unread_count: 1 });
    const outsider = await signUpWithOrganization(app, 'Elsewhere');
    expect((await unread(outsider.token, project.id)).statusCode).toBe(404);
    expect((await unread(outsider.token, 'nope')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'projectId',
    });
  });

  it('appears in every project response with the enabled platforms in catalogue order', async () => {
    const owner = await signUpWithOrganization(app);
    const quiet = await createProject(app, owner.token, 'Quiet');
    const busy = await createProject(app, owner.token, 'Busy');
    await addLeads(busy.id, [{}, {}, {}, { read: true }]);
    const sources = await injectWithLogin(app, owner.token, {
      method: 'PATCH',
      url: `/api/v1/project/${busy.id}/data-sources`,
      payload: {
        data_sources: [
          { platform: 'webhook', enabled: true, settings: {} },
          { platform: 'github', enabled: true, settings: { queries: ['crm'] } },
          { platform: 'hackernews', enabled: false, settings: { keywords: ['crm'] } },
          { platform: 'reddit', enabled: true, settings: { subreddits: ['sales'], keywords: ['crm'] } },
        ],
      },
    });
    expect(sources.statusCode).toBe(200);

    const listed = (await injectWithLogin(app, owner.token, { method: 'GET', url: '/api/v1/project' })).json<
      { id: string; unread_count: number; enabled_platforms: string[] }[]
    >();
    expect(listed.map((p) => [p.id, p.unread_count, p.enabled_platforms])).toEqual([
      [quiet.id, 0, []],
      [busy.id, 3, ['reddit', 'github', 'webhook']],
    ]);
    const one = await injectWithLogin(app, owner.token, { method: 'GET', url: `/api/v1/project/${busy.id}` });
    expect(one.json()).toMatchObject({ unread_count: 3, enabled_platforms: ['reddit', 'github', 'webhook'] });
    const patched = await injectWithLogin(app, owner.token, {
      method: 'PATCH',
      url: `/api/v1/project/${busy.id}`,
      payload: { name: 'Busier' },
    });
    expect(patched.json()).toMatchObject({
      name: 'Busier',
      unread_count: 3,
      enabled_platforms: ['reddit', 'github', 'webhook'],
    });
  });

  it('shows a guest the unread count of the project they are a guest of', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    await addLeads(project.id, [{}, {}]);
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    const listed = (await injectWithLogin(app, guest.token, { method: 'GET', url: '/api/v1/project' })).json<
      { id: string; unread_count: number }[]
    >();
    expect(listed).toEqual([
      expect.objectContaining({ id: project.id, unread_count: 2, enabled_platforms: [] }),
    ]);
  });
});
