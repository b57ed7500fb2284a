import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { leadEvents, users, type LeadActorKind, type LeadEventKind } from '../db/schema/index.js';
import type { LeadActor } from '../leads/lead-actor.js';
import { belongsToProject } from './project-people-repository.js';

/** One entry of a lead's history with what decides how its actor is shown. */
export interface LeadHistoryRow {
  id: string;
  kind: LeadEventKind;
  actorKind: LeadActorKind;
  actorUserId: string | null;
  /** The actor's name when they acted (a person, a Slack user), or null. */
  actorLabel: string | null;
  /** The person's name now (else e-mail), when the account still exists. */
  actorFirstName: string | null;
  actorLastName: string | null;
  actorEmail: string | null;
  /** The person still belongs to the project (a member of its organization or a guest of it). */
  actorBelongs: boolean;
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Records a change the triggers do not see (a note written, edited, deleted), in the caller's transaction
 * so it is saved with the change or not at all.
 */
export async function recordLeadEvent(
  tx: Database,
  event: {
    leadId: string;
    projectId: string;
    kind: LeadEventKind;
    actor: LeadActor;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  const { actor } = event;
  await tx.insert(leadEvents).values({
    leadId: event.leadId,
    projectId: event.projectId,
    kind: event.kind,
    actorKind: actor.kind,
    actorUserId: actor.kind === 'user' ? actor.userId : null,
    actorLabel: actor.label,
    data: event.data ?? {},
  });
}

/** A lead's history (lead_events), newest first. */
export function leadHistoryRepository(db: Database) {
  return {
    /** Whether `eventId` is an entry of the lead's history (a page cursor must be). */
    async isEntryOf(leadId: string, eventId: string): Promise<boolean> {
      const rows = await db
        .select({ id: leadEvents.id })
        .from(leadEvents)
        .where(and(eq(leadEvents.id, eventId), eq(leadEvents.leadId, leadId)));
      return rows.length > 0;
    },

    /**
     * Up to `limit` entries of the lead, newest first, older than the entry `before` when given (compared in
     * the database: the times have microseconds JavaScript dates would lose). One more is read to tell
     * whether another page follows.
     */
    async page(
      projectId: string,
      leadId: string,
      { limit, before }: { limit: number; before: string | null },
    ): Promise<{ rows: LeadHistoryRow[]; more: boolean }> {
      const older = before
        ? sql`(${leadEvents.createdAt}, ${leadEvents.id}) < (select c.created_at, c.id from ${leadEvents} c where c.id = ${before})`
        : undefined;
      const rows = await db
        .select({
          id: leadEvents.id,
          kind: leadEvents.kind,
          actorKind: leadEvents.actorKind,
          actorUserId: leadEvents.actorUserId,
          actorLabel: leadEvents.actorLabel,
          actorFirstName: users.firstName,
          actorLastName: users.lastName,
          actorEmail: users.email,
          actorBelongs: belongsToProject(sql.raw('"lead_events"."actor_user_id"'), projectId),
          data: leadEvents.data,
          createdAt: leadEvents.createdAt,
        })
        .from(leadEvents)
        .leftJoin(users, eq(users.id, leadEvents.actorUserId))
        .where(and(eq(leadEvents.leadId, leadId), older))
        .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },
  };
}

export type LeadHistoryRepository = ReturnType<typeof leadHistoryRepository>;
