// The figures behind a project's "Lead quality" panel: how the team judged its leads ("Good lead" /
// "Not a lead") week by week, per intent signal and per source, why leads were rejected, how the
// last 30 days' leads spread over the score scale (so a threshold can be previewed without a call),
// and the scores of the last 50 leads the team judged (the project's measured precision, and what a
// threshold would have done to leads whose answer is known).
import { and, asc, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  intentSignals,
  leads,
  leadSignalMatches,
  notLeadReasons,
  type NotLeadReason,
} from '../../db/schema/index.js';

export const qualityWeeks = 12;
export const previewDays = 30;
/** How many of the most recent verdicts measure the project's precision. */
export const judgedWindow = 50;

export interface WeekCounts {
  week_start: string;
  found: number;
  accepted: number;
  rejected: number;
}

export interface QualityGroup {
  found: number;
  accepted: number;
  rejected: number;
  weekly: WeekCounts[];
}

export interface LeadQualityFigures {
  weeks: string[];
  totals: QualityGroup;
  bySignal: (QualityGroup & { id: string; name: string })[];
  bySource: (QualityGroup & { platform: string })[];
  reasons: { reason: NotLeadReason; count: number }[];
  recent: { days: number; total: number; histogram: number[] };
  judged: JudgedLeads;
}

/** The last `window` judged leads by verdict, each side as a histogram of the leads' scores (0-100). */
export interface JudgedLeads {
  window: number;
  total: number;
  good: number;
  notGood: number;
  goodScores: number[];
  notGoodScores: number[];
}

const dayMs = 86_400_000;
const scoreBins = () => Array.from({ length: 101 }, () => 0);
const scoreBin = (score: number) => Math.min(100, Math.max(0, score));
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Monday 00:00 UTC of the week holding `now`, as epoch milliseconds. */
function weekStartOf(now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return today - sinceMonday * dayMs;
}

interface CountRow {
  key: string;
  week: string;
  found: number;
  accepted: number;
  rejected: number;
}

function emptyGroup(weeks: string[]): QualityGroup {
  return {
    found: 0,
    accepted: 0,
    rejected: 0,
    weekly: weeks.map((week_start) => ({ week_start, found: 0, accepted: 0, rejected: 0 })),
  };
}

function addRow(group: QualityGroup, weekIndex: Map<string, number>, row: CountRow): void {
  const week = group.weekly[weekIndex.get(row.week) ?? -1];
  if (!week) return;
  for (const target of [group, week]) {
    target.found += row.found;
    target.accepted += row.accepted;
    target.rejected += row.rejected;
  }
}

/**
 * Counts leads by the week they were published (Monday-based UTC weeks, the last 12 including this
 * one), as the lead list dates them. Deleted leads are left out; a lead that matched several signals
 * counts under each of them, so the signal rows may add up to more than the total.
 */
