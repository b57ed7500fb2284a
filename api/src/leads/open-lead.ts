import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { leads } from '../db/schema/index.js';
import { DomainError } from '../errors/error-catalogue.js';

/**
 * Throws 404 LEAD_NOT_FOUND unless `leadId` is a lead of the project that is not deleted (hidden "not a
 * lead" ones count): what the lead's owner, notes and history routes need, as GET /lead/{leadId} does.
 */
export async function requireOpenLead(db: Database, projectId: string, leadId: string): Promise<void> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.projectId, projectId), eq(leads.deleted, false)));
  if (rows.length === 0) throw new DomainError('LEAD_NOT_FOUND');
}
