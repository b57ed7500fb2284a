import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  leads,
  personNotificationPreferences,
  personNotifications,
  posts,
  projects,
  type LeadsBadgeCount,
  type PersonNotificationChannel,
  type PersonNotificationKind,
  users,
} from '../db/schema/index.js';

/** A notification as the bell shows it: the lead's title read now (a lead deleted since is still linked). */
export interface PersonNotificationView {
  id: string;
  kind: PersonNotificationKind;
  projectId: string;
  projectName: string;
  leadId: string;
  leadCount: number;
  leadTitle: string | null;
  leadBody: string;
  actorName: string;
  noteExcerpt: string | null;
  createdAt: Date;
  seenAt: Date | null;
}

export interface PersonNotificationChoice {
  assigned: PersonNotificationChannel;
  mentioned: PersonNotificationChannel;
  badge: LeadsBadgeCount;
  slackFallback: string | null;
  slackFallbackAt: Date | null;
}

/** Before anyone saves a choice: the bell only. */
export const defaultChoice: PersonNotificationChoice = {
  assigned: 'app',
  mentioned: 'app',
  badge: 'all',
  slackFallback: null,
  slackFallbackAt: null,
};

/**
 * A person's own notifications (issue 26) and their choice of how they hear of them. Every read and
 * write names the user: nobody reaches another person's notifications through these.
 */
export function personNotificationsRepository(db: Database) {
  const view = {
    id: personNotifications.id,
    kind: personNotifications.kind,
    projectId: personNotifications.projectId,
    projectName: projects.name,
    leadId: personNotifications.leadId,
    leadCount: personNotifications.leadCount,
    leadTitle: posts.title,
    leadBody: posts.body,
    actorName: personNotifications.actorName,
    noteExcerpt: personNotifications.noteExcerpt,
    createdAt: personNotifications.createdAt,
    seenAt: personNotifications.seenAt,
  };

  return {
    /**
     * The user's notifications, newest first: `limit` of them older than their notification `before`
     * (the previous page's last), or from the newest. Null when `before` is not one of theirs.
     */
    async list(
      userId: string,
      { limit, before }: { limit: number; before: string | null },
    ): Promise<PersonNotificationView[] | null> {
      let after;
      if (before !== null) {
        const [cursor] = await db
          .select({ createdAt: personNotifications.createdAt })
          .from(personNotifications)
          .where(and(eq(personNotifications.id, before), eq(personNotifications.userId, userId)));
        if (!cursor) return null;
        after = or(
          lt(personNotifications.createdAt, cursor.createdAt),
          and(eq(personNotifications.createdAt, cursor.createdAt), lt(personNotifications.id, before)),
        );
      }
      return db
        .select(view)
        .from(personNotifications)
        .innerJoin(leads, eq(leads.id, personNotifications.leadId))
        .innerJoin(posts, eq(posts.id, leads.postId))
        .innerJoin(projects, eq(projects.id, personNotifications.projectId))
        .where(and(eq(personNotifications.userId, userId), after))
        .orderBy(desc(personNotifications.createdAt), desc(personNotifications.id))
        .limit(limit);
    },

    /** One notification with its person's address (for the delivery job, which works for anyone). */
    async findForDelivery(
      id: string,
    ): Promise<(PersonNotificationView & { userId: string; email: string }) | null> {
      const [row] = await db
        .select({ ...view, userId: personNotifications.userId, email: users.email })
        .from(personNotifications)
        .innerJoin(leads, eq(leads.id, personNotifications.leadId))
        .innerJoin(posts, eq(posts.id, leads.postId))
        .innerJoin(projects, eq(projects.id, personNotifications.projectId))
        .innerJoin(users, eq(users.id, personNotifications.userId))
        .where(eq(personNotifications.id, id));
      return row ?? null;
    },

    /** Says on the person's settings screen why a Slack DM went by e-mail. */
    async noteSlackFallback(userId: string, reason: string): Promise<void> {
      await db
        .insert(personNotificationPreferences)
        .values({ userId, slackFallback: reason, slackFallbackAt: sql`now()` })
        .onConflictDoUpdate({
          target: personNotificationPreferences.userId,
          set: { slackFallback: reason, slackFallbackAt: sql`now()` },
        });
    },

    async unseenCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(personNotifications)
        .where(and(eq(personNotifications.userId, userId), isNull(personNotifications.seenAt)));
      return row?.n ?? 0;
    },

    /** Marks the user's notifications seen: those of `ids` (others' ids are ignored), or all. The count marked. */
    async markSeen(userId: string, ids: string[] | 'all'): Promise<number> {
      if (ids !== 'all' && ids.length === 0) return 0;
      const rows = await db
        .update(personNotifications)
        .set({ seenAt: sql`now()` })
        .where(
          and(
            eq(personNotifications.userId, userId),
            isNull(personNotifications.seenAt),
            ids === 'all' ? undefined : inArray(personNotifications.id, ids),
          ),
        )
        .returning({ id: personNotifications.id });
      return rows.length;
    },

    async choice(userId: string): Promise<PersonNotificationChoice> {
      const [row] = await db
        .select()
        .from(personNotificationPreferences)
        .where(eq(personNotificationPreferences.userId, userId));
      return row ?? defaultChoice;
    },

    /** Saves the user's choice; a new choice forgets why an earlier Slack DM went by e-mail. */
    async saveChoice(
      userId: string,
      choice: {
        assigned: PersonNotificationChannel;
        mentioned: PersonNotificationChannel;
        badge: LeadsBadgeCount;
      },
    ): Promise<PersonNotificationChoice> {
      const [row] = await db
        .insert(personNotificationPreferences)
        .values({ userId, ...choice })
        .onConflictDoUpdate({
          target: personNotificationPreferences.userId,
          set: { ...choice, slackFallback: null, slackFallbackAt: null, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('notification preferences upsert returned nothing');
      return row;
    },

    /** The one-click unsubscribe of a personal mail: that kind goes back to the bell only. */
    async unsubscribe(userId: string, kind: PersonNotificationKind): Promise<void> {
      await db
        .insert(personNotificationPreferences)
        .values({ userId, [kind]: 'app' })
        .onConflictDoUpdate({
          target: personNotificationPreferences.userId,
          set: { [kind]: 'app', updatedAt: sql`now()` },
        });
    },
  };
}

export type PersonNotificationsRepository = ReturnType<typeof personNotificationsRepository>;
