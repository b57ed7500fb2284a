import type PgBoss from 'pg-boss';
import fp from 'fastify-plugin';
import type { JobQueue } from '../../jobs/queues.js';
import { registerJobs } from '../../jobs/register-jobs.js';
import type { MailMessage } from '../../mail/mail-message.js';
import { startBoss } from '../../queue/create-boss.js';

export interface JobPayloads extends Record<JobQueue, object> {
  'mail.send': MailMessage;
  'maintenance.purge-expired-tokens': Record<string, never>;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: {
      boss: PgBoss;
      send<Q extends JobQueue>(queue: Q, data: JobPayloads[Q]): Promise<void>;
    };
  }
}

/**
 * pg-boss on the app's database. The API process only sends jobs; embedded mode and tests also work
 * them in-process (`runWorkers`), the same handlers the worker entry runs.
 */
export default fp(
  async function queuePlugin(app, options: { runWorkers: boolean }) {
    const boss = await startBoss(app.database, { runsWorkers: options.runWorkers });
    boss.on('error', (error) => app.log.error({ err: error }, 'pg-boss error'));
    if (options.runWorkers) await registerJobs(boss, { db: app.db, mailTransport: app.mailTransport });

    app.decorate('queue', {
      boss,
      async send(queue, data) {
        await boss.send(queue, data);
      },
    });
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'queue', dependencies: ['db', 'mail-transport'] },
);
