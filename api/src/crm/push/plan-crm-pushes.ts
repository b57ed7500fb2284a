import { and, eq, inArray, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { AlertKick, AlertPlanner } from '../../alerts/alert-channel.js';
import type { Database } from '../../db/database.js';
import { crmConnections, crmPushes, leads } from '../../db/schema/index.js';

export const crmPushQueue = 'crm.push';

export interface CrmPushJob {
  connectionId: string;
}

/** The drain of one connection's pushes (one queued per connection: the singleton key). */
export function crmPushKick(connectionId: string, startAfter?: Date): AlertKick {
  return {
    queue: crmPushQueue,
    data: { connectionId } satisfies CrmPushJob,
    options: startAfter ? { singletonKey: connectionId, startAfter } : { singletonKey: connectionId },
  };
}

export async function sendCrmPushKick(boss: PgBoss, connectionId: string, startAfter?: Date): Promise<void> {
  const kick = crmPushKick(connectionId, startAfter);
  await boss.send(kick.queue, kick.data, kick.options ?? {});
}

/** Who asked: a person (by hand, one lead or many), or the connection's rule. */
export type PushRequester = { userId: string; label: string } | null;

/**
 * Queues pushes of the project's listed leads (deleted ones and other projects' ids are skipped) to one
 * connection. A lead already pushed or on its way stays as it is: the unique (connection, lead) makes a
 * double click, a second tab or a rule firing twice a no-op. A push that had failed is tried again.
 * Returns the pushes as they now are.
 */
export async function queuePushes(
  db: Database,
  input: {
    connectionId: string;
    projectId: string;
    leadIds: string[];
    trigger: 'manual' | 'bulk' | 'rule';
    requester: PushRequester;
    email?: string | null;
  },
) {
  if (input.leadIds.length === 0) return [];
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(eq(leads.projectId, input.projectId), inArray(leads.id, input.leadIds), eq(leads.deleted, false)),
    );
  if (rows.length === 0) return [];
  const values = rows.map((row) => ({
    connectionId: input.connectionId,
    leadId: row.id,
    projectId: input.projectId,
    trigger: input.trigger,
    requestedBy: input.requester?.userId ?? null,
    requestedLabel: input.requester?.label ?? null,
    email: input.email ?? null,
  }));
  for (let start = 0; start < values.length; start += 500)
    await db
      .insert(crmPushes)
      .values(values.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [crmPushes.connectionId, crmPushes.leadId],
        set: {
          state: 'pending',
          attempts: 0,
          firstAttemptAt: null,
          nextAttemptAt: sql`now()`,
          lastError: null,
          email: sql`coalesce(excluded.email, ${crmPushes.email})`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${crmPushes.state} = 'failed'`,
      });
  return db
    .select()
    .from(crmPushes)
    .where(
      and(
        eq(crmPushes.connectionId, input.connectionId),
        inArray(
          crmPushes.leadId,
          rows.map((row) => row.id),
        ),
      ),
    );
}

/** What happened to leads that a push rule may answer. */
export type RuleEvent = { kind: 'good' } | { kind: 'status'; statusId: string };

/**
 * The push rules of the project's connections for leads just marked Good lead or moved to a status, in
 * the transaction that changed them (so a rule push is never lost to a crash). Connections that are
 * broken still queue: their pushes go once the connection is mended. Returns the connections to kick.
 */
export async function planRulePushes(
  tx: Database,
  projectId: string,
  leadIds: string[],
  event: RuleEvent,
): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const matching =
    event.kind === 'good'
      ? eq(crmConnections.ruleOnGood, true)
      : sql`${event.statusId}::uuid = any(${crmConnections.ruleStatusIds})`;
  const connections = await tx
    .select({ id: crmConnections.id })
    .from(crmConnections)
    .where(and(eq(crmConnections.projectId, projectId), eq(crmConnections.ruleEnabled, true), matching));
  for (const connection of connections)
    await queuePushes(tx, {
      connectionId: connection.id,
      projectId,
      leadIds,
      trigger: 'rule',
      requester: null,
    });
  return connections.map((connection) => connection.id);
}

/**
 * New leads scoring at least a rule's score (on one of its signals, when it names any): planned with the
 * other alert channels, in the dispatcher's transaction. Hidden leads are never pushed.
 */
export const planCrmRulePushes: AlertPlanner = async (tx, { projectId, leads: newLeads }) => {
  const visible = newLeads.filter((lead) => !lead.hidden);
  if (visible.length === 0) return [];
  const connections = await tx
    .select({
      id: crmConnections.id,
      minScore: crmConnections.ruleMinScore,
      signalIds: crmConnections.ruleSignalIds,
    })
    .from(crmConnections)
    .where(
      and(
        eq(crmConnections.projectId, projectId),
        eq(crmConnections.ruleEnabled, true),
        sql`${crmConnections.ruleMinScore} is not null`,
      ),
    );
  const kicks: AlertKick[] = [];
  for (const connection of connections) {
    const min = connection.minScore as number;
    const chosen = new Set(connection.signalIds);
    const leadIds = visible
      .filter((lead) =>
        chosen.size === 0
          ? lead.score >= min
          : lead.signals.some((signal) => chosen.has(signal.id) && signal.score >= min),
      )
      .map((lead) => lead.id);
    if (leadIds.length === 0) continue;
    await queuePushes(tx, {
      connectionId: connection.id,
      projectId,
      leadIds,
      trigger: 'rule',
      requester: null,
    });
    kicks.push(crmPushKick(connection.id));
  }
  return kicks;
};

/** Kicks the drain of each of the project's connections with pushes due (after a change committed). */
export async function kickProjectPushes(boss: PgBoss, db: Database, projectId: string): Promise<void> {
  const rows = await db
    .selectDistinct({ id: crmPushes.connectionId })
    .from(crmPushes)
    .innerJoin(crmConnections, eq(crmConnections.id, crmPushes.connectionId))
    .where(
      and(
        eq(crmPushes.projectId, projectId),
        eq(crmPushes.state, 'pending'),
        sql`${crmPushes.nextAttemptAt} <= now()`,
        eq(crmConnections.status, 'connected'),
      ),
    );
  for (const row of rows) await sendCrmPushKick(boss, row.id);
}
