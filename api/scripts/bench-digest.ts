// How long the digest job takes for one project with 10,000 new leads (issue 13: "digest job time for
// 10,000 leads").
//
//   cd api && npm run bench:digest                    # PGlite in memory
//   DATABASE_URL=postgres://... npm run bench:digest  # PostgreSQL (a fresh database is made and dropped)
//   LEADS=50000 RUNS=5 npm run bench:digest
//
// Stores LEADS leads of the last day in one project (five intent signals, one or two matches each,
// scores 0-100), daily digests at 08:00 UTC to three recipients with a minimum score of 40, then times
// `runDigestTick` at 08:05 UTC: find the due period, select and group the leads worth a digest in the
// database (best five per signal plus counts), load those, render, claim the period and queue the three
// mails. Each run forgets the claimed periods first, so every run does the whole job.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { runDigestTick } from '../src/alerts/email/digest-tick.js';
import { unsubscribeTokens } from '../src/alerts/email/unsubscribe-token.js';
import {
  emailDigests,
  intentSignals,
  leads,
  leadSignalMatches,
  notificationSettings,
  posts,
} from '../src/db/schema/index.js';
import { enqueueMailWith } from '../src/jobs/email-alerts.js';
import { benchApp, signedUpOwner } from './bench-support.js';

const leadCount = Number(process.env.LEADS ?? 10_000);
const runs = Number(process.env.RUNS ?? 3);

const adminUrl = process.env.DATABASE_URL;
let databaseUrl: string | undefined;
const dbName = `sb_bench_digest_${randomBytes(4).toString('hex')}`;
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

// No workers: the queued mails stay queued (delivery is not the digest job's time).
const { app } = await benchApp(
  { POLL_TICK_SECONDS: '3600', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  { runWorkers: false },
);
const { projectId, call } = await signedUpOwner(app, 'Digest bench');
const signals = await app.db
  .insert(intentSignals)
  .values(
    [
      'CRM recommendation',
      'Switching from HubSpot',
      'Pricing complaint',
      'Integration question',
      'Hiring',
    ].map((name, position) => ({ projectId, position, name, keywords: [name.toLowerCase()] })),
  )
  .returning();
await call('PUT', `/api/v1/notification-settings/${projectId}`, {
  email_enabled: true,
  email_frequency: 'daily',
  email_recipients: ['ann@example.com', 'bob@example.com', 'cat@example.com'],
  slack_enabled: false,
  min_score: 40,
  intent_signal_ids: [],
  timezone: 'UTC',
});

const now = new Date();
const eight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 8, 5));
const storeStarted = performance.now();
for (let start = 0; start < leadCount; start += 500) {
  const size = Math.min(500, leadCount - start);
  const batch = Array.from({ length: size }, (_, i) => start + i);
  const postRows = await app.db
    .insert(posts)
    .values(
      batch.map((n) => ({
        platform: 'reddit',
        externalId: `bench-${randomUUID()}`,
        url: `https://www.reddit.com/r/sales/comments/${n}`,
        author: `user${n}`,
        community: 'r/sales',
        title: `Which CRM should a ${n % 50}-person team pick? <${n}>`,
        body: 'We outgrew spreadsheets and HubSpot is too expensive. Any recommendations? '.repeat(4),
        publishedAt: now,
      })),
    )
    .returning({ id: posts.id });
  const leadRows = await app.db
    .insert(leads)
    .values(
      postRows.map((post, i) => ({
        projectId,
        postId: post.id,
        platform: 'reddit',
        publishedAt: now,
        score: (start + i) % 101,
        createdAt: new Date(eight.getTime() - ((start + i) % 1380) * 60_000),
      })),
    )
    .returning({ id: leads.id, score: leads.score });
  await app.db.insert(leadSignalMatches).values(
    leadRows.flatMap((lead, i) => {
      const first = signals[(start + i) % signals.length]!;
      const second = signals[(start + i + 2) % signals.length]!;
      const explanation = {
        source: 'local' as const,
        terms: ['crm'],
        phrases: [],
        cues: ['asks for a recommendation'],
        negatives: [],
        reason: 'Asks for a recommendation and mentions crm.',
      };
      const matches = [{ leadId: lead.id, intentSignalId: first.id, score: lead.score, explanation }];
      if ((start + i) % 3 === 0)
        matches.push({
          leadId: lead.id,
          intentSignalId: second.id,
          score: Math.max(0, lead.score - 5),
          explanation,
        });
      return matches;
    }),
  );
}
const storeSeconds = (performance.now() - storeStarted) / 1000;

const ctx = {
  appUrl: 'https://app.example.com',
  apiUrl: 'https://api.example.com',
  tokens: unsubscribeTokens('bench-unsubscribe-key-material'),
};
const enqueueMail = enqueueMailWith(app.queue.boss);
const times: number[] = [];
let outcome = { mailed: 0, empty: 0 };
for (let run = 0; run < runs; run += 1) {
  await app.db.delete(emailDigests).where(eq(emailDigests.projectId, projectId));
  const started = performance.now();
  outcome = await runDigestTick(app.db, ctx, enqueueMail, eight);
  times.push(performance.now() - started);
}
const [settings] = await app.db
  .select()
  .from(notificationSettings)
  .where(eq(notificationSettings.projectId, projectId));
const [digest] = await app.db.select().from(emailDigests).where(eq(emailDigests.projectId, projectId));
const sorted = [...times].sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      database: databaseUrl ? 'postgres' : 'pglite',
      leads: leadCount,
      worthADigest: digest?.leadCount ?? 0,
      minScore: settings?.minScore,
      recipients: 3,
      mailsQueued: outcome.mailed,
      storeSeconds: Number(storeSeconds.toFixed(1)),
      digestJobMs: times.map((t) => Math.round(t)),
      medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]!),
    },
    null,
    2,
  ),
);

await app.close();
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}
