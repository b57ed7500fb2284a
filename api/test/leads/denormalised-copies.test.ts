import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { leads, leadSignalMatches, posts, projects } from '../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../helper.js';
import { seedLeads } from '../support/leads.js';
import { createProject } from '../support/projects.js';

/*
 * The copies migration 0009 keeps for the lead list (the post's search vector and the matched signal ids
 * on each lead, the per-platform lead counters) must follow every write, or the list and the source
 * filter would show stale answers. Each case writes the way the app or a cascade does, then asks the API.
 */

let app: FastifyInstance;
let owner: { token: string };

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpWithOrganization(app);
});

const get = (url: string, token = owner.token) => injectWithLogin(app, token, { method: 'GET', url });

async function listed(projectId: string, query: string): Promise<string[]> {
  const response = await get(`/api/v1/leads/${projectId}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { id: string }[] }>().items.map((lead) => lead.id);
}

async function putSignals(projectId: string, signals: { name: string }[]) {
  const response = await injectWithLogin(app, owner.token, {
    method: 'PUT',
    url: `/api/v1/leads/${projectId}/intent_signals`,
    payload: {
      intent_signals: signals.map((signal) => ({ ...signal, keywords: ['crm'], negative_keywords: [] })),
      reanalyze_leads: false,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string; name: string }[]>();
}

describe('search copies the post’s text onto its leads', () => {
  it('finds a new lead by its post’s words, and by the new words once the post is edited', async () => {
    const project = await createProject(app, owner.token, 'Search');
    const [lead] = await seedLeads(app.db, project.id, [{ title: 'Quokka question', body: 'plain body' }]);
    expect(await listed(project.id, 'search_text=quokka')).toEqual([lead]);

    const [row] = await app.db.select({ postId: leads.postId }).from(leads).where(eq(leads.id, lead!));
    await app.db
      .update(posts)
      .set({ title: 'Renamed', body: 'now about a narwhal' })
      .where(eq(posts.id, row!.postId));

    expect(await listed(project.id, 'search_text=narwhal')).toEqual([lead]);
    expect(await listed(project.id, 'search_text=quokka')).toEqual([]);
  });
});

describe('the signal filter follows the lead’s matches', () => {
  it('drops a deleted signal’s leads and a removed match, keeps the other signals', async () => {
    const project = await createProject(app, owner.token, 'Signals');
    const [kept, dropped] = await putSignals(project.id, [{ name: 'Kept' }, { name: 'Dropped' }]);
    const [both, onlyDropped] = await seedLeads(app.db, project.id, [
      {
        matches: [
          { intentSignalId: kept!.id, score: 60 },
          { intentSignalId: dropped!.id, score: 70 },
        ],
      },
      { matches: [{ intentSignalId: dropped!.id, score: 80 }] },
    ]);
    expect((await listed(project.id, `intent_signals=${dropped!.id}`)).sort()).toEqual(
      [both, onlyDropped].sort(),
    );

    // Deleting a signal removes its matches by cascade.
    const removed = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/api/v1/leads/${project.id}/intent_signals/${dropped!.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await listed(project.id, `intent_signals=${dropped!.id}`)).toEqual([]);
    expect(await listed(project.id, `intent_signals=${kept!.id}`)).toEqual([both]);

    // Reanalysis deletes a lead's matches and writes the current ones.
    await app.db.delete(leadSignalMatches).where(eq(leadSignalMatches.leadId, both!));
    expect(await listed(project.id, `intent_signals=${kept!.id}`)).toEqual([]);
    await app.db.insert(leadSignalMatches).values({
      leadId: onlyDropped!,
      intentSignalId: kept!.id,
      score: 55,
      explanation: { source: 'local', terms: [], phrases: [], cues: [], negatives: [], reason: 'r' },
    });
    expect(await listed(project.id, `intent_signals=${kept!.id}`)).toEqual([onlyDropped]);
  });
});

describe('lead counts per platform (GET leads-data-sources)', () => {
  const counts = async (projectId: string, token = owner.token) => {
    const response = await get(`/api/v1/leads/${projectId}/leads-data-sources`, token);
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(
      response
        .json<{ platform: string; lead_count: number }[]>()
        .map((row) => [row.platform, row.lead_count]),
    );
  };
  const bulk = (projectId: string, action: string, ids: string[]) =>
    injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/leads/${projectId}/${action}`,
      payload: { lead_ids: ids },
    });

  it('stay exact through deletes, restores and removed leads, and hide platforms left with none', async () => {
    const project = await createProject(app, owner.token, 'Counts');
    const ids = await seedLeads(app.db, project.id, [
      { platform: 'reddit' },
      { platform: 'reddit' },
      { platform: 'reddit', deleted: true },
      { platform: 'github' },
    ]);
    expect(await counts(project.id)).toEqual({ reddit: 2, github: 1 });

    expect((await bulk(project.id, 'mark_leads_as_deleted', [ids[0]!, ids[3]!])).json()).toEqual({
      updated: 2,
    });
    expect(await counts(project.id)).toEqual({ reddit: 1 });
    expect((await bulk(project.id, 'mark_leads_as_restored', ids)).json()).toEqual({ updated: 3 });
    expect(await counts(project.id)).toEqual({ reddit: 3, github: 1 });

    await app.db
      .delete(leads)
      .where(and(eq(leads.projectId, project.id), inArray(leads.id, ids.slice(0, 2))));
    expect(await counts(project.id)).toEqual({ reddit: 1, github: 1 });
  });

  it('let a project with leads be deleted, and are another organisation’s 404', async () => {
    const project = await createProject(app, owner.token, 'Doomed');
    await seedLeads(app.db, project.id, [{ platform: 'reddit' }, { platform: 'github' }]);
    const stranger = await signUp(app);
    expect((await get(`/api/v1/leads/${project.id}/leads-data-sources`, stranger.token)).statusCode).toBe(
      404,
    );

    await app.db.delete(projects).where(eq(projects.id, project.id));
    expect(await app.db.select().from(leads).where(eq(leads.projectId, project.id))).toEqual([]);
  });
});
