import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import { personNotifications, projects, type PersonNotificationKind } from '../db/schema/index.js';
import type { LeadActor } from '../leads/lead-actor.js';

/** The job that e-mails or DMs one notification, per its person's choice (deliver-person-notification.ts). */
export const personNotificationQueue = 'notifications.deliver';

export interface PersonNotificationJob {
  notificationId: string;
}

/** What records a notification: the database, and the queue its delivery goes through (off the request). */
export interface NotifyDeps {
  db: Database;
  boss: Pick<PgBoss, 'send'>;
}

/** Characters of a note kept with a mention: enough for the bell's line and the mail's quote. */
export const noteExcerptLength = 140;

export function noteExcerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return [...line].length <= noteExcerptLength
    ? line
    : `${[...line].slice(0, noteExcerptLength - 1).join('')}…`;
}

/** Who did it, as the bell says it: the person, else what acted for them. */
function actorName(actor: LeadActor): string {
  if (actor.label) return actor.label;
  return actor.kind === 'user' ? 'Someone' : actor.kind === 'rule' ? 'An assignment rule' : 'Signalboard';
}

async function record(
  deps: NotifyDeps,
  projectId: string,
  rows: {
    userId: string;
    leadId: string;
    kind: PersonNotificationKind;
    leadCount?: number;
    actorName: string;
    noteExcerpt?: string;
  }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const [project] = await deps.db
    .select({ organizationId: projects.organizationId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return [];
  const inserted = await deps.db
    .insert(personNotifications)
    .values(rows.map((row) => ({ ...row, projectId, organizationId: project.organizationId })))
    .returning({ id: personNotifications.id });
  const ids = inserted.map((row) => row.id);
  for (const notificationId of ids)
    await deps.boss.send(personNotificationQueue, { notificationId } satisfies PersonNotificationJob);
  return ids;
}

/**
 * Tells `assigneeId` that `leadIds` (the leads whose owner just changed to them) are theirs: one
 * notification however many leads (a bulk of 500 says "500 leads", linking the first), none when they
 * gave the leads to themselves or to nobody. Call it after the assignment committed, with the ids the
 * assignment changed (`leadAssignment.assign` answers them). Resolves to the notification's id, or null.
 *
 * Assignment rules call it with their actor (`{ kind: 'rule', label }`): the bell then names the rule.
 */
export async function notifyAssigned(
  deps: NotifyDeps,
  change: { projectId: string; leadIds: string[]; assigneeId: string | null; actor: LeadActor },
): Promise<string | null> {
  const { projectId, leadIds, assigneeId, actor } = change;
  const [first] = leadIds;
  if (assigneeId === null || first === undefined) return null;
  if (actor.kind === 'user' && actor.userId === assigneeId) return null;
  const [id] = await record(deps, projectId, [
    {
      userId: assigneeId,
      leadId: first,
      kind: 'assigned',
      leadCount: leadIds.length,
      actorName: actorName(actor),
    },
  ]);
  return id ?? null;
}

/**
 * Tells each person a note mentions (not its writer; on an edit, not those it mentioned before) that
 * they were: one notification each with the note's first words. Resolves to the notifications' ids.
 */
export async function notifyMentioned(
  deps: NotifyDeps,
  note: {
    projectId: string;
    leadId: string;
    body: string;
    mentionedUserIds: string[];
    writer: Extract<LeadActor, { kind: 'user' }>;
    mentionedBefore?: string[];
  },
): Promise<string[]> {
  const before = new Set(note.mentionedBefore ?? []);
  const excerpt = noteExcerpt(note.body);
  const told = [...new Set(note.mentionedUserIds)].filter(
    (userId) => userId !== note.writer.userId && !before.has(userId),
  );
  return record(
    deps,
    note.projectId,
    told.map((userId) => ({
      userId,
      leadId: note.leadId,
      kind: 'mentioned' as const,
      actorName: actorName(note.writer),
      noteExcerpt: excerpt,
    })),
  );
}
