import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { planPushedEvent } from '../../alerts/webhooks/plan-webhook-events.js';
import { nextAttemptAfterFailure } from '../../alerts/webhooks/deliver-webhooks.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Database } from '../../db/database.js';
import {
  crmConnections,
  crmPushes,
  leadEvents,
  type CrmConnectionRow,
  type CrmPushRow,
} from '../../db/schema/index.js';
import { crmAdapters } from '../crm-adapters.js';
import { CrmError } from '../crm-errors.js';
import type {
  CrmAdapter,
  CrmExchange,
  CrmFieldMapping,
  CrmProviderConfig,
  CrmProviderId,
  CrmSession,
} from '../crm-types.js';
import { brokenReason } from './broken-words.js';
import { openSession } from './crm-session.js';
import { pushContent } from './push-content.js';

export interface CrmPushDeps {
  db: Database;
  box: SecretBox;
  crm: Record<CrmProviderId, CrmProviderConfig>;
  appUrl: string;
  /** Tests swap nothing here but may; the engine uses the real adapters. */
  adapters?: Record<CrmProviderId, CrmAdapter>;
  /** Kicks the webhook deliveries a push planned (lead.pushed), after commit. */
  onWebhooksPlanned?: (projectId: string) => Promise<void>;
}

/**
 * A claimed push is due again after this (its worker died mid-push). Each step that succeeds renews the
 * claim, so it only has to outlast one step (a request or two, 15 s each at most), and a push whose worker
 * was killed is taken up again within a minute.
 */
const claimSeconds = 45;
/** Pushes of one connection sent side by side: close to a CRM's pace without bursting its limits. */
const parallel = 4;
/** A 404 on a record we kept (deleted in the CRM meanwhile) starts over from the person, this often. */
const notFoundRestarts = 3;

export interface DrainOutcome {
  pushed: number;
  failed: number;
  /** The CRM asked to wait: the drain stopped and should run again at this time. */
  waitUntil: Date | null;
}

/**
 * Sends a connection's due pushes until none is due, the CRM asks to wait, or the connection breaks.
 * Claims go through SKIP LOCKED and move the push's next attempt ahead, so two workers never push the
 * same lead at once and a worker that dies leaves it due again; each step's result is saved as it
 * succeeds, so the retry goes on where it stopped instead of starting over.
 */
export async function drainCrmPushes(deps: CrmPushDeps, connectionId: string): Promise<DrainOutcome> {
  const outcome: DrainOutcome = { pushed: 0, failed: 0, waitUntil: null };
  for (;;) {
    const [connection] = await deps.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.id, connectionId));
    if (!connection || connection.status === 'broken') return outcome;
    if (connection.waitUntil && connection.waitUntil.getTime() > Date.now()) {
      outcome.waitUntil = connection.waitUntil;
      return outcome;
    }
    const claimed = await claimDue(deps.db, connectionId);
    if (claimed.length === 0) return outcome;
    const results = await Promise.all(claimed.map((push) => pushOne(deps, connection, push)));
    for (const result of results) {
      if (result === 'pushed') outcome.pushed += 1;
      if (result === 'failed') outcome.failed += 1;
    }
  }
}

