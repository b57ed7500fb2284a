import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { intentSignals, type IntentSignalRow } from '../db/schema/index.js';
import type { IntentSignalUpsertPlan } from '../intent-signals/plan-upsert.js';

export function intentSignalsRepository(db: Database) {
  const listFor = (database: Pick<Database, 'select'>, projectId: string) =>
    database
      .select()
      .from(intentSignals)
      .where(eq(intentSignals.projectId, projectId))
      .orderBy(asc(intentSignals.position), asc(intentSignals.createdAt), asc(intentSignals.id));

  return {
    /** The project's signals in the team's order. */
    async listForProject(projectId: string): Promise<IntentSignalRow[]> {
      return listFor(db, projectId);
    },

    async countForProject(projectId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(intentSignals)
        .where(eq(intentSignals.projectId, projectId));
      return row?.n ?? 0;
    },

    /**
     * One transaction: locks the project's signals, lets `plan` decide from them (it may throw, which
     * rolls everything back), applies the plan and returns the signals as they are afterwards.
     */
    async upsert(
      projectId: string,
      plan: (existing: IntentSignalRow[]) => IntentSignalUpsertPlan,
    ): Promise<IntentSignalRow[]> {
      return db.transaction(async (tx) => {
        const existing = await tx
          .select()
          .from(intentSignals)
          .where(eq(intentSignals.projectId, projectId))
          .for('update');
        const { updates, inserts } = plan(existing);
        const changed = updates.filter((update) => update.changed);
        // Names are unique per project (case-insensitive) at every statement, so signals that swap
        // names step aside under a name nobody can type first.
        for (const update of changed.filter((u) => u.renamed))
          await tx
            .update(intentSignals)
            .set({ name: `\u2063renaming ${update.id}` })
            .where(eq(intentSignals.id, update.id));
        for (const { id, renamed: _renamed, changed: _changed, ...fields } of changed)
          await tx
            .update(intentSignals)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(and(eq(intentSignals.id, id), eq(intentSignals.projectId, projectId)));
        if (inserts.length > 0)
          await tx.insert(intentSignals).values(inserts.map((fields) => ({ projectId, ...fields })));
        return listFor(tx, projectId);
      });
    },

    /** Deletes one of the project's signals; false when the project has no signal with this id. */
    async remove(projectId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(intentSignals)
        .where(and(eq(intentSignals.id, id), eq(intentSignals.projectId, projectId)))
        .returning({ id: intentSignals.id });
      return rows.length > 0;
    },
  };
}

export type IntentSignalsRepository = ReturnType<typeof intentSignalsRepository>;
