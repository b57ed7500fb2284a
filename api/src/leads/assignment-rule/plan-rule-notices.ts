import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { AlertKick, AlertPlanner } from '../../alerts/alert-channel.js';
import { leadEvents, leads } from '../../db/schema/index.js';
import { notifyAssigned } from '../../notifications/person-notifications.js';
import { assignmentRuleActor } from './apply-assignment-rule.js';

/**
 * Tells each person the assignment rule gave new leads to, as a person assigning them would (the bell,
 * then e-mail or Slack DM per their choice): one notice per person per dispatched batch. It rides on the
 * new-lead dispatch (src/alerts/dispatch-new-leads.ts), which runs after the pipeline's commit and sends
 * its jobs after its own, so a notice is recorded once with the batch and never for leads rolled back.
 * A lead someone reassigned by hand before the dispatch is left out (its owner is no longer the rule's).
 */
export const planRuleNotices: AlertPlanner = async (tx, { projectId, leads: batch }) => {
  if (batch.length === 0) return [];
  const rows = await tx
    .selectDistinct({ leadId: leads.id, assigneeId: leads.assigneeId })
    .from(leads)
    .innerJoin(
      leadEvents,
      and(
        eq(leadEvents.leadId, leads.id),
        eq(leadEvents.kind, 'assignee_changed'),
        eq(leadEvents.actorKind, 'rule'),
        sql`${leadEvents.data}->>'to' = ${leads.assigneeId}::text`,
      ),
    )
    .where(
      and(
        eq(leads.projectId, projectId),
        inArray(
          leads.id,
          batch.filter((lead) => !lead.hidden).map((lead) => lead.id),
        ),
        isNotNull(leads.assigneeId),
        isNull(leads.assignedBy),
      ),
    );
  const byPerson = new Map<string, string[]>();
  for (const row of rows)
    if (row.assigneeId) byPerson.set(row.assigneeId, [...(byPerson.get(row.assigneeId) ?? []), row.leadId]);

  const kicks: AlertKick[] = [];
  // The delivery jobs wait for the dispatcher's commit, like every channel's: they are handed back as kicks.
  const boss = {
    send: async (queue: string, data: object) => {
      kicks.push({ queue, data });
      return null;
    },
  } as unknown as Pick<PgBoss, 'send'>; // only the two-argument send is used (person-notifications.ts)
  for (const [assigneeId, leadIds] of byPerson)
    await notifyAssigned({ db: tx, boss }, { projectId, leadIds, assigneeId, actor: assignmentRuleActor });
  return kicks;
};
