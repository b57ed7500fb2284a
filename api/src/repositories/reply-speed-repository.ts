import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  intentSignals,
  leadEvents,
  leads,
  leadSignalMatches,
  leadStatusConfigs,
  users,
} from '../db/schema/index.js';
import { belongsToProject } from './project-people-repository.js';

/**
 * What counts as "contacted": a move to a status named like Contacted, the rule Slack's "Mark contacted"
 * button uses to pick its status (routes/slack/interactions.ts). The history keeps the status's name as it
 * was then (`data.to_name`), so a status renamed or deleted since still counts for the moves made to it.
 */
export const contactedPattern = 'contact';

/** One group of the window's leads: all of them, one first toucher's, one best signal's or one day's. */
export interface ReplySpeedGroup {
  found: number;
  touched: number;
  contacted: number;
  /** Seconds (fractional: medians interpolate), null when no lead of the group has one. */
  touchMedian: number | null;
  touchP90: number | null;
  contactedMedian: number | null;
  contactedP90: number | null;
}

export interface ReplySpeedRows {
  totals: ReplySpeedGroup;
  members: (ReplySpeedGroup & {
    userId: string | null;
    /** The name they acted under when they last touched a lead first (the history's label). */
    label: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    belongs: boolean;
  })[];
  signals: (ReplySpeedGroup & { intentSignalId: string | null; name: string | null })[];
  days: (ReplySpeedGroup & { date: string })[];
  contactedStatus: { id: string; name: string } | null;
}

interface AggregateRow {
  grouped: 'all' | 'member' | 'signal' | 'day';
  toucher_id: string | null;
  toucher_label: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  belongs: boolean | null;
  signal_id: string | null;
  signal_name: string | null;
  day: string | null;
  found: number;
  touched: number;
  contacted: number;
  touch_median: number | string | null;
  touch_p90: number | string | null;
  contacted_median: number | string | null;
  contacted_p90: number | string | null;
}

const seconds = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Reply speed (issue 26): how fast the team first touches the leads found since `since`, and moves them to
 * contacted. One statement computes every group with GROUPING SETS over the window's leads:
 *
 * - found: `leads.created_at` (the `found` history entry carries that same time, and leads stored before
 *   the history existed have no entry at all); listed leads only: a deleted lead or one marked "not a lead"
 *   is not waiting for an answer;
 * - first touch: the lead's first `status_changed`, `note_added` or `pushed` (to a CRM) by a person (`actor_kind = 'user'`), and
 *   contacted its first move to a contacted status by anyone (Slack's button included), each one read from
 *   the lead's history index (lead_id, created_at, id) with LIMIT 1;
 * - a lead's signal: its best-scoring match (ties: the signal first in the project's order), as the
 *   overview's stacked bars count it.
 */
