import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { leads } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject } from '../../support/projects.js';

interface Lead {
  id: string;
  read: boolean;
  starred: boolean;
  post: { body: string; body_truncated: boolean };
  matches: { intent_signal_name: string; score: number }[];
}

let app: FastifyInstance;
let owner: { token: string };
let projectId: string;
let ids: { long: string; deleted: string; elsewhere: string };
const longBody = `${'lorem '.repeat(200)}end`;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpWithOrganization(app);
  projectId = (await createProject(app, owner.token, 'Main')).id;
  const other = await createProject(app, owner.token, 'Other');
  const [signal] = (
    await injectWithLogin(app, owner.token, {
      method: 'PUT',
      url: `/api/v1/leads/${projectId}/intent_signals`,
      payload: {
        intent_signals: [{ name: 'Asks for a CRM', keywords: ['crm'], negative_keywords: [] }],
        reanalyze_leads: false,
      },
    })
  ).json<{ id: string }[]>();
  const [long, deleted] = await seedLeads(app.db, projectId, [
    { body: longBody, matches: [{ intentSignalId: signal!.id, score: 81 }] },
    { deleted: true },
  ]);
  const [elsewhere] = await seedLeads(app.db, other.id, [{}]);
  ids = { long: long!, deleted: deleted!, elsewhere: elsewhere! };
});

const url = (leadId: string, action = '') => `/api/v1/leads/${projectId}/lead/${leadId}${action}`;
const item = (leadId: string, token = owner.token) =>
  injectWithLogin(app, token, { method: 'GET', url: url(leadId) });
const read = (leadId: string, token = owner.token) =>
  injectWithLogin(app, token, { method: 'POST', url: url(leadId, '/read') });
const star = (leadId: string, payload: object, token = owner.token) =>
  injectWithLogin(app, token, { method: 'POST', url: url(leadId, '/star'), payload });

/** The project's unread count, as GET /unread_count answers it. */
const unread = async () =>
  (
    await injectWithLogin(app, owner.token, { method: 'GET', url: `/api/v1/leads/${projectId}/unread_count` })
  ).json<{ unread_count: number }>().unread_count;

async function stored(leadId: string) {
  const [row] = await app.db.select().from(leads).where(eq(leads.id, leadId));
  return row!;
}

