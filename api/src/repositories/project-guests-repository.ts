import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { projectGuests, projects, users, type ProjectGuestRow, type ProjectRow } from '../db/schema/index.js';

export interface ProjectGuestUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  addedAt: Date;
}

export function projectGuestsRepository(db: Database) {
  return {
    async projectsOfGuest(userId: string): Promise<ProjectRow[]> {
      const rows = await db
        .select({ project: projects })
        .from(projectGuests)
        .innerJoin(projects, eq(projects.id, projectGuests.projectId))
        .where(eq(projectGuests.userId, userId))
        .orderBy(asc(projects.createdAt), asc(projects.id));
      return rows.map((row) => row.project);
    },

    /** The project's guests, longest-standing first. */
    async listGuests(projectId: string): Promise<ProjectGuestUser[]> {
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          addedAt: projectGuests.createdAt,
        })
        .from(projectGuests)
        .innerJoin(users, eq(users.id, projectGuests.userId))
        .where(eq(projectGuests.projectId, projectId))
        .orderBy(asc(projectGuests.createdAt), asc(users.id));
    },

    async isGuest(projectId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: projectGuests.userId })
        .from(projectGuests)
        .where(and(eq(projectGuests.projectId, projectId), eq(projectGuests.userId, userId)))
        .limit(1);
      return Boolean(row);
    },

    /** Idempotent: adding an existing guest keeps the original grant. */
    async add(projectId: string, userId: string): Promise<ProjectGuestRow> {
      await db.insert(projectGuests).values({ projectId, userId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(projectGuests)
        .where(and(eq(projectGuests.projectId, projectId), eq(projectGuests.userId, userId)));
      if (!row) throw new Error('project guest vanished after insert');
      return row;
    },

    async remove(projectId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(projectGuests)
        .where(and(eq(projectGuests.projectId, projectId), eq(projectGuests.userId, userId)))
        .returning({ userId: projectGuests.userId });
      return rows.length > 0;
    },
  };
}

export type ProjectGuestsRepository = ReturnType<typeof projectGuestsRepository>;
