import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { LeadActorKind, UserRow } from '../db/schema/index.js';

/**
 * Who makes a change to leads, as their history records it (lead_events, written by the leads triggers of
 * migration 0023). A person is named when they act, so the history still says who after they leave.
 */
export type LeadActor =
  | { kind: 'user'; userId: string; label: string }
  /** An API key (issue 28): `userId` is its hidden account (its read marks, its notes), never a person. */
  | { kind: 'key'; userId: string; label: string }
  | { kind: Exclude<LeadActorKind, 'user' | 'key'>; label: string | null };

/** Changes nobody asked for by hand: the pipeline, a deleted account's leads let go. */
export const systemActor: LeadActor = { kind: 'system', label: null };

/** A person as the team sees them: their name, else their e-mail. */
export function personName(person: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return (
    [person.firstName, person.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || person.email
  );
}

/**
 * The signed-in caller as the history names them: a person, or an API key by its account's name
 * (`API key “name”`, given when the key was made).
 */
export function userActor(
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'kind'>,
): LeadActor {
  if (user.kind === 'api_key') return { kind: 'key', userId: user.id, label: personName(user) };
  return { kind: 'user', userId: user.id, label: personName(user) };
}

/**
 * Names the actor of the rest of the transaction for the history triggers: transaction-local settings
 * (`set_config(..., true)`), gone at commit, so a pooled connection never carries them to someone else.
 */
export async function actingAs(tx: Database, actor: LeadActor): Promise<void> {
  const userId = actor.kind === 'user' ? actor.userId : '';
  await tx.execute(sql`select set_config('signalboard.actor_kind', ${actor.kind}, true),
    set_config('signalboard.actor_user_id', ${userId}, true),
    set_config('signalboard.actor_label', ${actor.label ?? ''}, true)`);
}

/** `work` in a transaction whose changes to leads the history records as `actor`'s. */
export function asActor<T>(db: Database, actor: LeadActor, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await actingAs(tx as unknown as Database, actor);
    return work(tx as unknown as Database);
  });
}
