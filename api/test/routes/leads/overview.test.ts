import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { leadStatusConfigs } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject } from '../../support/projects.js';

interface Overview {
  days: { date: string; by_signal: { intent_signal_id: string | null; count: number }[]; total: number }[];
  by_status: { status_config_id: string | null; count: number }[];
}

let app: FastifyInstance;
let owner: { token: string };
let projectId: string;
let signals: string[];
let statuses: string[];

const dayMs = 86_400_000;
const today = new Date();
const midday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 0, 30);
const daysAgo = (n: number) => new Date(midday - n * dayMs);
const isoDay = (n: number) => daysAgo(n).toISOString().slice(0, 10);

const get = (query = '', token = owner.token, id = projectId) =>
  injectWithLogin(app, token, { method: 'GET', url: `/api/v1/leads/${id}/overview${query}` });

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpWithOrganization(app);
  projectId = (await createProject(app, owner.token, 'Main')).id;
  const other = await createProject(app, owner.token, 'Other');
  const put = await injectWithLogin(app, owner.token, {
    method: 'PUT',
    url: `/api/v1/leads/${projectId}/intent_signals`,
    payload: {
      intent_signals: [
        { name: 'Asks for a CRM', keywords: ['crm'], negative_keywords: [] },
        { name: 'Seeks an alternative', keywords: ['alternative'], negative_keywords: [] },
      ],
      reanalyze_leads: false,
    },
  });
  signals = put.json<{ id: string }[]>().map((signal) => signal.id);
  statuses = (
    await app.db
      .select({ id: leadStatusConfigs.id })
      .from(leadStatusConfigs)
      .where(eq(leadStatusConfigs.projectId, projectId))
      .orderBy(asc(leadStatusConfigs.position))
  ).map((row) => row.id);
  const [a, b] = signals as [string, string];
  await seedLeads(app.db, projectId, [
    // Today: one lead best at B (counted once, under B though it matched A too), one at A, one at none.
    {
      publishedAt: daysAgo(0),
      matches: [
        { intentSignalId: a, score: 40 },
        { intentSignalId: b, score: 80 },
      ],
    },
    { publishedAt: daysAgo(0), matches: [{ intentSignalId: a, score: 90 }] },
    { publishedAt: daysAgo(0), statusConfigId: statuses[1]! },
    // A tie goes to the signal first in the project's order.
    {
      publishedAt: daysAgo(3),
      matches: [
        { intentSignalId: b, score: 50 },
        { intentSignalId: a, score: 50 },
      ],
    },
    { publishedAt: daysAgo(29), matches: [{ intentSignalId: b, score: 60 }] },
    // Outside 30 days, but still counted by status; deleted leads never count.
    { publishedAt: daysAgo(30), matches: [{ intentSignalId: a, score: 60 }], statusConfigId: null },
    { publishedAt: daysAgo(1), deleted: true, matches: [{ intentSignalId: a, score: 60 }] },
  ]);
  await seedLeads(app.db, other.id, [{ publishedAt: daysAgo(0) }]);
});

describe('GET /leads/{projectId}/overview', () => {
  it('gives the last 30 UTC days, oldest first, each lead once under its best signal', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { days } = response.json<Overview>();
    const [a, b] = signals;
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe(isoDay(29));
    expect(days[29]!.date).toBe(isoDay(0));
    expect(days[29]).toEqual({
      date: isoDay(0),
      by_signal: [
        { intent_signal_id: a, count: 1 },
        { intent_signal_id: b, count: 1 },
        { intent_signal_id: null, count: 1 },
      ],
      total: 3,
    });
    expect(days[26]!.by_signal).toEqual([{ intent_signal_id: a, count: 1 }]);
    expect(days[0]!.by_signal).toEqual([{ intent_signal_id: b, count: 1 }]);
    expect(days[28]).toEqual({ date: isoDay(1), by_signal: [], total: 0 });
    expect(days.reduce((sum, day) => sum + day.total, 0)).toBe(5);
  });

  it('counts every listed lead by status, whatever its age', async () => {
    const { by_status: byStatus } = (await get()).json<Overview>();
    const sorted = [...byStatus].sort((x, y) =>
      (x.status_config_id ?? '').localeCompare(y.status_config_id ?? ''),
    );
    const expected = [
      { status_config_id: null, count: 1 },
      { status_config_id: statuses[0]!, count: 4 },
      { status_config_id: statuses[1]!, count: 1 },
    ].sort((x, y) => (x.status_config_id ?? '').localeCompare(y.status_config_id ?? ''));
    expect(sorted).toEqual(expected);
  });

  it('takes another range, up to 90 days; anything else is a 422 naming days', async () => {
    const week = (await get('?days=7')).json<Overview>();
    expect(week.days.map((day) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(isoDay));
    expect((await get('?days=31')).json<Overview>().days.reduce((sum, day) => sum + day.total, 0)).toBe(6);
    for (const bad of ['0', '91', 'x']) {
      const response = await get(`?days=${bad}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ field: 'days' });
    }
  });

  it('is open to guests; another organization’s user gets 404', async () => {
    const guest = await signUp(app);
    await addGuest(app, owner.token, projectId, guest.user.id);
    expect((await get('', guest.token)).statusCode).toBe(200);
    const stranger = await signUpWithOrganization(app, 'Elsewhere');
    const response = await get('', stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
  });
});
