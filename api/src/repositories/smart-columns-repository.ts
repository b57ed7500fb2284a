import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { projects, smartColumns, type SmartColumnRow } from '../db/schema/index.js';
import type { SmartColumnKind, SmartColumnRuleSet } from '../engine/smart-columns/rules.js';

export interface SmartColumnFields {
  name: string;
  question: string;
  kind: SmartColumnKind;
  rules: SmartColumnRuleSet;
}

export function smartColumnsRepository(db: Database) {
  const listFor = (database: Pick<Database, 'select'>, projectId: string) =>
    database
      .select()
      .from(smartColumns)
      .where(eq(smartColumns.projectId, projectId))
      .orderBy(asc(smartColumns.position), asc(smartColumns.createdAt), asc(smartColumns.id));

  return {
    /** The project's columns in table order. */
    async listForProject(projectId: string): Promise<SmartColumnRow[]> {
      return listFor(db, projectId);
    },

    async findForProject(projectId: string, id: string): Promise<SmartColumnRow | null> {
      const [row] = await db
        .select()
        .from(smartColumns)
        .where(and(eq(smartColumns.id, id), eq(smartColumns.projectId, projectId)));
      return row ?? null;
    },

    /**
     * Appends a column, unless the project already has `limit`: null then. The project row is locked
     * while counting, so two creations at once cannot both take the last place.
     */
    async create(
      projectId: string,
      fields: SmartColumnFields,
      limit: number,
    ): Promise<SmartColumnRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
        const existing = await tx
          .select({ id: smartColumns.id })
          .from(smartColumns)
          .where(eq(smartColumns.projectId, projectId));
        if (existing.length >= limit) return null;
        const [row] = await tx
          .insert(smartColumns)
          .values({ projectId, ...fields, position: existing.length })
          .returning();
        return row!;
      });
    },

    /** Changes a column; `bumpVersion` when what it asks changed (older values become stale). */
    async update(
      projectId: string,
      id: string,
      fields: Partial<SmartColumnFields>,
      bumpVersion: boolean,
    ): Promise<SmartColumnRow | null> {
      const [row] = await db
        .update(smartColumns)
        .set({
          ...fields,
          ...(bumpVersion ? { version: sql`${smartColumns.version} + 1` } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(smartColumns.id, id), eq(smartColumns.projectId, projectId)))
        .returning();
      return row ?? null;
    },

    /** Deletes a column (its values and runs go with it) and closes the gap in the positions. */
    async remove(projectId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(smartColumns)
          .where(and(eq(smartColumns.id, id), eq(smartColumns.projectId, projectId)))
          .returning({ id: smartColumns.id });
        if (rows.length === 0) return false;
        const rest = await listFor(tx, projectId);
        for (const [position, column] of rest.entries())
          if (column.position !== position)
            await tx.update(smartColumns).set({ position }).where(eq(smartColumns.id, column.id));
        return true;
      });
    },

    async countForProject(projectId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(smartColumns)
        .where(eq(smartColumns.projectId, projectId));
      return row?.n ?? 0;
    },
  };
}

export type SmartColumnsRepository = ReturnType<typeof smartColumnsRepository>;
