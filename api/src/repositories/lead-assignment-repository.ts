import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { leads } from '../db/schema/index.js';
import { asActor, type LeadActor } from '../leads/lead-actor.js';
import { notifyLeadChanged } from '../leads/lead-changes-channel.js';

/** The condition of a lead whose owner is not `assigneeId` yet: what assigning it would change. */
export const assigneePending = (assigneeId: string | null) =>
  sql`${leads.assigneeId} is distinct from ${assigneeId}`;

/**
 * Who owns the project's leads (issue 26). An assignment is an update of `leads`, so the list version moves
 * with it (the leads statement trigger) and the history records it with its actor (the row trigger of
 * migration 0023); the project's open streams hear `lead_changed` at commit.
 */
export function leadAssignmentRepository(db: Database) {
  return {
    /**
     * Gives the project's leads (not deleted, hidden or not) to `assigneeId`, or to nobody; ids of other
     * projects and leads already theirs are left alone. The ids of the leads changed.
     */
    async assign(
      projectId: string,
      leadIds: string[],
      assigneeId: string | null,
      actor: LeadActor,
    ): Promise<string[]> {
      if (leadIds.length === 0) return [];
      return asActor(db, actor, async (tx) => {
        const rows = await tx
          .update(leads)
          .set({
            assigneeId,
            assignedAt: assigneeId === null ? null : sql`now()`,
            assignedBy: assigneeId === null || actor.kind !== 'user' ? null : actor.userId,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(leads.projectId, projectId),
              inArray(leads.id, leadIds),
              eq(leads.deleted, false),
              assigneePending(assigneeId),
            ),
          )
          .returning({ id: leads.id });
        const changed = rows.map((row) => row.id);
        await notifyLeadChanged(tx, {
          projectId,
          leadIds: changed,
          fields: ['assignee'],
          actorUserId: actor.kind === 'user' ? actor.userId : null,
        });
        return changed;
      });
    },

    /**
     * The badge's "mine": leads of the project given to `userId` that are listed (not deleted, not marked
     * "not a lead") and unread, counted up to `cap` (the badge shows "999+" past it). Read from the owner
     * index (project, assignee), so it costs what one person owns, not what the project holds.
     */
    async unreadOf(projectId: string, userId: string, cap = 1000): Promise<number> {
      const mine = db
        .select({ one: sql`1` })
        .from(leads)
        .where(
          and(
            eq(leads.projectId, projectId),
            eq(leads.assigneeId, userId),
            eq(leads.deleted, false),
            sql`${leads.verdict} is distinct from 'not_lead'`,
            eq(leads.read, false),
          ),
        )
        .limit(cap)
        .as('mine');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mine);
      return row?.n ?? 0;
    },
  };
}

export type LeadAssignmentRepository = ReturnType<typeof leadAssignmentRepository>;
