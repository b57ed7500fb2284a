import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { openDatabase } from '../../src/db/open-database.js';
import { registerJobs } from '../../src/jobs/register-jobs.js';
import { createMailTransport } from '../../src/mail/create-transport.js';
import { startBoss } from '../../src/queue/create-boss.js';
import { authTokens, oauthStates, users } from '../../src/db/schema/index.js';
import { authTokensRepository } from '../../src/repositories/auth-tokens-repository.js';
import { oauthRepository } from '../../src/repositories/oauth-repository.js';
import { outboxRepository } from '../../src/repositories/outbox-repository.js';
import { databaseEnv } from '../helper.js';
import { spawnEntry } from '../support/spawn-entry.js';
import { waitFor } from '../support/wait-for.js';

// pg-boss on the app's own database: PGlite through its executeSql bridge, or PostgreSQL with DATABASE_URL.
let database: DatabaseHandle;
let env: Record<string, string>;
beforeAll(async () => {
  env = await databaseEnv();
  const result = loadConfig(env, 'embedded');
  if (!result.ok) throw new Error(result.problems.join('\n'));
  database = await openDatabase(result.config.database);
});
afterAll(() => database?.close());

const mail = (to: string) => ({ to, subject: 'Queued', text: 'Sent by a job', html: '<p>Sent by a job</p>' });
const delivered = (to: string) =>
  waitFor(
    async () => (await outboxRepository(database.db).listNewestFirst()).find((m) => m.to === to),
    `job delivering mail to ${to}`,
  );

describe('the mail.send job', () => {
  it(`is processed after being sent (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const boss: PgBoss = await startBoss(database, { runsWorkers: true, firesSchedules: false });
    try {
      await registerJobs(boss, {
        db: database.db,
        mailTransport: createMailTransport(
          { smtpUrl: null, mailOutbox: true, mailFrom: 'x@y.z' },
          database.db,
          console,
        ),
      });
      const jobId = await boss.send('mail.send', mail('queued@example.com'));
      expect(jobId).toBeTruthy();
      expect(await delivered('queued@example.com')).toMatchObject({
        subject: 'Queued',
        html: '<p>Sent by a job</p>',
      });
      const job = await waitFor(async () => {
        const found = await boss.getJobById('mail.send', jobId!);
        return found?.state === 'completed' ? found : null;
      }, 'the job to be marked completed');
      expect(job.state).toBe('completed');
    } finally {
      await boss.stop({ graceful: true, wait: true });
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'is processed by the worker entry running as its own process (PostgreSQL)',
    async () => {
      const worker = spawnEntry('worker', {
        DATABASE_URL: env.DATABASE_URL!,
        LOG_LEVEL: 'info',
        JWT_SECRET: 'worker-test-secret-that-is-long-enough-for-hs256',
        DEV_OUTBOX: '1',
      });
      try {
        await worker.waitForOutput(/worker started/);
        const sender = await startBoss(database, { runsWorkers: false });
        await sender.send('mail.send', mail('from-worker@example.com'));
        await sender.stop({ graceful: true, wait: true });
        expect((await delivered('from-worker@example.com')).subject).toBe('Queued');
      } finally {
        expect(await worker.stop('SIGTERM')).toBe(0);
      }
    },
    60_000,
  );
});

describe('the maintenance.purge-expired-tokens job', () => {
  it('is scheduled hourly, and deletes expired tokens and sign-in states only', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'purge@example.com', hashedPassword: null })
      .returning();
    const tokens = authTokensRepository(database.db);
    const live = await tokens.issue(user!.id, 'verify');
    await tokens.issue(user!.id, 'reset');
    await database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authTokens.purpose, 'reset'));
    await oauthRepository(database.db).saveState('google', 'expired-state-hash', 'verifier');
    await oauthRepository(database.db).saveState('google', 'live-state-hash', 'verifier');
    await database.db
      .update(oauthStates)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oauthStates.stateHash, 'expired-state-hash'));

    // Cron firing is off: at minute 17 of any hour the schedule would purge before the job under test.
    const boss: PgBoss = await startBoss(database, { runsWorkers: true, firesSchedules: false });
    try {
      await registerJobs(boss, {
        db: database.db,
        mailTransport: createMailTransport(
          { smtpUrl: null, mailOutbox: true, mailFrom: 'x@y.z' },
          database.db,
          console,
        ),
      });
      const schedules = await boss.getSchedules();
      expect(schedules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'maintenance.purge-expired-tokens', cron: '17 * * * *' }),
        ]),
      );

      const jobId = await boss.send('maintenance.purge-expired-tokens', {});
      const job = await waitFor(
        async () => {
          const found = await boss.getJobById('maintenance.purge-expired-tokens', jobId!);
          return found?.state === 'completed' ? found : null;
        },
        'the purge job to complete',
        20_000,
      );
      expect(job.output).toEqual({ tokens: 1, states: 1, throttles: 0 });
    } finally {
      await boss.stop({ graceful: true, wait: true });
    }
    expect(await tokens.peek(live, 'verify')).toBe(user!.id);
    expect((await database.db.select().from(authTokens)).map((t) => t.purpose)).toEqual(['verify']);
    expect((await database.db.select().from(oauthStates)).map((s) => s.stateHash)).toEqual([
      'live-state-hash',
    ]);
  });
});
