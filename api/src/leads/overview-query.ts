import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { intentSignals, leads, leadSignalMatches } from '../db/schema/index.js';
import { listed as listedLeads } from './list-query.js';

export interface LeadOverview {
  days: { date: string; bySignal: { intentSignalId: string | null; count: number }[]; total: number }[];
  byStatus: { statusConfigId: string | null; count: number }[];
}

const dayMs = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Leads per UTC day over the last `days` days by intent signal, and the project's leads per status. A lead
 * counts once per day, under its best-scoring signal (ties: the signal first in the project's order), so
 * a stacked bar's segments add up to the day's leads.
 */
export async function leadOverview(
  db: Database,
  projectId: string,
  days: number,
  now = new Date(),
): Promise<LeadOverview> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (days - 1) * dayMs);
  // The leads the list shows by default: not deleted, not marked "not a lead".
  const listed = and(eq(leads.projectId, projectId), listedLeads);
  const day = sql<string>`to_char(${leads.publishedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  // Columns in a select list are written unqualified, so the subquery names its tables itself.
  const best = sql<string | null>`(select m.intent_signal_id from ${leadSignalMatches} m
    inner join ${intentSignals} s on s.id = m.intent_signal_id
    where m.lead_id = ${sql.identifier('leads')}.id
    order by m.score desc, s.position asc, s.id asc limit 1)`;
  const [perDay, perStatus, signals] = await Promise.all([
    db
      .select({ day, signal: best, n: count() })
      .from(leads)
      .where(and(listed, gte(leads.publishedAt, start)))
      .groupBy(sql`1`, sql`2`),
    db
      .select({ status: leads.statusConfigId, n: count() })
      .from(leads)
      .where(listed)
      .groupBy(leads.statusConfigId),
    db
      .select({ id: intentSignals.id })
      .from(intentSignals)
      .where(eq(intentSignals.projectId, projectId))
      .orderBy(asc(intentSignals.position), asc(intentSignals.id)),
  ]);
  const order = new Map(signals.map((signal, index) => [signal.id, index]));
  const rank = (id: string | null) => (id === null ? Number.MAX_SAFE_INTEGER : (order.get(id) ?? order.size));
  const byDay = new Map<string, { intentSignalId: string | null; count: number }[]>();
  for (const row of perDay) {
    const list = byDay.get(row.day) ?? [];
    list.push({ intentSignalId: row.signal, count: row.n });
    byDay.set(row.day, list);
  }
  return {
    days: Array.from({ length: days }, (_, index) => {
      const date = isoDay(new Date(start.getTime() + index * dayMs));
      // A lead published "in the future" (clock skew) falls outside the range and is left out.
      const bySignal = (byDay.get(date) ?? []).sort(
        (a, b) => rank(a.intentSignalId) - rank(b.intentSignalId),
      );
      return { date, bySignal, total: bySignal.reduce((sum, item) => sum + item.count, 0) };
    }),
    byStatus: perStatus.map((row) => ({ statusConfigId: row.status, count: row.n })),
  };
}