async function claimDue(db: Database, connectionId: string): Promise<CrmPushRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: crmPushes.id })
      .from(crmPushes)
      .where(
        and(
          eq(crmPushes.connectionId, connectionId),
          eq(crmPushes.state, 'pending'),
          lte(crmPushes.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(crmPushes.nextAttemptAt))
      .limit(parallel)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(crmPushes)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${claimSeconds})`,
        attempts: sql`${crmPushes.attempts} + 1`,
        firstAttemptAt: sql`coalesce(${crmPushes.firstAttemptAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          crmPushes.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

type PushResult = 'pushed' | 'failed' | 'waiting';

async function pushOne(
  deps: CrmPushDeps,
  connection: CrmConnectionRow,
  push: CrmPushRow,
): Promise<PushResult> {
  const adapter = (deps.adapters ?? crmAdapters)[connection.provider];
  const config = deps.crm[connection.provider];
  const exchanges: CrmExchange[] = [];
  const sessionDeps = {
    db: deps.db,
    box: deps.box,
    config,
    adapter,
    onExchange: (exchange: CrmExchange) => void exchanges.push(exchange),
  };
  const progress = { ...push };
  try {
    const content = await pushContent(deps.db, {
      projectId: push.projectId,
      leadId: push.leadId,
      appUrl: deps.appUrl,
      email: push.email,
    });
    if (!content) {
      await save(deps.db, push.id, { state: 'failed', lastError: 'The lead no longer exists.' });
      return 'failed';
    }
    await oneAtATime(`${connection.id}:${content.person.authorKey}`, async () => {
      let opened = await openSession(sessionDeps, connection);
      const run = (session: CrmSession, current: CrmConnectionRow) =>
        steps(deps.db, adapter, session, current, progress, content);
      try {
        await run(opened.session, opened.connection);
      } catch (error) {
        // An OAuth token can die before its expiry (revoked, rotated): refresh once and go on.
        if (!(error instanceof CrmError && error.kind === 'auth' && connection.authKind === 'oauth'))
          throw error;
        opened = await openSession(sessionDeps, opened.connection, { force: true });
        await run(opened.session, opened.connection);
      }
    });
    await recordPushed(deps, connection, progress, exchanges);
    return 'pushed';
  } catch (error) {
    return recordFailure(deps, connection, adapter, progress, error, exchanges);
  }
}

/** The push's steps, each skipped when a previous attempt already did it. */
async function steps(
  db: Database,
  adapter: CrmAdapter,
  session: CrmSession,
  connection: CrmConnectionRow,
  progress: CrmPushRow,
  content: NonNullable<Awaited<ReturnType<typeof pushContent>>>,
): Promise<void> {
  let prepared = connection.prepared;
  if (Object.keys(prepared).length === 0) {
    prepared = await adapter.prepare(session);
    await db
      .update(crmConnections)
      .set({ prepared: { ...prepared, ready: 'yes' } })
      .where(eq(crmConnections.id, connection.id));
  }
  if (!progress.personId) {
    // The author's earlier lead made them already: reuse that person. Pipedrive neither enforces unique
    // fields nor finds a person it just made (its search index lags), so searching again could make two.
    const known = await knownPerson(db, connection.id, content.person.authorKey);
    const person =
      known ??
      (await adapter.upsertPerson(
        session,
        content.person,
        connection.mapping as unknown as CrmFieldMapping,
        prepared,
      ));
    Object.assign(progress, { personId: person.id, recordUrl: person.url });
    await save(db, progress.id, {
      personId: person.id,
      recordUrl: person.url,
      authorKey: content.person.authorKey,
      ...renewedClaim(),
    });
  }
  const personId = progress.personId as string;
  if (!progress.noteId) {
    const noteId =
      (await adapter.findNote(session, personId, content.note.marker)) ??
      (await adapter.createNote(session, personId, content.note));
    progress.noteId = noteId;
    await save(db, progress.id, { noteId, ...renewedClaim() });
  }
  if (adapter.ensureLead && !progress.crmLeadId) {
    const crmLeadId = await adapter.ensureLead(session, personId, content.leadTitle, content.note.marker);
    progress.crmLeadId = crmLeadId;
    await save(db, progress.id, { crmLeadId, ...renewedClaim() });
  }
}

type PushChange = { [K in keyof typeof crmPushes.$inferInsert]?: (typeof crmPushes.$inferInsert)[K] | SQL };

const renewedClaim = () => ({ nextAttemptAt: sql`now() + make_interval(secs => ${claimSeconds})` });

async function knownPerson(
  db: Database,
  connectionId: string,
  authorKey: string,
): Promise<{ id: string; url: string } | null> {
  const [row] = await db
    .select({ id: crmPushes.personId, url: crmPushes.recordUrl })
    .from(crmPushes)
    .where(
      and(
        eq(crmPushes.connectionId, connectionId),
        eq(crmPushes.authorKey, authorKey),
        sql`${crmPushes.personId} is not null`,
      ),
    )
    .limit(1);
  return row?.id ? { id: row.id, url: row.url ?? '' } : null;
}

/**
 * One push per author at a time in this process: two leads of one author pushed side by side would both
 * find no person yet and make two. (Across processes the drain of a connection is a pg-boss singleton.)
 */
const authorQueues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = authorQueues.get(key) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.then(
    () => undefined,
    () => undefined,
  );
  authorQueues.set(key, settled);
  void settled.then(() => {
    if (authorQueues.get(key) === settled) authorQueues.delete(key);
  });
  return next;
}

async function save(db: Database, pushId: string, set: PushChange): Promise<void> {
  await db
    .update(crmPushes)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(crmPushes.id, pushId));
}

/** Done: the push, the lead's history (`pushed`, by whoever asked) and lead.pushed, in one transaction. */
async function recordPushed(
  deps: CrmPushDeps,
  connection: CrmConnectionRow,
  push: CrmPushRow,
  exchanges: CrmExchange[],
): Promise<void> {
  const planned = await deps.db.transaction(async (tx) => {
    const done = await tx
      .update(crmPushes)
      .set({
        state: 'pushed',
        pushedAt: sql`now()`,
        lastError: null,
        lastStatus: exchanges.at(-1)?.status ?? null,
        exchanges: exchanges as unknown as Record<string, unknown>[],
        updatedAt: sql`now()`,
      })
      .where(and(eq(crmPushes.id, push.id), eq(crmPushes.state, 'pending')))
      .returning({ id: crmPushes.id });
    // Another worker recorded it first (this one's claim had run out): its history entry stands.
    if (done.length === 0) return false;
    const label = crmAdapters[connection.provider].label;
    const byPerson = push.trigger !== 'rule' && push.requestedBy !== null;
    // Asked by an API key (issue 28): the requester is the key's hidden account, and the history says key
    // (so reply speed, which counts people, does not count it).
    const byKey = byPerson
      ? sql`exists (select 1 from users u where u.id = ${push.requestedBy} and u.kind = 'api_key')`
      : sql`false`;
    await tx.insert(leadEvents).values({
      leadId: push.leadId,
      projectId: push.projectId,
      kind: 'pushed',
      actorKind: byPerson ? sql`case when ${byKey} then 'key' else 'user' end` : 'rule',
      actorUserId: byPerson ? sql`case when ${byKey} then null else ${push.requestedBy}::uuid end` : null,
      actorLabel: byPerson ? push.requestedLabel : `${label} push rule`,
      data: { provider: connection.provider, record_url: push.recordUrl },
    });
    return planPushedEvent(tx as unknown as Database, push.projectId, {
      id: push.id,
      leadId: push.leadId,
      crm: {
        provider: connection.provider,
        record_id: push.personId ?? '',
        record_url: push.recordUrl ?? '',
        note_id: push.noteId ?? '',
      },
    });
  });
  if (planned) await deps.onWebhooksPlanned?.(push.projectId);
}

async function recordFailure(
  deps: CrmPushDeps,
  connection: CrmConnectionRow,
  adapter: CrmAdapter,
  push: CrmPushRow,
  error: unknown,
  exchanges: CrmExchange[],
): Promise<PushResult> {
  const crmError =
    error instanceof CrmError ? error : new CrmError('unavailable', 'Signalboard could not finish the push.');
  const lastStatus = crmError.status ?? exchanges.at(-1)?.status ?? null;
  const common = { exchanges: exchanges as unknown as Record<string, unknown>[], lastStatus };
  // Waiting is not failing: the attempt is given back and every worker stays off until the CRM's time.
  const notCounted = { attempts: sql`greatest(${crmPushes.attempts} - 1, 0)` };
  switch (crmError.kind) {
    case 'rate_limited': {
      const waitMs = crmError.details.retryAfterMs ?? 10_000;
      const until = new Date(Date.now() + waitMs);
      await deps.db
        .update(crmConnections)
        .set({
          waitUntil: sql`greatest(coalesce(${crmConnections.waitUntil}, now()), ${until.toISOString()}::timestamptz)`,
        })
        .where(eq(crmConnections.id, connection.id));
      await save(deps.db, push.id, {
        ...common,
        ...notCounted,
        nextAttemptAt: until,
        lastError: `${adapter.label} asked Signalboard to wait ${Math.ceil(waitMs / 1000)} s (rate limit); the push waits and goes on by itself.`,
      });
      return 'waiting';
    }
    case 'auth':
    case 'scope':
    case 'validation': {
      const reason = brokenReason(adapter.label, crmError, connection.authKind);
      await deps.db
        .update(crmConnections)
        .set({
          status: 'broken',
          brokenCode: crmError.kind,
          brokenReason: reason,
          brokenAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(crmConnections.id, connection.id));
      // The push waits for the fix (a reconnect or "Resume pushes"), then goes first.
      await save(deps.db, push.id, {
        ...common,
        ...notCounted,
        nextAttemptAt: new Date(),
        lastError: reason,
      });
      return 'waiting';
    }
    case 'not_found': {
      const restart = push.attempts < notFoundRestarts;
      // The person was deleted in the CRM: no later push of theirs may reuse the stale id.
      if (push.personId)
        await deps.db
          .update(crmPushes)
          .set({ personId: null })
          .where(and(eq(crmPushes.connectionId, connection.id), eq(crmPushes.personId, push.personId)));
      await save(deps.db, push.id, {
        ...common,
        personId: null,
        recordUrl: null,
        noteId: null,
        crmLeadId: null,
        ...(restart ? { nextAttemptAt: new Date() } : { state: 'failed' as const }),
        lastError: `${adapter.label} no longer has a record Signalboard made for this lead (${crmError.message}).${restart ? ' It will be made again.' : ''}`,
      });
      return restart ? 'waiting' : 'failed';
    }
    default: {
      const next = nextAttemptAfterFailure(push.attempts, push.firstAttemptAt ?? new Date(), new Date());
      const words = `${adapter.label} did not take the push: ${crmError.message}`;
      await save(
        deps.db,
        push.id,
        next
          ? { ...common, nextAttemptAt: next, lastError: `${words} It will be tried again.` }
          : {
              ...common,
              state: 'failed',
              lastError: `${words} Gave up after 24 hours of retries; choose Retry.`,
            },
      );
      return next ? 'waiting' : 'failed';
    }
  }
}

/** Connections with pushes due now and not waiting on the CRM or a fix: the sweep kicks their drain. */
export async function connectionsWithDuePushes(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: crmPushes.connectionId })
    .from(crmPushes)
    .innerJoin(crmConnections, eq(crmConnections.id, crmPushes.connectionId))
    .where(
      and(
        eq(crmPushes.state, 'pending'),
        lte(crmPushes.nextAttemptAt, sql`now()`),
        eq(crmConnections.status, 'connected'),
        sql`(${crmConnections.waitUntil} is null or ${crmConnections.waitUntil} <= now())`,
      ),
    );
  return rows.map((row) => row.id);
}
