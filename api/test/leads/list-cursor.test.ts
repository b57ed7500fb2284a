import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../helper.js';
import { seedLeads } from '../support/leads.js';
import { createProject } from '../support/projects.js';

/*
 * The lead list's cursor (issue 28's public API): following `next_cursor` gives every lead once, in the
 * list's order, for each order, also where leads share a time to the millisecond or a score, and while
 * new leads arrive between pages; anything wrong in a cursor is a 422 naming `cursor`, never a 500.
 */

interface Row {
  id: string;
  score: number;
  published_at: string;
  created_at: string;
  updated_at: string;
}
interface Page {
  items: Row[];
  total: number;
  skip: number;
  next_cursor: string | null;
}

let app: FastifyInstance;
let token: string;
let projectId: string;
let seeded: string[];

const base = new Date('2026-03-01T12:00:00Z');

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await signUpWithOrganization(app);
  token = owner.token;
  projectId = (await createProject(app, token, 'Cursor pages')).id;
  seeded = await seedLeads(
    app.db,
    projectId,
    Array.from({ length: 60 }, (_, i) => ({
      title: `Lead ${i}`,
      // Every fourth shares one instant, and scores repeat: ties are broken by the later keys.
      publishedAt: i % 4 === 0 ? base : new Date(base.getTime() - i * 60_000),
      score: 40 + (i % 5) * 10,
    })),
  );
  // Five leads found in the same millisecond, a microsecond apart (as the pipeline's now() stamps them):
  // a cursor that kept milliseconds only would skip or repeat them.
  await app.db.execute(sql`update leads set published_at = '2026-03-02T08:00:00.123000Z'::timestamptz
    + (interval '1 microsecond' * (ascii(right(id::text, 1)) % 7))
    where id in (${sql.join(
      seeded.slice(1, 6).map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
});

async function get(query: string): Promise<{ status: number; body: Page & { field?: string } }> {
  const response = await injectWithLogin(app, token, {
    method: 'GET',
    url: `/api/v1/leads/${projectId}?${query}`,
  });
  return { status: response.statusCode, body: response.json() };
}

async function page(query: string): Promise<Page> {
  const { status, body } = await get(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Every page of `query`, `limit` at a time, following next_cursor; `between` runs after each page. */
async function follow(query: string, limit: number, between?: (index: number) => Promise<void>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < 100; index += 1) {
    const answer: Page = await page(
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    ids.push(...answer.items.map((item) => item.id));
    if (answer.next_cursor === null) {
      expect(answer.items.length).toBeLessThan(limit);
      return ids;
    }
    expect(answer.items.length).toBe(limit);
    cursor = answer.next_cursor;
    await between?.(index);
  }
  throw new Error('the cursor never reached the end');
}

describe('the lead list by cursor', () => {
  const orders = ['sort_by=date', 'sort_order=asc', 'sort_by=score', 'sort_by=score&sort_order=asc'];
  for (const order of orders)
    it(`gives every lead exactly once in the list's order (${order})`, async () => {
      const whole = (await page(`${order}&limit=200`)).items.map((item) => item.id);
      expect(whole).toHaveLength(60);
      for (const limit of [1, 7, 60]) expect(await follow(order, limit), `pages of ${limit}`).toEqual(whole);
    });

  it('misses and repeats nothing, newest first, while newer leads arrive between pages', async () => {
    const before = (await page('limit=200')).items.map((item) => item.id);
    const arrived: string[] = [];
    const ids = await follow('sort_by=date', 9, async (index) => {
      // Newer than every page so far (they belong before the first page, which was already read).
      const now = new Date(Date.now() + index * 1000);
      arrived.push(...(await seedLeads(app.db, projectId, [{ title: `New ${index}`, publishedAt: now }])));
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(before);
    expect(arrived.length).toBeGreaterThan(3);
    // The first page now starts with them: the next reader sees them.
    expect((await page(`limit=${arrived.length}`)).items.map((item) => item.id)).toEqual(
      [...arrived].reverse(),
    );
  });

  it('answers a row with its found and changed times, and the full view pages the same way', async () => {
    const first = await page('limit=2');
    expect(first.next_cursor).toEqual(expect.any(String));
    for (const row of first.items) {
      expect(Date.parse(row.created_at)).not.toBeNaN();
      expect(Date.parse(row.updated_at)).toBeGreaterThanOrEqual(Date.parse(row.created_at));
    }
    const rows = (await page(`limit=2&cursor=${first.next_cursor}`)).items.map((item) => item.id);
    const full = await page(`limit=2&view=full&cursor=${first.next_cursor}`);
    expect(full.items.map((item) => item.id)).toEqual(rows);
    expect(full.next_cursor).toEqual(expect.any(String));
    // The count is the filter's, wherever the page starts.
    expect(full.total).toBe(first.total);
  });

  it('is a 422 naming cursor for a garbled or forged cursor, another order’s, or one sent with skip', async () => {
    const { next_cursor: cursor } = await page('limit=3');
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    const id = seeded[0]!;
    const bad = [
      'not a cursor!',
      'AAAA',
      forged('1d- yesterday ' + id),
      forged('1d- 2024-02-30T10:00:00.000000Z ' + id),
      forged('1d- 0000-01-01T00:00:00.000000Z ' + id),
      forged('1d- 2024-02-01T10:00:00.000000Z not-an-id'),
      forged('1d- 2024-02-01T10:00:00.000000Z'),
      forged('1d- 2024-02-01T10:00:00.000000Z ' + id + ' extra'),
      forged('2d- 2024-02-01T10:00:00.000000Z ' + id),
      forged('1s- 101 2024-02-01T10:00:00.000000Z ' + id),
      forged("1d- 2024-02-01T10:00:00.000000Z ' or 1=1 --"),
      `${cursor}${'A'.repeat(300)}`,
    ];
    for (const value of bad) {
      const { status, body } = await get(`cursor=${encodeURIComponent(value)}`);
      expect(status, value).toBe(422);
      expect(body.field, value).toBe('cursor');
    }
    const other = await get(`sort_by=score&cursor=${cursor}`);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ field: 'cursor', code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(other.body)).toContain('sort_by=date&sort_order=desc');
    const withSkip = await get(`skip=3&cursor=${cursor}`);
    expect(withSkip.status).toBe(422);
    expect(withSkip.body.field).toBe('cursor');
    // skip=0 says nothing a cursor contradicts.
    expect((await get(`skip=0&cursor=${cursor}`)).status).toBe(200);
  });

  it('never answers a 500 to random cursors', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let n = 0; n < 40; n += 1) {
      const value = Array.from({ length: 1 + (random() % 120) }, () => alphabet[random() % 64]).join('');
      const { status } = await get(`cursor=${value}`);
      expect(status, value).toBe(422);
    }
  });
});