export function replySpeedRepository(db: Database) {
  return {
    async measure(projectId: string, since: Date): Promise<ReplySpeedRows> {
      const sinceText = since.toISOString();
      const [result, statuses] = await Promise.all([
        db.execute(sql`
          with found as materialized (
            select l.id, l.created_at as found_at,
              to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
              -- Its best signal, read from the primary key (lead_id, intent_signal_id) lead by lead, as the
              -- overview does: a join sorted once chose to read every project's matches instead.
              (select m.intent_signal_id from ${leadSignalMatches} m
                join ${intentSignals} s on s.id = m.intent_signal_id
                where m.lead_id = l.id
                order by m.score desc, s.position asc, s.id asc limit 1) as signal_id
            from ${leads} l
            where l.project_id = ${projectId} and l.deleted = false and l.verdict is distinct from 'not_lead'
              and l.created_at >= ${sinceText}::timestamptz
          ), worked as (
            select f.day, f.signal_id, t.actor_user_id as toucher_id, t.actor_label as toucher_label,
              t.created_at as touched_at,
              -- A person whose account is gone has no id left: the name they acted under tells them apart.
              case when t.created_at is not null
                then coalesce(t.actor_user_id::text, 'gone:' || coalesce(t.actor_label, '')) end as toucher_key,
              -- Never below zero, and null stays null (greatest() alone would turn "never" into 0).
              case when t.created_at is not null
                then greatest(0, extract(epoch from t.created_at - f.found_at))::float8 end as touch_s,
              case when c.created_at is not null
                then greatest(0, extract(epoch from c.created_at - f.found_at))::float8 end as contact_s
            from found f
            left join lateral (
              select e.created_at, e.actor_user_id, e.actor_label from ${leadEvents} e
              where e.lead_id = f.id and e.actor_kind = 'user' and e.kind in ('status_changed', 'note_added', 'pushed')
              order by e.created_at, e.id limit 1
            ) t on true
            left join lateral (
              select e.created_at from ${leadEvents} e
              where e.lead_id = f.id and e.kind = 'status_changed'
                and e.data->>'to_name' ~* ${contactedPattern}
              order by e.created_at, e.id limit 1
            ) c on true
          ), groups as (
            select
              case
                when grouping(w.toucher_key) = 0 then 'member'
                when grouping(w.signal_id) = 0 then 'signal'
                when grouping(w.day) = 0 then 'day'
                else 'all' end as grouped,
              w.toucher_key, w.signal_id, w.day,
              (array_agg(w.toucher_id order by w.touched_at desc))[1] as toucher_id,
              (array_agg(w.toucher_label order by w.touched_at desc))[1] as toucher_label,
              count(*)::int as found, count(w.touch_s)::int as touched, count(w.contact_s)::int as contacted,
              percentile_cont(0.5) within group (order by w.touch_s) as touch_median,
              percentile_cont(0.9) within group (order by w.touch_s) as touch_p90,
              percentile_cont(0.5) within group (order by w.contact_s) as contacted_median,
              percentile_cont(0.9) within group (order by w.contact_s) as contacted_p90
            from worked w
            group by grouping sets ((), (w.toucher_key), (w.signal_id), (w.day))
          )
          select grp.grouped, grp.toucher_id, grp.toucher_label, grp.signal_id, grp.day, grp.found, grp.touched, grp.contacted,
            grp.touch_median, grp.touch_p90, grp.contacted_median, grp.contacted_p90,
            u.first_name, u.last_name, u.email,
            ${belongsToProject(sql.raw('grp.toucher_id'), projectId)} as belongs,
            s.name as signal_name
          from groups grp
          left join ${users} u on grp.grouped = 'member' and u.id = grp.toucher_id
          left join ${intentSignals} s on grp.grouped = 'signal' and s.id = grp.signal_id
          -- The untouched leads' member group (no toucher) is not a person. (grp, not g: belongsToProject's
          -- subquery calls project_guests g, which would hide this alias inside it.)
          where not (grp.grouped = 'member' and grp.toucher_key is null)
          order by grp.grouped, s.position nulls last, grp.touched desc, grp.day
        `),
        db
          .select({ id: leadStatusConfigs.id, name: leadStatusConfigs.name })
          .from(leadStatusConfigs)
          .where(
            and(
              eq(leadStatusConfigs.projectId, projectId),
              sql`${leadStatusConfigs.name} ~* ${contactedPattern}`,
            ),
          )
          .orderBy(asc(leadStatusConfigs.position), asc(leadStatusConfigs.createdAt))
          .limit(1),
      ]);
      const rows = (result as unknown as { rows: AggregateRow[] }).rows;
      const group = (row: AggregateRow): ReplySpeedGroup => ({
        found: row.found,
        touched: row.touched,
        contacted: row.contacted,
        touchMedian: seconds(row.touch_median),
        touchP90: seconds(row.touch_p90),
        contactedMedian: seconds(row.contacted_median),
        contactedP90: seconds(row.contacted_p90),
      });
      const all = rows.find((row) => row.grouped === 'all');
      return {
        totals: all
          ? group(all)
          : {
              found: 0,
              touched: 0,
              contacted: 0,
              touchMedian: null,
              touchP90: null,
              contactedMedian: null,
              contactedP90: null,
            },
        members: rows
          .filter((row) => row.grouped === 'member')
          .map((row) => ({
            ...group(row),
            userId: row.toucher_id,
            label: row.toucher_label,
            firstName: row.first_name,
            lastName: row.last_name,
            email: row.email,
            belongs: row.belongs === true,
          })),
        signals: rows
          .filter((row) => row.grouped === 'signal')
          .map((row) => ({ ...group(row), intentSignalId: row.signal_id, name: row.signal_name })),
        days: rows
          .filter((row) => row.grouped === 'day')
          .map((row) => ({ ...group(row), date: row.day ?? '' })),
        contactedStatus: statuses[0] ?? null,
      };
    },
  };
}

export type ReplySpeedRepository = ReturnType<typeof replySpeedRepository>;
