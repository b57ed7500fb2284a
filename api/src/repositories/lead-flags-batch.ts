import { apiKeyReaches } from '../api-keys/key-reach.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { leadPlatformCounts, leads, memberships, projectGuests, projects } from '../db/schema/index.js';

/** One caller's change of one lead's flags (mark read, star), answered briefly. */
export interface LeadFlagWrite {
  userId: string;
  projectId: string;
  leadId: string;
  read?: boolean;
  starred?: boolean;
}

/** A lead's flags after a change, with its project's unread count. */
export interface LeadFlagsView {
  id: string;
  read: boolean;
  starred: boolean;
  unreadCount: number;
}

interface BatchRow {
  n: number;
  id: string;
  project_id: string;
  read: boolean;
  starred: boolean;
  was_unread: boolean;
  is_unread: boolean;
  counted: number | string;
}

/**
 * Several callers' flag changes in one statement: each caller's access to its project is checked for that
 * caller, a lead that is deleted, of another project or of a project the caller may not read is left
 * alone (its answer is null, and the route names what is wrong). The rows are locked in id order, as any
 * other batch of this kind locks them, so two batches never wait on each other in a circle.
 *
 * The statement's triggers (the unread counters and the list version, src/db/schema/leads.ts) run once
 * for the whole batch. They run after it, so each project's unread count in the answers is its counters
 * before the statement plus every lead of that project the batch moved: the count after the whole batch.
 * A statement running at the same time (at most one more, see coalescedWrites) is not seen by it, so under
 * load an answer's count can miss another caller's change of that moment; the next answer or the list
 * brings it.
 * Committed without waiting for the disk, as a single change is (see leadsRepository's setFlags).
 */
export async function setLeadFlagsTogether(
  db: Database,
  writes: LeadFlagWrite[],
): Promise<(LeadFlagsView | null)[]> {
  const input = JSON.stringify(
    writes.map((write, n) => ({
      n,
      lead_id: write.leadId,
      project_id: write.projectId,
      user_id: write.userId,
      read: write.read ?? null,
      starred: write.starred ?? null,
    })),
  );
  const result = (await db.execute(sql`
    with input as materialized (
      select * from jsonb_to_recordset(${input}::jsonb)
        as i(n int, lead_id uuid, project_id uuid, user_id uuid, read boolean, starred boolean)
    ), allowed as (
      select i.* from input i
      where exists (select 1 from ${projects} p where p.id = i.project_id and (
        exists (select 1 from ${memberships} m
          where m.organization_id = p.organization_id and m.user_id = i.user_id)
        or exists (select 1 from ${projectGuests} g where g.project_id = p.id and g.user_id = i.user_id)
        or ${apiKeyReaches(sql`i.user_id`, sql`p.id`, sql`p.organization_id`)}))
    ), before as materialized (
      select l.id, a.n, a.read, a.starred, a.user_id,
        (not l.read and l.verdict is distinct from 'not_lead') as was_unread
      from ${leads} l join allowed a on a.lead_id = l.id and a.project_id = l.project_id
      where l.deleted = false
      order by l.id
      for update of l
    )
    update ${leads} set
      read = coalesce(b.read, ${leads}.read),
      starred = coalesce(b.starred, ${leads}.starred),
      -- The first reader, for the history (as leadsRepository's setFlags).
      first_read_by = case when b.read then coalesce(${leads}.first_read_by, b.user_id)
        else ${leads}.first_read_by end,
      updated_at = now()
    from before b
    where ${leads}.id = b.id and set_config('synchronous_commit', 'off', true) is not null
    returning b.n, ${leads}.id, ${leads}.project_id, ${leads}.read, ${leads}.starred, b.was_unread,
      (not ${leads}.read and ${leads}.verdict is distinct from 'not_lead') as is_unread,
      (select coalesce(sum(c.unread_count), 0) from ${leadPlatformCounts} c
        where c.project_id = ${leads}.project_id) as counted
  `)) as unknown as { rows: BatchRow[] };

  const moved = new Map<string, number>();
  for (const row of result.rows)
    moved.set(
      row.project_id,
      (moved.get(row.project_id) ?? 0) + Number(row.is_unread) - Number(row.was_unread),
    );
  const answers: (LeadFlagsView | null)[] = writes.map(() => null);
  for (const row of result.rows)
    answers[row.n] = {
      id: row.id,
      read: row.read,
      starred: row.starred,
      unreadCount: Number(row.counted) + (moved.get(row.project_id) ?? 0),
    };
  return answers;
}
