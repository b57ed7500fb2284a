import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { emailLeadAlerts, emailUnsubscribes, notificationSettings, projects } from '../../db/schema/index.js';
import type { UnsubscribeSubject } from './unsubscribe-token.js';

/**
 * Stops a project's lead mail to one address: remembers the unsubscribe (planners and digests leave the
 * address out even if someone adds it back without asking), removes it from the project's recipients,
 * and drops its pending instant alerts. Idempotent; a deleted project has nothing left to stop.
 */
export async function unsubscribe(db: Database, { projectId, email }: UnsubscribeSubject): Promise<void> {
  const address = email.toLowerCase();
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
    if (!project) return;
    await tx.insert(emailUnsubscribes).values({ projectId, email: address }).onConflictDoNothing();
    await tx
      .update(notificationSettings)
      .set({ emailRecipients: sql`${notificationSettings.emailRecipients} - ${address}::text` })
      .where(eq(notificationSettings.projectId, projectId));
    await tx
      .update(emailLeadAlerts)
      .set({ state: 'skipped' })
      .where(
        and(
          eq(emailLeadAlerts.projectId, projectId),
          eq(emailLeadAlerts.recipient, address),
          eq(emailLeadAlerts.state, 'pending'),
        ),
      );
  });
}
