import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { emailUnsubscribes } from '../../db/schema/index.js';

/** The project's recipients who did not unsubscribe (addresses are stored lower-cased). */
export async function activeRecipients(
  db: Database,
  projectId: string,
  recipients: string[],
): Promise<string[]> {
  if (recipients.length === 0) return [];
  const gone = await db
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(and(eq(emailUnsubscribes.projectId, projectId), inArray(emailUnsubscribes.email, recipients)));
  const unsubscribed = new Set(gone.map((row) => row.email));
  return recipients.filter((email) => !unsubscribed.has(email));
}
