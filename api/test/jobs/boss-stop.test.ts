import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { startBoss } from '../../src/queue/create-boss.js';
import { withOpenDatabase } from '../helper.js';

const database = withOpenDatabase();

// The race CI hit once: stop() is called while a worker's fetch is in flight. pg-boss only waits for
// workers already holding jobs, so the job arrived after stop() had resolved and the pool had closed.
it('stop() waits for a job whose fetch was in flight when it was called', async () => {
  let holdFetch: (() => void) | null = null;
  const fetchHeld = new Promise<void>((resolve) => (holdFetch = resolve));
  const slowFetch: DatabaseHandle = {
    ...database(),
    async executeSql(text, values) {
      const result = await database().executeSql(text, values);
      // The fetch has claimed the job; hand it back to pg-boss only after stop() has been called.
      if (holdFetch && text.includes('SKIP LOCKED') && result.rows.length > 0) {
        holdFetch();
        holdFetch = null;
        await sleep(300);
      }
      return result;
    },
  };
  const boss = await startBoss(slowFetch, { runsWorkers: true, firesSchedules: false });
  await boss.createQueue('test.stop-race');
  const events: string[] = [];
  await boss.work('test.stop-race', { pollingIntervalSeconds: 0.5 }, async () => {
    events.push('handler started');
    await sleep(100);
    events.push('handler finished');
  });
  const jobId = await boss.send('test.stop-race', {});

  await fetchHeld;
  await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  events.push('stopped');

  expect(events).toEqual(['handler started', 'handler finished', 'stopped']);
  const { rows } = await database().executeSql('SELECT state FROM pgboss.job WHERE id = $1', [jobId]);
  expect(rows).toEqual([{ state: 'completed' }]);
});