describe('one lead', () => {
  it('gives the whole post body and the matches', async () => {
    const response = await item(ids.long);
    expect(response.statusCode).toBe(200);
    const lead = response.json<Lead>();
    expect(lead).toMatchObject({ id: ids.long, read: false, starred: false });
    expect(lead.post).toMatchObject({ body: longBody, body_truncated: false });
    expect(lead.matches).toEqual([
      expect.objectContaining({ intent_signal_name: 'Asks for a CRM', score: 81 }),
    ]);
  });

  it('is 404 for a deleted lead, another project’s lead and an unknown id', async () => {
    for (const leadId of [ids.deleted, ids.elsewhere, randomUUID()]) {
      for (const response of [await item(leadId), await read(leadId), await star(leadId, { starred: true })])
        expect(response.json()).toEqual({ code: 'LEAD_NOT_FOUND', detail: 'Lead not found.' });
    }
    expect(await stored(ids.elsewhere)).toMatchObject({ read: false, starred: false });
    expect(await stored(ids.deleted)).toMatchObject({ read: false, starred: false });
    expect((await item('nope')).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'leadId' });
  });

  it('is marked read, and starred then unstarred', async () => {
    const [leadId] = await seedLeads(app.db, projectId, [{}]);
    const marked = await read(leadId!);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<Lead>()).toMatchObject({ id: leadId, read: true, starred: false });
    expect(await stored(leadId!)).toMatchObject({ read: true });
    expect((await star(leadId!, { starred: true })).json<Lead>()).toMatchObject({
      read: true,
      starred: true,
    });
    expect(await stored(leadId!)).toMatchObject({ starred: true });
    expect((await star(leadId!, { starred: false })).json<Lead>()).toMatchObject({ starred: false });
    expect(await stored(leadId!)).toMatchObject({ starred: false });
  });

  it('marked read answers the whole lead and moves the unread count and the project’s counter once', async () => {
    const projectUnread = async () =>
      (await injectWithLogin(app, owner.token, { method: 'GET', url: `/api/v1/project/${projectId}` })).json<{
        unread_count: number;
      }>().unread_count;
    const [leadId] = await seedLeads(app.db, projectId, [{ body: longBody }]);
    const before = await unread();
    expect(await projectUnread()).toBe(before);
    const marked = (await read(leadId!)).json<Lead>();
    // The whole lead, post and matches included, from the one UPDATE ... RETURNING statement.
    expect(marked).toMatchObject({ id: leadId, read: true, post: { body: longBody, body_truncated: false } });
    expect(marked.matches).toEqual((await item(leadId!)).json<Lead>().matches);
    expect(await unread()).toBe(before - 1);
    expect(await projectUnread()).toBe(before - 1);
    // Read again: the lead stays read and the counters do not move twice.
    expect((await read(leadId!)).json<Lead>()).toMatchObject({ read: true });
    expect(await unread()).toBe(before - 1);
    const [{ n }] = (
      await app.database.executeSql(
        "select count(*)::int as n from leads where project_id = $1 and not read and deleted = false and verdict is distinct from 'not_lead'",
        [projectId],
      )
    ).rows as [{ n: number }];
    expect(n).toBe(before - 1);
  });

  it('needs a boolean to star', async () => {
    expect((await star(ids.long, {})).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'starred' });
    expect((await star(ids.long, { starred: 'yes' })).json()).toMatchObject({ field: 'starred' });
    expect((await star(ids.long, { starred: true, colour: 'red' })).json()).toMatchObject({
      field: 'colour',
    });
  });

  it('is read and triaged by guests of the project', async () => {
    const [leadId] = await seedLeads(app.db, projectId, [{}]);
    const guest = await signUp(app);
    await addGuest(app, owner.token, projectId, guest.user.id);
    expect((await item(leadId!, guest.token)).statusCode).toBe(200);
    expect((await read(leadId!, guest.token)).json<Lead>()).toMatchObject({ read: true });
    expect((await star(leadId!, { starred: true }, guest.token)).json<Lead>()).toMatchObject({
      starred: true,
    });
  });

  it('with view=brief answers its flags and the unread count after the change, as GET /unread_count says', async () => {
    const brief = (leadId: string, action: string, payload?: object, token = owner.token) =>
      injectWithLogin(app, token, { method: 'POST', url: url(leadId, `${action}?view=brief`), payload });
    const [first, second, hidden] = await seedLeads(app.db, projectId, [{}, {}, {}]);
    await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: url(hidden!, '/verdict'),
      payload: { verdict: 'not_lead', reason: 'job_post' },
    });
    const before = await unread();

    const marked = await brief(first!, '/read');
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ id: first, read: true, starred: false, unread_count: before - 1 });
    expect(await unread()).toBe(before - 1);
    // Read again, and a hidden lead read: the count does not move.
    expect((await brief(first!, '/read')).json()).toMatchObject({ unread_count: before - 1 });
    expect((await brief(hidden!, '/read')).json()).toMatchObject({ read: true, unread_count: before - 1 });
    expect((await brief(second!, '/star', { starred: true })).json()).toEqual({
      id: second,
      read: false,
      starred: true,
      unread_count: before - 1,
    });
    expect(await unread()).toBe(before - 1);
    expect(await stored(second!)).toMatchObject({ read: false, starred: true });

    const bad = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: url(first!, '/read?view=tiny'),
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'view' });
  });

  it('is not marked or starred by someone outside the project, whichever the answer asked for', async () => {
    const [leadId] = await seedLeads(app.db, projectId, [{}]);
    const stranger = await signUpWithOrganization(app);
    for (const query of ['', '?view=brief']) {
      const marked = await injectWithLogin(app, stranger.token, {
        method: 'POST',
        url: url(leadId!, `/read${query}`),
      });
      expect(marked.statusCode).toBe(404);
      expect(marked.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
      const starred = await injectWithLogin(app, stranger.token, {
        method: 'POST',
        url: url(leadId!, `/star${query}`),
        payload: { starred: true },
      });
      expect(starred.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    }
    expect(await stored(leadId!)).toMatchObject({ read: false, starred: false });
  });
});
