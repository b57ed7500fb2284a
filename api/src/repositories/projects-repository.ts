import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { projects, type ProjectRow } from '../db/schema/index.js';

export function projectsRepository(db: Database) {
  return {
    async listForOrganization(organizationId: string): Promise<ProjectRow[]> {
      return db
        .select()
        .from(projects)
        .where(eq(projects.organizationId, organizationId))
        .orderBy(asc(projects.createdAt), asc(projects.id));
    },

    async findById(id: string): Promise<ProjectRow | null> {
      const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
      return row ?? null;
    },

    async create(
      organizationId: string,
      fields: {
        name: string;
        website?: string | null;
        businessDescription?: string | null;
        wizardStep?: number | null;
      },
    ): Promise<ProjectRow> {
      const [row] = await db
        .insert(projects)
        .values({ organizationId, ...fields })
        .returning();
      if (!row) throw new Error('project insert returned nothing');
      return row;
    },

    async update(id: string, fields: ProjectChanges): Promise<ProjectRow | null> {
      const [row] = await db
        .update(projects)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(projects.id, id))
        .returning();
      return row ?? null;
    },

    /** Deletes the project and, by cascade, its guests, data sources and notification settings. */
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
      return rows.length > 0;
    },
  };
}

export type ProjectChanges = Partial<
  Pick<ProjectRow, 'name' | 'website' | 'businessDescription' | 'useCase' | 'wizardStep'>
>;

export type ProjectsRepository = ReturnType<typeof projectsRepository>;
