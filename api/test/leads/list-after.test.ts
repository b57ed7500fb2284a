import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parseLeadListQuery, type LeadListQuery } from '../../src/leads/list-filter.js';
import type { ListPosition } from '../../src/leads/list-query.js';
import { buildTestApp, signUpWithOrganization } from '../helper.js';
import { seedLeads } from '../support/leads.js';
import { createProject } from '../support/projects.js';

/*
 * Keyset paging (what the CSV export reads with) must give exactly the list's order: the same leads,
 * none twice, none missed, also where many leads share a time or a score and the ids break the ties.
 */

let app: FastifyInstance;
let projectId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await signUpWithOrganization(app);
  projectId = (await createProject(app, owner.token)).id;
  const shared = new Date('2026-03-01T12:00:00Z');
  await seedLeads(
    app.db,
    projectId,
    Array.from({ length: 13 }, (_, i) => ({
      title: `Lead ${i}`,
      // Four share one instant and scores repeat, so ties are broken by the later keys.
      publishedAt: i % 3 === 0 ? shared : new Date(shared.getTime() - i * 60_000),
      score: 50 + (i % 4) * 10,
      read: i === 5,
    })),
  );
});

async function keysetIds(query: LeadListQuery, pageSize: number): Promise<string[]> {
  const filter = parseLeadListQuery({ ...query, limit: pageSize });
  const ids: string[] = [];
  let after: ListPosition | null = null;
  for (;;) {
    const page = await app.repositories.leads.listAfter(projectId, filter, { after, bodyLimit: 100 });
    ids.push(...page.map((item) => item.lead.id));
    const last = page.at(-1);
    // The guard turns a cursor that stops advancing into a failed comparison, not a hang.
    if (page.length < pageSize || !last || ids.length > 100) return ids;
    after = last.lead;
  }
}

async function listIds(query: LeadListQuery): Promise<string[]> {
  const filter = parseLeadListQuery({ ...query, limit: 200 });
  const { items } = await app.repositories.leads.listPage(projectId, filter, { countCap: 0, bodyLimit: 100 });
  return items.map((item) => item.lead.id);
}

describe('keyset paging of the lead list', () => {
  const queries: LeadListQuery[] = [
    {},
    { sort_order: 'asc' },
    { sort_by: 'score' },
    { sort_by: 'score', sort_order: 'asc' },
    { read: false },
  ];
  for (const query of queries)
    it(`pages through ${JSON.stringify(query)} in the list's order`, async () => {
      const expected = await listIds(query);
      expect(expected.length).toBeGreaterThan(10);
      for (const pageSize of [1, 4, 5])
        expect(await keysetIds(query, pageSize), `page size ${pageSize}`).toEqual(expected);
    });
});
