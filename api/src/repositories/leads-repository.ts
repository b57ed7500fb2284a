import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { leads } from '../db/schema/index.js';

export function leadsRepository(db: Database) {
  return {
    /** Leads of the project neither read nor deleted (an index-only count on leads_project_deleted_read_idx). */
    async unreadCount(projectId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(leads)
        .where(and(eq(leads.projectId, projectId), eq(leads.deleted, false), eq(leads.read, false)));
      return row?.n ?? 0;
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
