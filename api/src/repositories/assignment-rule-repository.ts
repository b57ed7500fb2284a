import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { intentSignals, leadAssignmentRules, users, type LeadAssignmentRuleRow } from '../db/schema/index.js';
import { belongsToProject } from './project-people-repository.js';

export type AssignmentRuleInput = Pick<
  LeadAssignmentRuleRow,
  'enabled' | 'memberIds' | 'minScore' | 'signalIds' | 'unownedAlertHours' | 'unownedAlertMinScore'
>;

/** A project's assignment rule and unowned-lead alert (issue 26); see db/schema/lead-assignment-rules.ts. */
export function assignmentRuleRepository(db: Database) {
  return {
    /**
     * The saved rule, its people and signals narrowed to those still in the project (a person who left, a
     * signal deleted), in their saved order; null until saved.
     */
    async find(projectId: string): Promise<LeadAssignmentRuleRow | null> {
      const [row] = await db
        .select()
        .from(leadAssignmentRules)
        .where(eq(leadAssignmentRules.projectId, projectId))
        .limit(1);
      if (!row) return null;
      const [people, signals] = await Promise.all([
        row.memberIds.length === 0
          ? []
          : db
              .select({ id: users.id })
              .from(users)
              .where(
                and(inArray(users.id, row.memberIds), belongsToProject(sql.raw(`"users"."id"`), projectId)),
              ),
        row.signalIds.length === 0
          ? []
          : db
              .select({ id: intentSignals.id })
              .from(intentSignals)
              .where(and(eq(intentSignals.projectId, projectId), inArray(intentSignals.id, row.signalIds))),
      ]);
      const stillIn = (ids: { id: string }[]) => new Set(ids.map((entry) => entry.id));
      const keptPeople = stillIn(people);
      const keptSignals = stillIn(signals);
      return {
        ...row,
        memberIds: row.memberIds.filter((id) => keptPeople.has(id)),
        signalIds: row.signalIds.filter((id) => keptSignals.has(id)),
      };
    },

    /**
     * Saves the whole rule. Turning the alert on starts its watch now (`unowned_alert_since`): leads found
     * before are not announced, so switching it on never floods the channels with old leads; changing the
     * hours keeps the watch; turning it off ends it. The turn counter is never reset by a save.
     */
    async save(projectId: string, input: AssignmentRuleInput): Promise<LeadAssignmentRuleRow> {
      const since = sql`case when ${input.unownedAlertHours}::integer is null then null::timestamptz
        else coalesce(${leadAssignmentRules.unownedAlertSince}, now()) end`;
      const [row] = await db
        .insert(leadAssignmentRules)
        .values({
          projectId,
          ...input,
          unownedAlertSince: input.unownedAlertHours === null ? null : sql`now()`,
        })
        .onConflictDoUpdate({
          target: leadAssignmentRules.projectId,
          set: { ...input, unownedAlertSince: since, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('assignment rule upsert returned nothing');
      return row;
    },

    /** Those of `signalIds` that are not the project's intent signals. */
    async foreignSignals(projectId: string, signalIds: readonly string[]): Promise<string[]> {
      const unique = [...new Set(signalIds.map((id) => id.toLowerCase()))];
      if (unique.length === 0) return [];
      const rows = await db
        .select({ id: intentSignals.id })
        .from(intentSignals)
        .where(and(eq(intentSignals.projectId, projectId), inArray(intentSignals.id, unique)));
      const known = new Set(rows.map((row) => row.id));
      return unique.filter((id) => !known.has(id));
    },
  };
}

export type AssignmentRuleRepository = ReturnType<typeof assignmentRuleRepository>;
