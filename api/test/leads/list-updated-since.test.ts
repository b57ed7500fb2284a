import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../helper.js';
import { seedLeads } from '../support/leads.js';
import { createProject } from '../support/projects.js';

/*
 * `updated_since` and `sort_by=updated` (issue 28): a program syncing leads asks for what changed since its
 * last sync and gets exactly the leads the team changed (status, verdict, star, a note), in the order they
 * changed, page by page.
 */

interface Row {
  id: string;
  updated_at: string;
}
interface Page {
  items: Row[];
  next_cursor: string | null;
}

let app: FastifyInstance;
let token: string;
let projectId: string;
let ids: string[];

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await signUpWithOrganization(app);
  token = owner.token;
  projectId = (await createProject(app, token, 'Sync')).id;
  ids = await seedLeads(
    app.db,
    projectId,
    Array.from({ length: 12 }, (_, i) => ({
      title: `Lead ${i}`,
      publishedAt: new Date(Date.UTC(2026, 2, 1, 12, i)),
    })),
  );
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  injectWithLogin(app, token, { method, url: `/api/v1/leads/${projectId}${url}`, payload });

async function list(query: string): Promise<Page> {
  const response = await call('GET', `?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

/** The database's clock now (what updated_at is stamped with), exact, after the changes before it. */
async function databaseNow(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const result = (await app.db.execute(
    sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`,
  )) as unknown as { rows: { now: string }[] };
  await new Promise((resolve) => setTimeout(resolve, 5));
  return result.rows[0]!.now;
}

describe('updated_since', () => {
  it('lists only the leads changed since T, in the order they changed with sort_by=updated', async () => {
    const since = await databaseNow();
    expect((await list(`updated_since=${since}`)).items).toEqual([]);

    const statuses = await injectWithLogin(app, token, {
      method: 'GET',
      url: `/api/v1/lead-status-configs/project/${projectId}`,
    });
    const contacted = statuses.json<{ id: string; name: string }[]>().find((s) => s.name === 'Contacted')!;
    const [statusLead, verdictLead, starLead, noteLead, readLead] = [
      ids[3]!,
      ids[7]!,
      ids[1]!,
      ids[10]!,
      ids[5]!,
    ];
    const changes = [
      await call('POST', '/update_status', { status_config_id: contacted.id, lead_ids: [statusLead] }),
      await call('POST', `/lead/${verdictLead}/verdict`, { verdict: 'good' }),
      await call('POST', `/lead/${starLead}/star`, { starred: true }),
      await call('POST', `/lead/${noteLead}/notes`, { body: 'Called them: back next week.' }),
      await call('POST', `/lead/${readLead}/read`),
    ];
    for (const change of changes) expect(change.statusCode, change.body).toBeLessThan(300);

    const changed = [statusLead, verdictLead, starLead, noteLead, readLead];
    const byDate = (await list(`updated_since=${since}`)).items.map((row) => row.id);
    expect(new Set(byDate)).toEqual(new Set(changed));
    const inOrder = await list(`updated_since=${since}&sort_by=updated&sort_order=asc`);
    expect(inOrder.items.map((row) => row.id)).toEqual(changed);
    for (const row of inOrder.items)
      expect(Date.parse(row.updated_at)).toBeGreaterThanOrEqual(Date.parse(since) - 1);

    // Page by page, as a sync client follows next_cursor.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(
        `updated_since=${since}&sort_by=updated&sort_order=asc&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      paged.push(...page.items.map((row) => row.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged).toEqual(changed);

    // A row's updated_at, sent back as updated_since, includes that row (milliseconds round down).
    const last = inOrder.items.at(-1)!;
    expect(
      (await list(`updated_since=${last.updated_at}&sort_by=updated`)).items.map((row) => row.id),
    ).toContain(last.id);
  });

  it('sees a lead marked not a lead leave the default list, and find it under verdict=not_lead', async () => {
    const since = await databaseNow();
    const hidden = ids[0]!;
    const marked = await call('POST', `/lead/${hidden}/verdict`, {
      verdict: 'not_lead',
      reason: 'job_post',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await list(`updated_since=${since}`)).items).toEqual([]);
    expect((await list(`updated_since=${since}&verdict=not_lead`)).items.map((row) => row.id)).toEqual([
      hidden,
    ]);
  });

  it('is a 422 naming updated_since for a value that is no time', async () => {
    for (const value of ['yesterday', '2024-02-30', '2024-13-01T00:00:00Z']) {
      const response = await call('GET', `?updated_since=${value}`);
      expect(response.statusCode, value).toBe(422);
      expect(response.json()).toMatchObject({ field: 'updated_since' });
    }
  });
});
