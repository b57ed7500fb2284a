import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads, posts } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp } from '../../helper.js';
import { addGuest } from '../../support/projects.js';
import { projectWithSignals } from '../../engine/engine-fixtures.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const csv = [
  'title,body,url,author,published_at',
  '"Which simple CRM?","We are 5 people and HubSpot is too expensive, any simple CRM?",https://forum.example/1,ann,2025-01-02',
  'Sourdough timer,"I made an app for my starter",https://forum.example/2,bob,2025-01-03',
  ',,https://forum.example/3,carl,2025-01-04',
].join('\n');

const importFile = (token: string, projectId: string, payload: object) =>
  injectWithLogin(app, token, { method: 'POST', url: `/api/v1/leads/${projectId}/import`, payload });

describe('POST /api/v1/leads/{projectId}/import', () => {
  it('imports every good row as a lead by default, names bad rows, and adds nothing the second time', async () => {
    const { owner, project } = await projectWithSignals(app);
    const response = await importFile(owner.token, project.id, { format: 'csv', content: csv });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      received: 3,
      imported: 2,
      new_leads: 2,
      errors: [{ row: 3, field: 'title', message: expect.any(String) }],
    });
    const rows = await app.db
      .select({ platform: leads.platform, publishedAt: leads.publishedAt, author: posts.author })
      .from(leads)
      .innerJoin(posts, eq(posts.id, leads.postId))
      .where(eq(leads.projectId, project.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.platform === 'csv_import')).toBe(true);
    expect(rows.find((row) => row.author === 'ann')!.publishedAt.toISOString()).toBe(
      '2025-01-02T00:00:00.000Z',
    );

    const again = await importFile(owner.token, project.id, { format: 'csv', content: csv });
    expect(again.json()).toMatchObject({ imported: 2, new_leads: 0 });
  });

  it('keeps only rows scoring at least the threshold with as_leads: false (JSON)', async () => {
    const { owner, project } = await projectWithSignals(app);
    const content = JSON.stringify([
      {
        title: 'Looking for a HubSpot alternative',
        text: 'Need a simple CRM for a small team, recommendations?',
      },
      { title: 'My sourdough starter died', text: 'Any tips?' },
    ]);
    const response = await importFile(owner.token, project.id, { format: 'json', content, as_leads: false });
    expect(response.json()).toEqual({ received: 2, imported: 2, new_leads: 1, errors: [] });
  });

  it('answers 422 naming the field for a bad format or too much content; guests cannot import', async () => {
    const { owner, project } = await projectWithSignals(app);
    const badFormat = await importFile(owner.token, project.id, { format: 'xlsx', content: csv });
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: expect.stringContaining('format'),
    });
    const tooBig = await importFile(owner.token, project.id, {
      format: 'csv',
      content: 'x'.repeat(5 * 1024 * 1024 + 1),
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({ field: expect.stringContaining('content') });

    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    expect((await importFile(guest.token, project.id, { format: 'csv', content: csv })).statusCode).toBe(403);
  });
});
