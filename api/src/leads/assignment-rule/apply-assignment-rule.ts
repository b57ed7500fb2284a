import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { leadAssignmentRules, leads } from '../../db/schema/index.js';
import { belongsToProject } from '../../repositories/project-people-repository.js';
import { actingAs, systemActor, type LeadActor } from '../lead-actor.js';

/** How the history and the assignee's notice name a rule's assignments. */
export const assignmentRuleActor: LeadActor = { kind: 'rule', label: 'Assignment rule' };

/** A lead the pipeline has just stored, with what the rule looks at. */
export interface NewLeadForRule {
  id: string;
  score: number;
  matches: { signalId: string; score: number }[];
}

/** A lead matches the rule on its best score, or, with chosen signals, on its match with one of them. */
function qualifies(lead: NewLeadForRule, minScore: number, signalIds: ReadonlySet<string>): boolean {
  if (signalIds.size === 0) return lead.score >= minScore;
  return lead.matches.some((match) => signalIds.has(match.signalId) && match.score >= minScore);
}

/**
 * Hands the project's new leads to the rule's people in turn (issue 26), inside the transaction that
 * stores them: one UPDATE ... RETURNING advances the project's turn counter by the number of leads given
 * out and answers where this batch starts, so workers storing leads at once take distinct turns (the row
 * lock orders them) and every person gets one lead in N whatever the interleaving. People who no longer
 * belong to the project are skipped. The assignments are updates of the leads with the rule as actor, so
 * their history says "Assignment rule". Answers the lead ids given to each person.
 */
export async function applyAssignmentRule(
  tx: Database,
  projectId: string,
  newLeads: readonly NewLeadForRule[],
): Promise<Map<string, string[]>> {
  const given = new Map<string, string[]>();
  if (newLeads.length === 0) return given;
  const [rule] = await tx
    .select({ minScore: leadAssignmentRules.minScore, signalIds: leadAssignmentRules.signalIds })
    .from(leadAssignmentRules)
    .where(and(eq(leadAssignmentRules.projectId, projectId), eq(leadAssignmentRules.enabled, true)));
  if (!rule) return given;
  const chosenSignals = new Set(rule.signalIds);
  const handedOut = newLeads.filter((lead) => qualifies(lead, rule.minScore, chosenSignals));
  if (handedOut.length === 0) return given;

  // The people as saved at this moment (a save since the read above wins), in their order, without
  // those who left; the turn moves on even when nobody is left, which changes nothing for anyone.
  const result = await tx.execute(sql`
    with turn as (
      update ${leadAssignmentRules} set next_turn = next_turn + ${handedOut.length}
      where project_id = ${projectId} and enabled
      returning next_turn - ${handedOut.length} as first_turn, member_ids
    )
    select turn.first_turn, person.id as person_id
    from turn, unnest(turn.member_ids) with ordinality as person(id, position)
    where ${belongsToProject(sql.raw('person.id'), projectId)}
    order by person.position`);
  // Both drivers answer { rows }; a bigint comes back as text.
  const turns = (result as unknown as { rows: { first_turn: string | number; person_id: string }[] }).rows;
  const people = turns.map((row) => row.person_id);
  const firstTurn = Number(turns[0]?.first_turn ?? 0);
  if (people.length === 0) return given;

  handedOut.forEach((lead, index) => {
    const person = people[(firstTurn + index) % people.length]!;
    given.set(person, [...(given.get(person) ?? []), lead.id]);
  });
  await actingAs(tx, assignmentRuleActor);
  for (const [personId, leadIds] of given)
    await tx
      .update(leads)
      .set({ assigneeId: personId, assignedAt: sql`now()`, assignedBy: null, updatedAt: sql`now()` })
      .where(and(eq(leads.projectId, projectId), inArray(leads.id, leadIds), isNull(leads.assigneeId)));
  // The rest of the pipeline's transaction is the system's again.
  await actingAs(tx, systemActor);
  return given;
}
