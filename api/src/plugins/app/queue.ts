import type PgBoss from 'pg-boss';
import fp from 'fastify-plugin';
import type { SourcePollJob } from '../../engine/polling/poll-ticker.js';
import type { AccountMailJob } from '../../jobs/account-mail.js';
import type { JobQueue } from '../../jobs/queues.js';
import { alertJobSettings, registerJobs } from '../../jobs/register-jobs.js';
import { chatCompletionsClient } from '../../llm/chat-completions.js';
import type { MailMessage } from '../../mail/mail-message.js';
import { startBoss } from '../../queue/create-boss.js';

export interface JobPayloads extends Record<JobQueue, object> {
  'mail.send': MailMessage;
  'auth.account-mail': AccountMailJob;
  'maintenance.purge-expired-tokens': Record<string, never>;
  'engine.reanalyze': { runId: string };
  'sources.poll': SourcePollJob;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: {
      boss: PgBoss;
      send<Q extends JobQueue>(queue: Q, data: JobPayloads[Q]): Promise<void>;
      /** Runs one `sources.schedule` tick now (null in processes that do not run workers). */
      pollDueSources: (() => Promise<number>) | null;
    };
  }
}

/**
 * pg-boss on the app's database. The API process only sends jobs; embedded mode and tests also work
 * them in-process (`runWorkers`), the same handlers the worker entry runs.
 */
export default fp(
  async function queuePlugin(app, options: { runWorkers: boolean }) {
    const boss = await startBoss(app.database, {
      runsWorkers: options.runWorkers,
      onWarning: (message, error) => app.log.warn({ err: error }, message),
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'pg-boss error'));
    const { config } = app;
    const jobs = options.runWorkers
      ? await registerJobs(boss, {
          db: app.db,
          mailTransport: app.mailTransport,
          alerts: alertJobSettings(config, app.database.listen, (error) =>
            app.log.error({ err: error }, 'starting lead alerts failed'),
          ),
          engine: {
            // The llm plugin loads after this one; the client is stateless, so one more is harmless.
            llm: config.llm ? chatCompletionsClient(config.llm) : null,
            platformEndpoints: config.platformEndpoints,
            reddit: config.reddit,
            allowOrigins: config.websiteFetchAllowOrigins,
            pollTickSeconds: config.pollTickSeconds,
            defaultPollIntervalSeconds: config.defaultPollIntervalSeconds,
            onError: (error) => app.log.error({ err: error }, 'scheduling data source polls failed'),
          },
        })
      : null;

    app.decorate('queue', {
      boss,
      async send(queue, data) {
        await boss.send(queue, data);
      },
      pollDueSources: jobs?.pollTicker ? jobs.pollTicker.tick : null,
    });
    app.addHook('onClose', async () => {
      await jobs?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'queue', dependencies: ['db', 'mail-transport'] },
);
