import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlertPlanner } from '../../src/alerts/alert-channel.js';
import { dispatchNewLeads, projectsWithStaleAlerts } from '../../src/alerts/dispatch-new-leads.js';
import { pendingLeadAlerts } from '../../src/db/schema/index.js';
import { ingestPosts } from '../../src/engine/pipeline/ingest-posts.js';
import { buildTestApp } from '../helper.js';
import { waitFor } from '../support/wait-for.js';
import { incoming, projectWithSignals } from '../engine/engine-fixtures.js';

const onTopic = (n: number) =>
  incoming({ title: `Looking for a simple CRM to replace HubSpot for our 5-person team (${n})` });

async function pendingOf(app: FastifyInstance, projectId: string) {
  return app.db.select().from(pendingLeadAlerts).where(eq(pendingLeadAlerts.projectId, projectId));
}

describe('new lead alerts: dispatch', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // No workers: this test drives the dispatcher itself.
    app = await buildTestApp({}, { runWorkers: false });
  });

  it('queues every new lead for alerting in the transaction that stores it', async () => {
    const { project } = await projectWithSignals(app);
    const result = await ingestPosts(
      { db: app.db, llm: null },
      { projectId: project.id, incoming: [onTopic(1), onTopic(2)] },
    );
    expect(result.newLeads).toBe(2);
    expect(await pendingOf(app, project.id)).toHaveLength(2);
  });

  it('hands each lead to every planner once, even with two dispatchers at the same time', async () => {
    const { project } = await projectWithSignals(app);
    const incomingPosts = Array.from({ length: 12 }, (_, i) => onTopic(100 + i));
    await ingestPosts({ db: app.db, llm: null }, { projectId: project.id, incoming: incomingPosts });
    const planned: string[] = [];
    const planner: AlertPlanner = async (_tx, input) => {
      planned.push(...input.leads.map((lead) => lead.id));
      expect(input.leads.every((lead) => lead.projectId === project.id && lead.signals.length > 0)).toBe(
        true,
      );
      return [{ queue: 'test.kick', data: { projectId: input.projectId } }];
    };
    const kicks: object[] = [];
    const send = async (kick: { data: object }) => {
      kicks.push(kick.data);
    };
    const [a, b] = await Promise.all([
      dispatchNewLeads(app.db, project.id, send, [planner]),
      dispatchNewLeads(app.db, project.id, send, [planner]),
    ]);
    expect(a + b).toBe(12);
    expect(new Set(planned).size).toBe(12);
    expect(planned).toHaveLength(12);
    expect(await pendingOf(app, project.id)).toHaveLength(0);
    expect(kicks.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the leads pending when a planner fails, so the retried dispatch alerts them', async () => {
    const { project } = await projectWithSignals(app);
    await ingestPosts({ db: app.db, llm: null }, { projectId: project.id, incoming: [onTopic(200)] });
    const failing: AlertPlanner = async () => {
      throw new Error('Slack is down');
    };
    await expect(dispatchNewLeads(app.db, project.id, async () => {}, [failing])).rejects.toThrow(
      'Slack is down',
    );
    expect(await pendingOf(app, project.id)).toHaveLength(1);
    expect(await projectsWithStaleAlerts(app.db, 3600)).not.toContain(project.id);
    expect(await projectsWithStaleAlerts(app.db, -60)).toContain(project.id);
  });
});

describe('new lead alerts: started by the pipeline commit', () => {
  it('dispatches without anyone asking: the worker hears the new-leads notice and empties the queue', async () => {
    const app = await buildTestApp();
    const { project } = await projectWithSignals(app);
    await ingestPosts({ db: app.db, llm: null }, { projectId: project.id, incoming: [onTopic(300)] });
    expect(await pendingOf(app, project.id)).toHaveLength(1);
    await waitFor(
      async () => ((await pendingOf(app, project.id)).length === 0 ? true : null),
      'the dispatch job to take the new lead',
    );
  }, 120_000);
});
