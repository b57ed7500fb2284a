import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { leads, leadStatusConfigs, projects, type LeadStatusConfigRow } from '../db/schema/index.js';
import { actingAs, type LeadActor } from '../leads/lead-actor.js';

export type StatusConfigWithCount = LeadStatusConfigRow & { leadCount: number };

export interface StatusConfigChanges {
  name?: string;
  color?: string;
  makeDefault?: boolean;
}

export type StatusConfigRemoval =
  | { outcome: 'not_found' }
  | { outcome: 'last' }
  | { outcome: 'removed'; movedLeads: number; movedTo: string };

export type StatusConfigMove =
  { outcome: 'not_found' } | { outcome: 'out_of_range'; count: number } | { outcome: 'moved' };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the project row: every change to its statuses runs one at a time, so positions stay dense. */
async function lockProject(tx: Tx, projectId: string): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

function ordered(tx: Tx, projectId: string) {
  return tx
    .select()
    .from(leadStatusConfigs)
    .where(eq(leadStatusConfigs.projectId, projectId))
    .orderBy(asc(leadStatusConfigs.position), asc(leadStatusConfigs.createdAt), asc(leadStatusConfigs.id));
}

/** Writes 0..n-1 as the positions of `statuses` in this order (only the rows that change). */
async function writePositions(tx: Tx, statuses: readonly LeadStatusConfigRow[]): Promise<void> {
  for (const [position, status] of statuses.entries())
    if (status.position !== position)
      await tx
        .update(leadStatusConfigs)
        .set({ position, updatedAt: sql`now()` })
        .where(eq(leadStatusConfigs.id, status.id));
}

export function leadStatusConfigsRepository(db: Database) {
  return {
    /** The project's statuses in order, each with its number of (not deleted) leads. */
    async listForProject(projectId: string): Promise<StatusConfigWithCount[]> {
      const rows = await db
        .select({
          status: leadStatusConfigs,
          leadCount: sql<number>`count(${leads.id}) filter (where not ${leads.deleted})`.mapWith(Number),
        })
        .from(leadStatusConfigs)
        .leftJoin(leads, and(eq(leads.statusConfigId, leadStatusConfigs.id), eq(leads.projectId, projectId)))
        .where(eq(leadStatusConfigs.projectId, projectId))
        .groupBy(leadStatusConfigs.id)
        .orderBy(
          asc(leadStatusConfigs.position),
          asc(leadStatusConfigs.createdAt),
          asc(leadStatusConfigs.id),
        );
      return rows.map(({ status, leadCount }) => ({ ...status, leadCount }));
    },

    /** Appends a status; null when the project already has `limit`. Throws on a taken name (unique index). */
    async create(
      projectId: string,
      fields: { name: string; color?: string },
      limit: number,
    ): Promise<LeadStatusConfigRow | null> {
      return db.transaction(async (tx) => {
        await lockProject(tx, projectId);
        const existing = await ordered(tx, projectId);
        if (existing.length >= limit) return null;
        await writePositions(tx, existing);
        const [row] = await tx
          .insert(leadStatusConfigs)
          // A project left without statuses (only by hand) gets its first one as the default.
          .values({ projectId, ...fields, position: existing.length, isDefault: existing.length === 0 })
          .returning();
        return row!;
      });
    },

    /**
     * Renames, recolours, or makes a status the default; the old default is unset first in the same
     * transaction (one default per project is a unique index). Null when the project has no such status.
     */
    async update(
      projectId: string,
      id: string,
      changes: StatusConfigChanges,
    ): Promise<LeadStatusConfigRow | null> {
      return db.transaction(async (tx) => {
        await lockProject(tx, projectId);
        const mine = and(eq(leadStatusConfigs.id, id), eq(leadStatusConfigs.projectId, projectId));
        const [current] = await tx.select().from(leadStatusConfigs).where(mine);
        if (!current) return null;
        if (changes.makeDefault && !current.isDefault)
          await tx
            .update(leadStatusConfigs)
            .set({ isDefault: false, updatedAt: sql`now()` })
            .where(
              and(
                eq(leadStatusConfigs.projectId, projectId),
                eq(leadStatusConfigs.isDefault, true),
                ne(leadStatusConfigs.id, id),
              ),
            );
        const [row] = await tx
          .update(leadStatusConfigs)
          .set({
            ...(changes.name === undefined ? {} : { name: changes.name }),
            ...(changes.color === undefined ? {} : { color: changes.color }),
            ...(changes.makeDefault ? { isDefault: true } : {}),
            updatedAt: sql`now()`,
          })
          .where(mine)
          .returning();
        return row ?? null;
      });
    },

    /**
     * Deletes a status, moving its leads to the default (deleting the default makes the first other
     * status the default). The last status is kept: a project always has somewhere to put new leads.
     */
    async remove(projectId: string, id: string, actor: LeadActor): Promise<StatusConfigRemoval> {
      return db.transaction(async (tx) => {
        await lockProject(tx, projectId);
        // The leads' moves are in their history as the remover's.
        await actingAs(tx as unknown as Database, actor);
        const statuses = await ordered(tx, projectId);
        const target = statuses.find((status) => status.id === id);
        if (!target) return { outcome: 'not_found' };
        const rest = statuses.filter((status) => status.id !== id);
        if (rest.length === 0) return { outcome: 'last' };
        const heir = (target.isDefault ? undefined : rest.find((status) => status.isDefault)) ?? rest[0]!;
        const moved = await tx
          .update(leads)
          .set({ statusConfigId: heir.id, updatedAt: sql`now()` })
          .where(and(eq(leads.projectId, projectId), eq(leads.statusConfigId, id)))
          .returning({ deleted: leads.deleted });
        await tx.delete(leadStatusConfigs).where(eq(leadStatusConfigs.id, id));
        if (!heir.isDefault)
          await tx
            .update(leadStatusConfigs)
            .set({ isDefault: true, updatedAt: sql`now()` })
            .where(eq(leadStatusConfigs.id, heir.id));
        await writePositions(tx, rest);
        return {
          outcome: 'removed',
          movedLeads: moved.filter((lead) => !lead.deleted).length,
          movedTo: heir.id,
        };
      });
    },

    /** Moves a status to `newPosition` (0-based); the others shift so positions stay 0..n-1. */
    async move(projectId: string, id: string, newPosition: number): Promise<StatusConfigMove> {
      return db.transaction(async (tx) => {
        await lockProject(tx, projectId);
        const statuses = await ordered(tx, projectId);
        const from = statuses.findIndex((status) => status.id === id);
        if (from < 0) return { outcome: 'not_found' };
        if (newPosition >= statuses.length) return { outcome: 'out_of_range', count: statuses.length };
        const [status] = statuses.splice(from, 1);
        statuses.splice(newPosition, 0, status!);
        await writePositions(tx, statuses);
        return { outcome: 'moved' };
      });
    },
  };
}

export type LeadStatusConfigsRepository = ReturnType<typeof leadStatusConfigsRepository>;
