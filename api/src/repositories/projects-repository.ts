import { asc, eq } from 'drizzle-orm';
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
      fields: { name: string; website?: string | null; businessDescription?: string | null },
    ): Promise<ProjectRow> {
      const [row] = await db
        .insert(projects)
        .values({ organizationId, ...fields })
        .returning();
      if (!row) throw new Error('project insert returned nothing');
      return row;
    },
  };
}

export type ProjectsRepository = ReturnType<typeof projectsRepository>;
