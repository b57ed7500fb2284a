import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../../src/db/schema/index.js';
import { ingestPosts } from '../../../src/engine/pipeline/ingest-posts.js';
import type { NewLeadsEvent } from '../../../src/schemas/lead-events.js';
import { buildTestApp, signUp, signUpWithOrganization } from '../../helper.js';
import { incoming, offTopic, projectWithSignals } from '../../engine/engine-fixtures.js';
import { openStream } from '../../support/event-stream.js';
import { addGuest, createProject } from '../../support/projects.js';

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

const eventsUrl = (base: string, projectId: string) => `${base}/api/v1/leads/${projectId}/events`;

describe('GET /api/v1/leads/{projectId}/events', () => {
  it('sends new_leads when the pipeline stores leads of the project, and only of that project', async () => {
    const { owner, project } = await projectWithSignals(app);
    const other = await createProject(app, owner.token, 'Other');
    const stream = await openStream(eventsUrl(baseUrl, project.id), owner.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await stream.next()).toEqual({ event: 'ready', data: JSON.stringify({ project_id: project.id }) });

    // Another project's leads are not this stream's business.
    await ingestPosts(
      { db: app.db, llm: null },
      { projectId: other.id, incoming: [incoming()], asLeads: true },
    );
    const result = await ingestPosts(
      { db: app.db, llm: null },
      { projectId: project.id, incoming: [incoming(), offTopic()], asLeads: true },
    );
    expect(result.newLeads).toBe(2);

    const received = await stream.next();
    expect(received?.event).toBe('new_leads');
    const event = JSON.parse(received!.data) as NewLeadsEvent;
    const stored = await app.db
      .select({ id: leads.id, score: leads.score })
      .from(leads)
      .where(eq(leads.projectId, project.id));
    const best = [...stored].sort((a, b) => b.score - a.score);
    expect(event).toMatchObject({
      project_id: project.id,
      count: 2,
      lead_ids: best.map((lead) => lead.id),
      max_score: best[0]!.score,
    });
    expect(event.high_score.every((lead) => lead.score >= 70)).toBe(true);
    expect(event.high_score.map((lead) => lead.id)).toEqual(
      best.filter((lead) => lead.score >= 70).map((lead) => lead.id),
    );

    // Nothing new stored (the same posts again): no event; the next one is for the next new lead.
    await ingestPosts({ db: app.db, llm: null }, { projectId: project.id, incoming: [], asLeads: true });
    await ingestPosts(
      { db: app.db, llm: null },
      { projectId: project.id, incoming: [incoming({ title: 'Which CRM?' })], asLeads: true },
    );
    const after = JSON.parse((await stream.next())!.data) as NewLeadsEvent;
    expect(after.count).toBe(1);
    stream.close();
  });

  it('is open to guests of the project and 404 to another organization and to guests of another project', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token, 'Watched');
    const sibling = await createProject(app, owner.token, 'Sibling');
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    const siblingGuest = await signUp(app);
    await addGuest(app, owner.token, sibling.id, siblingGuest.user.id);
    const outsider = await signUpWithOrganization(app, 'Elsewhere');

    const asGuest = await openStream(eventsUrl(baseUrl, project.id), guest.token);
    expect(asGuest.response.status).toBe(200);
    expect((await asGuest.next())?.event).toBe('ready');
    asGuest.close();

    for (const token of [outsider.token, siblingGuest.token]) {
      const response = await fetch(eventsUrl(baseUrl, project.id), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    }
    expect((await fetch(eventsUrl(baseUrl, project.id))).status).toBe(401);
  });

  it('ends open streams when the server closes, and the server closes promptly', async () => {
    const own = await buildTestApp();
    const base = await own.listen({ host: '127.0.0.1', port: 0 });
    const { owner, project } = await projectWithSignals(own);
    const stream = await openStream(eventsUrl(base, project.id), owner.token);
    expect((await stream.next())?.event).toBe('ready');

    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await stream.next()).toBeNull();
  });

  it.runIf(process.env.DATABASE_URL)(
    'reaches a stream on another API process through PostgreSQL (NOTIFY, not memory)',
    async () => {
      // Two apps on the same PostgreSQL database, as two replicas: the lead is stored through the other's pool.
      const replica = await buildTestApp();
      const { owner, project } = await projectWithSignals(app);
      const stream = await openStream(eventsUrl(baseUrl, project.id), owner.token);
      expect((await stream.next())?.event).toBe('ready');
      await ingestPosts({ db: replica.db, llm: null }, { projectId: project.id, incoming: [incoming()] });
      const received = await stream.next();
      expect(received?.event).toBe('new_leads');
      expect(JSON.parse(received!.data)).toMatchObject({ project_id: project.id, count: 1 });
      stream.close();
    },
  );
});
