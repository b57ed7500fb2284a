import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { notificationSettings, type NotificationSettingsRow } from '../db/schema/index.js';

export type NotificationSettingsInput = Omit<
  NotificationSettingsRow,
  'projectId' | 'updatedAt' | 'timezone'
> & {
  timezone?: string;
};

export function notificationSettingsRepository(db: Database) {
  return {
    async find(projectId: string): Promise<NotificationSettingsRow | null> {
      const [row] = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.projectId, projectId))
        .limit(1);
      return row ?? null;
    },

    async save(projectId: string, settings: NotificationSettingsInput): Promise<NotificationSettingsRow> {
      const [row] = await db
        .insert(notificationSettings)
        .values({ projectId, ...settings })
        .onConflictDoUpdate({
          target: notificationSettings.projectId,
          set: { ...settings, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('notification settings upsert returned nothing');
      return row;
    },
  };
}