export async function leadQualityFigures(
  db: Database,
  projectId: string,
  now = new Date(),
): Promise<LeadQualityFigures> {
  const thisWeek = weekStartOf(now);
  const start = thisWeek - (qualityWeeks - 1) * 7 * dayMs;
  const weeks = Array.from({ length: qualityWeeks }, (_, index) => isoDay(start + index * 7 * dayMs));
  const weekIndex = new Map(weeks.map((week, index) => [week, index]));

  const inRange = and(
    eq(leads.projectId, projectId),
    eq(leads.deleted, false),
    gte(leads.publishedAt, new Date(start)),
  );
  const week = sql<string>`to_char(date_trunc('week', ${leads.publishedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const counts = {
    found: sql<number>`count(*)::int`,
    accepted: sql<number>`(count(*) filter (where ${leads.verdict} = 'good'))::int`,
    rejected: sql<number>`(count(*) filter (where ${leads.verdict} = 'not_lead'))::int`,
  };
  const recentStart = new Date(now.getTime() - previewDays * dayMs);
  const score = sql<number>`${leads.score}`;

  const [perSource, perSignal, signals, reasons, histogram, judgedRows] = await Promise.all([
    db
      .select({ key: leads.platform, week, ...counts })
      .from(leads)
      .where(inRange)
      .groupBy(sql`1`, sql`2`),
    db
      .select({ key: leadSignalMatches.intentSignalId, week, ...counts })
      .from(leads)
      .innerJoin(leadSignalMatches, eq(leadSignalMatches.leadId, leads.id))
      .where(inRange)
      .groupBy(sql`1`, sql`2`),
    db
      .select({ id: intentSignals.id, name: intentSignals.name })
      .from(intentSignals)
      .where(eq(intentSignals.projectId, projectId))
      .orderBy(asc(intentSignals.position), asc(intentSignals.id)),
    // Every rejection the project has, not only the last 12 weeks': reasons are few and all of them teach.
    db
      .select({ reason: leads.verdictReason, n: count() })
      .from(leads)
      .where(and(eq(leads.projectId, projectId), eq(leads.deleted, false), eq(leads.verdict, 'not_lead')))
      .groupBy(leads.verdictReason),
    // What the list shows of the last 30 days (not deleted, not marked "not a lead"), by score.
    db
      .select({ score, n: count() })
      .from(leads)
      .where(
        and(
          eq(leads.projectId, projectId),
          sql`${leads.deleted} = false and ${leads.verdict} is distinct from 'not_lead'`,
          gte(leads.publishedAt, recentStart),
          isNotNull(leads.score),
        ),
      )
      .groupBy(leads.score),
    // The last 50 verdicts, newest first by when they were given (verdict_at; updated_at for a verdict
    // stored without its time), deleted leads aside. At most 50 rows, so they are counted here.
    db
      .select({ verdict: leads.verdict, score: leads.score })
      .from(leads)
      .where(and(eq(leads.projectId, projectId), eq(leads.deleted, false), isNotNull(leads.verdict)))
      .orderBy(desc(sql`coalesce(${leads.verdictAt}, ${leads.updatedAt})`), desc(leads.id))
      .limit(judgedWindow),
  ]);

  const totals = emptyGroup(weeks);
  const sources = new Map<string, QualityGroup>();
  for (const row of perSource) {
    addRow(totals, weekIndex, row);
    const group = sources.get(row.key) ?? emptyGroup(weeks);
    addRow(group, weekIndex, row);
    sources.set(row.key, group);
  }
  const bySignalId = new Map(signals.map((signal) => [signal.id, emptyGroup(weeks)]));
  for (const row of perSignal) {
    const group = bySignalId.get(row.key);
    if (group) addRow(group, weekIndex, row);
  }
  const reasonCounts = new Map(reasons.map((row) => [row.reason ?? '', row.n]));
  const bins = scoreBins();
  for (const row of histogram) bins[scoreBin(row.score)]! += row.n;
  const judged: JudgedLeads = {
    window: judgedWindow,
    total: judgedRows.length,
    good: 0,
    notGood: 0,
    goodScores: scoreBins(),
    notGoodScores: scoreBins(),
  };
  for (const row of judgedRows) {
    if (row.verdict === 'good') {
      judged.good += 1;
      judged.goodScores[scoreBin(row.score)]! += 1;
    } else {
      judged.notGood += 1;
      judged.notGoodScores[scoreBin(row.score)]! += 1;
    }
  }

  return {
    weeks,
    totals,
    bySignal: signals.map((signal) => ({ id: signal.id, name: signal.name, ...bySignalId.get(signal.id)! })),
    bySource: [...sources.entries()]
      .map(([platform, group]) => ({ platform, ...group }))
      .sort((a, b) => b.found - a.found || a.platform.localeCompare(b.platform)),
    // A reason stored before the list grew (or none, for an old verdict) counts as "other".
    reasons: notLeadReasons.map((reason) => ({
      reason,
      count:
        (reasonCounts.get(reason) ?? 0) +
        (reason === 'other'
          ? [...reasonCounts].reduce(
              (sum, [key, n]) => sum + ((notLeadReasons as readonly string[]).includes(key) ? 0 : n),
              0,
            )
          : 0),
    })),
    recent: { days: previewDays, total: bins.reduce((sum, n) => sum + n, 0), histogram: bins },
    judged,
  };
}
