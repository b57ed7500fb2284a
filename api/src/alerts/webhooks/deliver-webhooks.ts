import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Database } from '../../db/database.js';
import { outboundWebhooks, webhookDeliveries } from '../../db/schema/index.js';
import type { Resolver } from '../../net/public-address.js';
import { signWebhookMessage } from './signing.js';
import { eventBody, type StoredWebhookEvent } from './webhook-events.js';
import { postWebhook, type PostOutcome } from './post-webhook.js';

export interface WebhookDeliveryDeps {
  db: Database;
  secretBox: SecretBox;
  appUrl: string;
  /** TESTS ONLY: origins (a loopback receiver) exempt from the address check. */
  allowOrigins: readonly string[];
  resolve?: Resolver;
  timeoutMs?: number;
}

/** Seconds before the next attempt after the n-th failure (then every 6 hours), within 24 hours. */
export const retryDelaysSeconds = [30, 120, 600, 3600, 3 * 3600, 6 * 3600];
export const retryWindowMs = 24 * 3600 * 1000;
/** A claimed delivery is due again after this (its worker died mid-attempt); longer than a timeout. */
const claimSeconds = 120;
/** Deliveries claimed and sent side by side per round. */
const batchSize = 10;

export function retryDelayMs(failedAttempts: number): number {
  const index = Math.min(failedAttempts, retryDelaysSeconds.length) - 1;
  return (retryDelaysSeconds[Math.max(index, 0)] as number) * 1000;
}

/**
 * When to try again after `attempts` failed attempts of a round that began at `firstAttemptAt`, or
 * null to give up: no retry is scheduled more than 24 hours after the round's first attempt.
 */
export function nextAttemptAfterFailure(attempts: number, firstAttemptAt: Date, now: Date): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  return next.getTime() - firstAttemptAt.getTime() > retryWindowMs ? null : next;
}

/** Deliveries of a disabled endpoint wait; they go out if it is enabled again. */
const enabledEndpoint = sql`${webhookDeliveries.webhookId} in (select ${outboundWebhooks.id} from ${outboundWebhooks} where ${outboundWebhooks.enabled})`;

interface Claimed {
  id: string;
  eventId: string;
  payload: Record<string, unknown>;
  attempts: number;
  firstAttemptAt: Date | null;
  url: string;
  secretSealed: string;
}

/**
 * Takes up to `batchSize` due deliveries of the project's enabled endpoints (SKIP LOCKED, so two workers
 * never take the same one) and moves their next attempt `claimSeconds` ahead: a worker that dies
 * mid-attempt leaves them due again for the sweep, and the short transaction holds no lock while the
 * requests run.
 */
async function claimDue(db: Database, projectId: string): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.projectId, projectId),
          eq(webhookDeliveries.state, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, sql`now()`),
          enabledEndpoint,
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${claimSeconds})` })
      .where(inArray(webhookDeliveries.id, ids));
    return tx
      .select({
        id: webhookDeliveries.id,
        eventId: webhookDeliveries.eventId,
        payload: webhookDeliveries.payload,
        attempts: webhookDeliveries.attempts,
        firstAttemptAt: webhookDeliveries.firstAttemptAt,
        url: outboundWebhooks.url,
        secretSealed: outboundWebhooks.secretSealed,
      })
      .from(webhookDeliveries)
      .innerJoin(outboundWebhooks, eq(outboundWebhooks.id, webhookDeliveries.webhookId))
      .where(inArray(webhookDeliveries.id, ids));
  });
}

async function attempt(deps: WebhookDeliveryDeps, delivery: Claimed): Promise<PostOutcome> {
  const secret = deps.secretBox.open(delivery.secretSealed);
  if (secret === null)
    return {
      ok: false,
      status: null,
      latencyMs: 0,
      excerpt: null,
      error: "the signing secret cannot be read (the server's secrets key changed): rotate the secret",
    };
  const body = eventBody(delivery.payload as unknown as StoredWebhookEvent, deps.appUrl);
  const timestamp = Math.floor(Date.now() / 1000);
  return postWebhook({
    url: delivery.url,
    body,
    headers: {
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhookMessage(secret, delivery.eventId, timestamp, body),
    },
    allowOrigins: new Set(deps.allowOrigins),
    resolve: deps.resolve,
    timeoutMs: deps.timeoutMs,
  });
}

async function record(db: Database, delivery: Claimed, outcome: PostOutcome, startedAt: Date): Promise<void> {
  const attempts = delivery.attempts + 1;
  const firstAttemptAt = delivery.firstAttemptAt ?? startedAt;
  const now = new Date();
  const common = {
    attempts,
    firstAttemptAt,
    lastStatus: outcome.status,
    lastLatencyMs: outcome.latencyMs,
    lastResponseExcerpt: outcome.excerpt,
    lastError: outcome.error,
  };
  const next = outcome.ok ? null : nextAttemptAfterFailure(attempts, firstAttemptAt, now);
  await db
    .update(webhookDeliveries)
    .set(
      outcome.ok
        ? { ...common, state: 'succeeded', deliveredAt: now }
        : next
          ? { ...common, state: 'pending', nextAttemptAt: next }
          : { ...common, state: 'failed' },
    )
    .where(eq(webhookDeliveries.id, delivery.id));
}

/**
 * Sends every due delivery of the project's enabled endpoints, round after round until none is due;
 * each attempt is recorded (status, latency, excerpt, the error in words) and a failure is retried with
 * backoff. Returns how many attempts were made.
 */
export async function deliverDueWebhooks(deps: WebhookDeliveryDeps, projectId: string): Promise<number> {
  let made = 0;
  for (;;) {
    const claimed = await claimDue(deps.db, projectId);
    if (claimed.length === 0) return made;
    await Promise.all(
      claimed.map(async (delivery) => {
        const startedAt = new Date();
        const outcome = await attempt(deps, delivery);
        await record(deps.db, delivery, outcome, startedAt);
      }),
    );
    made += claimed.length;
  }
}

/** Projects with deliveries due (retries whose time has come, or kicks that were lost). */
export async function projectsWithDueDeliveries(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ projectId: webhookDeliveries.projectId })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.state, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, sql`now()`),
        enabledEndpoint,
      ),
    );
  return rows.map((row) => row.projectId);
}
