import { expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { startBoss } from '../../src/queue/create-boss.js';
import { jobQueues, queueOptions } from '../../src/jobs/queues.js';
import { withOpenDatabase } from '../helper.js';

const database = withOpenDatabase();

// API and worker start together on PostgreSQL and both create the queues; pg-boss's create_queue can
// then deadlock against the other process's (about 1 start in 10, seen in the e2e set-up). PostgreSQL
// rolls the victim back with 40P01: here the first create_queue of each queue is answered that way,
// as the victim's would be, and the start must still succeed with every queue in place.
it('start-up retries a queue creation that PostgreSQL chose as a deadlock victim', async () => {
  const victims = new Set<string>();
  const deadlocking: DatabaseHandle = {
    ...database(),
    async executeSql(text, values) {
      const queue = text.includes('.create_queue($1') ? String(values?.[0]) : null;
      if (queue && !victims.has(queue)) {
        victims.add(queue);
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }
      return database().executeSql(text, values);
    },
  };
  const boss = await startBoss(deadlocking, { runsWorkers: false });
  try {
    expect([...victims].sort()).toEqual([...jobQueues].sort());
    for (const name of jobQueues) expect(await boss.getQueue(name)).toMatchObject({ name });
  } finally {
    await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  }
});

it('start-up does not retry other errors', async () => {
  const failing: DatabaseHandle = {
    ...database(),
    async executeSql(text, values) {
      if (text.includes('.create_queue($1'))
        throw Object.assign(new Error('permission denied'), { code: '42501' });
      return database().executeSql(text, values);
    },
  };
  await expect(startBoss(failing, { runsWorkers: false })).rejects.toThrow('permission denied');
});

// A queue made by an earlier release keeps its row; createQueue alone would leave its old settings.
it("start-up gives a queue made by an earlier release this release's retry settings", async () => {
  const first = await startBoss(database(), { runsWorkers: false });
  try {
    await first.updateQueue('engine.import', { name: 'engine.import', retryLimit: 3, retryDelay: 30 });
    expect(await first.getQueue('engine.import')).toMatchObject({ retryLimit: 3, retryDelay: 30 });
  } finally {
    await first.stop({ graceful: true, wait: true, timeout: 5_000 });
  }
  const second = await startBoss(database(), { runsWorkers: false });
  try {
    expect(await second.getQueue('engine.import')).toMatchObject({
      retryLimit: queueOptions['engine.import']!.retryLimit,
      retryDelay: queueOptions['engine.import']!.retryDelay,
    });
    // Each queue keeps its policy through the update (pg-boss's own default would make it 'standard').
    for (const [name, options] of Object.entries(queueOptions))
      expect(await second.getQueue(name), name).toMatchObject({ policy: options.policy ?? 'standard' });
  } finally {
    await second.stop({ graceful: true, wait: true, timeout: 5_000 });
  }
});
