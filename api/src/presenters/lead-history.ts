import type { Static } from 'typebox';
import type { LeadActorKind } from '../db/schema/index.js';
import { personName } from '../leads/lead-actor.js';
import type { LeadHistoryRow } from '../repositories/lead-history-repository.js';
import type { LeadHistoryEntrySchema } from '../schemas/lead-history.js';

/** What an actor without a person is called when it left no name of its own. */
const namesOf: Record<Exclude<LeadActorKind, 'user'>, string> = {
  key: 'API key',
  rule: 'Assignment rule',
  slack: 'Slack',
  system: 'Signalboard',
};

/**
 * An entry of a lead's history: a person by their name now while they belong to the project, else by the
 * name they acted under, marked a former member (so is an account deleted since).
 */
export function toLeadHistoryEntry(row: LeadHistoryRow): Static<typeof LeadHistoryEntrySchema> {
  return {
    id: row.id,
    kind: row.kind,
    actor: actorOf(row),
    data: row.data,
    created_at: row.createdAt.toISOString(),
  };
}

function actorOf(row: LeadHistoryRow): Static<typeof LeadHistoryEntrySchema>['actor'] {
  if (row.actorKind !== 'user')
    return {
      kind: row.actorKind,
      user_id: null,
      name: row.actorLabel ?? namesOf[row.actorKind],
      former_member: false,
    };
  const current =
    row.actorBelongs && row.actorEmail !== null
      ? personName({ firstName: row.actorFirstName, lastName: row.actorLastName, email: row.actorEmail })
      : null;
  return {
    kind: 'user',
    user_id: row.actorUserId,
    name: current ?? row.actorLabel ?? 'former member',
    former_member: current === null,
  };
}
