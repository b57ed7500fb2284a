import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import AjvModule from 'ajv';
import formatsModule from 'ajv-formats';
import { leadSmartValues, leadStatusConfigs, smartColumns } from '../../../src/db/schema/index.js';
import { namedSchemas } from '../../../src/schemas/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject } from '../../support/projects.js';

interface Lead {
  id: string;
  project_id: string;
  platform: string;
  score: number;
  read: boolean;
  starred: boolean;
  status_config_id: string | null;
  published_at: string;
  post: { title: string; body: string; body_truncated: boolean; metadata: object };
  matches: { intent_signal_id: string; intent_signal_name: string; score: number; explanation: object }[];
  smart_values: {
    smart_column_id: string;
    bool_value: boolean | null;
    text_value: string | null;
    stale: boolean;
  }[];
  /** One lead's CRM links: GET of that lead only. */
  crm?: unknown[];
}
interface LeadList {
  items: Lead[];
  total: number;
  total_capped: boolean;
  limit: number;
  skip: number;
}

let app: FastifyInstance;
let owner: { token: string; user: { id: string } };
let projectId: string;
let statuses: { id: string; name: string }[];
let signals: { id: string; name: string }[];
let columns: { flag: string; name: string };
const longBody = `${'word '.repeat(150)}tail`;

/**
 * Four listed leads, one per day from 10 May 2024 back (Alpha newest), plus a deleted lead and another
 * project's lead that must never show up.
 */
beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpWithOrganization(app);
  projectId = (await createProject(app, owner.token, 'Main')).id;
  const other = await createProject(app, owner.token, 'Other');
  statuses = await app.db
    .select({ id: leadStatusConfigs.id, name: leadStatusConfigs.name })
    .from(leadStatusConfigs)
    .where(eq(leadStatusConfigs.projectId, projectId))
    .orderBy(asc(leadStatusConfigs.position));
  const put = await injectWithLogin(app, owner.token, {
    method: 'PUT',
    url: `/api/v1/leads/${projectId}/intent_signals`,
    payload: {
      intent_signals: [
        { name: 'Asks for a CRM', keywords: ['crm'], negative_keywords: [] },
        { name: 'Seeks an alternative', keywords: ['alternative'], negative_keywords: [] },
      ],
      reanalyze_leads: false,
    },
  });
  signals = put.json();
  const [flag, name] = await app.db
    .insert(smartColumns)
    .values([
      { projectId, name: 'Competitor mentioned', kind: 'boolean', position: 0, version: 2 },
      { projectId, name: 'Competitor', kind: 'text', position: 1 },
    ])
    .returning({ id: smartColumns.id });
  columns = { flag: flag!.id, name: name!.id };
  const day = (n: number) => new Date(Date.UTC(2024, 4, 10 - n, 12));
  const [sigA, sigB] = signals.map((s) => s.id) as [string, string];
  const [alpha, bravo, , delta] = await seedLeads(app.db, projectId, [
    {
      title: 'Alpha needs a CRM',
      body: longBody,
      platform: 'reddit',
      score: 90,
      starred: true,
      publishedAt: day(0),
      matches: [
        { intentSignalId: sigB, score: 40 },
        { intentSignalId: sigA, score: 90 },
      ],
    },
    {
      title: 'Bravo wants an alternative',
      platform: 'hackernews',
      score: 40,
      read: true,
      statusConfigId: statuses[1]!.id,
      publishedAt: day(1),
      matches: [{ intentSignalId: sigB, score: 40 }],
    },
    {
      title: 'Charlie compares tools',
      body: 'We moved from Pipedrive last year and regret it.',
      platform: 'github',
      score: 70,
      publishedAt: day(2),
    },
    {
      title: 'Delta asks about pricing',
      platform: 'reddit',
      score: 55,
      read: true,
      starred: true,
      statusConfigId: statuses[3]!.id,
      publishedAt: day(3),
      matches: [{ intentSignalId: sigA, score: 55 }],
    },
    { title: 'Echo was deleted', platform: 'reddit', score: 99, deleted: true, publishedAt: day(0) },
  ]);
  await seedLeads(app.db, other.id, [{ title: 'Foxtrot of another project', publishedAt: day(0) }]);
  await app.db.insert(leadSmartValues).values([
    { leadId: alpha!, smartColumnId: columns.flag, boolValue: true, columnVersion: 2 },
    { leadId: alpha!, smartColumnId: columns.name, textValue: 'HubSpot' },
    { leadId: bravo!, smartColumnId: columns.flag, boolValue: false, columnVersion: 1 },
    { leadId: bravo!, smartColumnId: columns.name, textValue: 'Salesforce', source: 'llm' },
    { leadId: delta!, smartColumnId: columns.flag, boolValue: true, columnVersion: 2 },
    { leadId: delta!, smartColumnId: columns.name, textValue: '' },
  ]);
});

const get = (query: string, token = owner.token, project = projectId) =>
  injectWithLogin(app, token, { method: 'GET', url: `/api/v1/leads/${project}${query ? `?${query}` : ''}` });

async function titles(query: string): Promise<string[]> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<LeadList>();
  expect(body.total).toBe(body.items.length);
  return body.items.map((lead) => lead.post.title.split(' ')[0]!);
}

const smart = (...values: object[]) =>
  values.map((value) => `smart_column_values=${encodeURIComponent(JSON.stringify(value))}`).join('&');

describe('GET /leads/{projectId}', () => {
  it('lists the project’s leads newest first, never deleted ones nor another project’s', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    const body = response.json<LeadList>();
    expect(body).toMatchObject({ total: 4, total_capped: false, limit: 50, skip: 0 });
    expect(body.items.map((lead) => lead.post.title.split(' ')[0])).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
    ]);
  });

  it('gives each lead as its row shows it: the snippet, signals, marked words, best reason, smart values', async () => {
    const [alpha, bravo] = (await get('')).json<LeadList>().items;
    expect(Object.keys(alpha!).sort()).toEqual([
      'assigned_at',
      'assignee_id',
      'created_at',
      'id',
      'matches',
      'platform',
      'post',
      'published_at',
      'read',
      'score',
      'smart_values',
      'starred',
      'status_config_id',
      'updated_at',
      'verdict',
      'verdict_note',
      'verdict_reason',
    ]);
    expect(alpha).toMatchObject({
      platform: 'reddit',
      score: 90,
      read: false,
      starred: true,
      status_config_id: statuses[0]!.id,
      published_at: '2024-05-10T12:00:00.000Z',
      verdict: null,
    });
    expect(alpha!.post.body).toBe(longBody.slice(0, 240));
    expect(alpha!.post.body_truncated).toBe(true);
    expect(Object.keys(alpha!.post).sort()).toEqual([
      'author',
      'body',
      'body_truncated',
      'community',
      'metadata',
      'published_at',
      'title',
      'url',
    ]);
    expect(alpha!.post.metadata).toEqual({});
    expect(alpha!.matches).toEqual([
      {
        intent_signal_name: 'Asks for a CRM',
        explanation: { terms: ['crm'], phrases: [], reason: expect.any(String) },
      },
      { intent_signal_name: 'Seeks an alternative', explanation: { terms: ['crm'], phrases: [] } },
    ]);
    expect(alpha!.smart_values).toEqual([
      { smart_column_id: columns.flag, bool_value: true, text_value: null },
      { smart_column_id: columns.name, bool_value: null, text_value: 'HubSpot' },
    ]);
    expect(bravo!.post.body_truncated).toBe(false);
    const charlie = (await get('')).json<LeadList>().items[2]!;
    expect(charlie.matches).toEqual([]);
  });

  it('gives each lead whole with view=full: post (body cut to 600 characters), matches by score, smart values', async () => {
    const full = (await get('view=full')).json<LeadList>();
    expect(full).toMatchObject({ total: 4, total_capped: false, limit: 50, skip: 0 });
    const [alpha, bravo] = full.items;
    expect(alpha).toMatchObject({ verdict_at: null, verdict_by: null });
    const item = (
      await injectWithLogin(app, owner.token, {
        method: 'GET',
        url: `/api/v1/leads/${projectId}/lead/${alpha!.id}`,
      })
    ).json<Lead>();
    // The same lead as GET /lead/{id} gives, but for the cut body and its CRM links (one lead's only).
    const uncut = ({ crm: _crm, ...lead }: Lead) => ({
      ...lead,
      post: { ...lead.post, body: '', body_truncated: false },
    });
    expect(item.crm).toEqual([]);
    expect(uncut(alpha!)).toEqual(uncut(item));
    expect(alpha).toMatchObject({
      project_id: projectId,
      platform: 'reddit',
      score: 90,
      read: false,
      starred: true,
      status_config_id: statuses[0]!.id,
      published_at: '2024-05-10T12:00:00.000Z',
    });
    expect(alpha!.post.body).toBe(longBody.slice(0, 600));
    expect(alpha!.post.body_truncated).toBe(true);
    expect(alpha!.matches.map((m) => [m.intent_signal_name, m.score])).toEqual([
      ['Asks for a CRM', 90],
      ['Seeks an alternative', 40],
    ]);
    expect(alpha!.matches[0]!.explanation).toMatchObject({ source: 'local', terms: ['crm'] });
    expect(alpha!.smart_values).toEqual([
      { smart_column_id: columns.flag, bool_value: true, text_value: null, source: 'local', stale: false },
      {
        smart_column_id: columns.name,
        bool_value: null,
        text_value: 'HubSpot',
        source: 'local',
        stale: false,
      },
    ]);
    expect(bravo!.post.body_truncated).toBe(false);
    // Answered for version 1 of a column now at version 2.
    expect(bravo!.smart_values[0]).toMatchObject({ bool_value: false, stale: true });
    expect(bravo!.smart_values[1]).toMatchObject({ text_value: 'Salesforce', source: 'llm', stale: false });
  });

  it('writes every row as the LeadList schema says, agreeing with the whole lead (the database writes rows)', async () => {
    const project = await createProject(app, owner.token, 'Odd posts');
    const [, plain] = await seedLeads(app.db, project.id, [
      {
        title: 'Quotes " and \\ backslashes, tabs\t, émigré 🚀 and </script>',
        body: `${'ünïcödé '.repeat(40)}\u0001 end`,
        publishedAt: new Date('2024-02-29T23:59:59.987Z'),
        matches: [
          { intentSignalId: signals[0]!.id, score: 80 },
          { intentSignalId: signals[1]!.id, score: 80 },
        ],
      },
      { title: 'Plain', publishedAt: new Date('2024-02-28T00:00:00Z') },
    ]);
    // What rows meet in the wild: a post without title, link, author or date, a kind among its facts, a
    // lead time and an assignment time with microseconds.
    await app.db.execute(sql`update posts set title = null, url = null, author = null, published_at = null,
      metadata = '{"kind": "comment", "story_title": "Ask HN"}'
      where id = (select post_id from leads where id = ${plain!})`);
    await app.db.execute(
      sql`update leads set published_at = '2024-02-28 00:00:00.123456+00', assignee_id = ${owner.user.id},
        assigned_at = '2024-03-01 08:00:00.654321+00' where id = ${plain!}`,
    );

    const rows = (await get('', owner.token, project.id)).json<LeadList>();
    const Ajv = AjvModule.default;
    const ajv = new Ajv({ strict: false, allErrors: true });
    formatsModule.default(ajv);
    for (const schema of namedSchemas) ajv.addSchema(schema);
    const valid = ajv.validate({ $ref: 'LeadList' }, rows);
    expect(ajv.errors ?? [], 'the LeadList schema').toEqual([]);
    expect(valid).toBe(true);

    const fullResponse = await get('view=full', owner.token, project.id);
    expect(fullResponse.statusCode, fullResponse.body).toBe(200);
    const full = fullResponse.json<LeadList>().items;
    expect(rows.items.map((row) => row.id)).toEqual(full.map((lead) => lead.id));
    rows.items.forEach((row, i) => {
      const lead = full[i]!;
      const {
        project_id: _p,
        verdict_at: _a,
        verdict_by: _b,
        assigned_by: _g,
        created_at: _c,
        post,
        matches,
        smart_values,
        ...state
      } = lead as Lead & Record<string, unknown>;
      expect(row).toMatchObject(state);
      const {
        id: _id,
        platform: _pl,
        external_id: _e,
        metadata,
        body,
        body_truncated: _t,
        ...text
      } = post as Lead['post'] & Record<string, unknown>;
      expect(row.post).toMatchObject(text);
      expect(row.post.body).toBe(body.slice(0, 240));
      expect(row.post.metadata).toEqual(
        'kind' in metadata ? { kind: (metadata as { kind: string }).kind } : {},
      );
      expect(row.matches.map((m) => m.intent_signal_name)).toEqual(matches.map((m) => m.intent_signal_name));
      expect(row.smart_values).toEqual(
        smart_values.map(({ smart_column_id, bool_value, text_value }) => ({
          smart_column_id,
          bool_value,
          text_value,
        })),
      );
    });
    const [oddRow, plainRow] = rows.items;
    expect(oddRow!.published_at).toBe('2024-02-29T23:59:59.987Z');
    expect(oddRow!.post.title).toBe('Quotes " and \\ backslashes, tabs\t, émigré 🚀 and </script>');
    expect(oddRow!.matches.map((match) => Object.keys(match.explanation))).toEqual([
      ['terms', 'phrases', 'reason'],
      ['terms', 'phrases'],
    ]);
    expect(plainRow!.published_at).toBe('2024-02-28T00:00:00.123Z');
    expect(plainRow!.post).toMatchObject({ title: null, url: null, author: null, published_at: null });
    expect(plainRow!.post.metadata).toEqual({ kind: 'comment' });
  });

  it('filters by status, or not at all with "all"', async () => {
    expect(await titles(`status_config_id=${statuses[0]!.id}`)).toEqual(['Alpha', 'Charlie']);
    expect(await titles(`status_config_id=${statuses[3]!.id}`)).toEqual(['Delta']);
    expect(await titles('status_config_id=all')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await titles(`status_config_id=${randomUUID()}`)).toEqual([]);
  });

  it('filters by data source, one value or repeated', async () => {
    expect(await titles('data_source_filters=reddit')).toEqual(['Alpha', 'Delta']);
    expect(await titles('data_source_filters=github&data_source_filters=hackernews')).toEqual([
      'Bravo',
      'Charlie',
    ]);
    expect(await titles('data_source_filters=mastodon')).toEqual([]);
  });

  it('filters by intent signals: leads that matched any of them', async () => {
    const [sigA, sigB] = signals.map((s) => s.id);
    expect(await titles(`intent_signals=${sigA}`)).toEqual(['Alpha', 'Delta']);
    expect(await titles(`intent_signals=${sigB}`)).toEqual(['Alpha', 'Bravo']);
    expect(await titles(`intent_signals=${sigA}&intent_signals=${sigB}`)).toEqual([
      'Alpha',
      'Bravo',
      'Delta',
    ]);
  });

  it('filters by read and starred', async () => {
    expect(await titles('read=false')).toEqual(['Alpha', 'Charlie']);
    expect(await titles('read=true')).toEqual(['Bravo', 'Delta']);
    expect(await titles('starred=true')).toEqual(['Alpha', 'Delta']);
    expect(await titles('starred=false')).toEqual(['Bravo', 'Charlie']);
  });

  it('searches title and body as full text; an empty search is no filter', async () => {
    expect(await titles('search_text=pipedrive')).toEqual(['Charlie']);
    expect(await titles('search_text=ALPHA')).toEqual(['Alpha']);
    expect(await titles('search_text=tail')).toEqual(['Alpha']);
    expect(await titles(`search_text=${encodeURIComponent('crm -alpha')}`)).toEqual(['Bravo', 'Delta']);
    expect(await titles(`search_text=${encodeURIComponent('"compares tools"')}`)).toEqual(['Charlie']);
    expect(await titles('search_text=nothingmatchesthis')).toEqual([]);
    expect(await titles('search_text=')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await titles(`search_text=${encodeURIComponent(' - ')}`)).toHaveLength(4);
  });

  it('bounds the publication date; a date alone covers its whole day', async () => {
    expect(await titles('date_from=2024-05-08')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await titles('date_to=2024-05-08')).toEqual(['Charlie', 'Delta']);
    expect(await titles('date_to=2024-05-08T11:59:59Z')).toEqual(['Delta']);
    expect(await titles(`date_from=${encodeURIComponent('2024-05-09T13:00:00+02:00')}`)).toEqual([
      'Alpha',
      'Bravo',
    ]);
    expect(await titles('date_from=2024-05-09&date_to=2024-05-09')).toEqual(['Bravo']);
  });

  it('takes the first and last days a date may name (1970-01-01, 9999-12-31), offsets past them too', async () => {
    const all = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
    expect(await titles('date_from=1970-01-01&date_to=9999-12-31')).toEqual(all);
    // Its end is in year 10000 in UTC, which PostgreSQL cannot read: the bound stops at 9999's last instant.
    expect(await titles(`date_to=${encodeURIComponent('9999-12-31T23:00:00-14:00')}`)).toEqual(all);
    expect(await titles(`date_from=${encodeURIComponent('9999-12-31T23:00:00-14:00')}`)).toEqual([]);
    expect(await titles(`date_from=${encodeURIComponent('1970-01-01T00:00:00+14:00')}`)).toEqual(all);
  });

  it('filters by boolean smart columns', async () => {
    const column_id = columns.flag;
    expect(await titles(smart({ column_id, operator: 'is', bool_value: true }))).toEqual(['Alpha', 'Delta']);
    expect(await titles(smart({ column_id, operator: 'is', bool_value: false }))).toEqual(['Bravo']);
    expect(await titles(smart({ column_id, operator: 'is_not', bool_value: true }))).toEqual([
      'Bravo',
      'Charlie',
    ]);
    expect(await titles(smart({ column_id, operator: 'is_empty' }))).toEqual(['Charlie']);
    expect(await titles(smart({ column_id, operator: 'is_not_empty' }))).toEqual(['Alpha', 'Bravo', 'Delta']);
  });

  it('filters by text smart columns, ignoring case', async () => {
    const column_id = columns.name;
    expect(await titles(smart({ column_id, operator: 'equals', text_value: 'hubspot' }))).toEqual(['Alpha']);
    expect(await titles(smart({ column_id, operator: 'not_equals', text_value: 'HUBSPOT' }))).toEqual([
      'Bravo',
      'Charlie',
      'Delta',
    ]);
    expect(await titles(smart({ column_id, operator: 'contains', text_value: 'FORCE' }))).toEqual(['Bravo']);
    expect(await titles(smart({ column_id, operator: 'contains', text_value: '%' }))).toEqual([]);
    expect(await titles(smart({ column_id, operator: 'not_contains', text_value: 'force' }))).toEqual([
      'Alpha',
      'Charlie',
      'Delta',
    ]);
    expect(await titles(smart({ column_id, operator: 'is_empty' }))).toEqual(['Charlie', 'Delta']);
    expect(await titles(smart({ column_id, operator: 'is_not_empty' }))).toEqual(['Alpha', 'Bravo']);
  });

  it('applies every filter together', async () => {
    const [sigA] = signals.map((s) => s.id);
    expect(
      await titles(
        `${smart({ column_id: columns.flag, operator: 'is', bool_value: true }, { column_id: columns.name, operator: 'is_not_empty' })}`,
      ),
    ).toEqual(['Alpha']);
    expect(
      await titles(
        `data_source_filters=reddit&starred=true&intent_signals=${sigA}&search_text=crm&date_to=2024-05-08&read=true&status_config_id=${statuses[3]!.id}`,
      ),
    ).toEqual(['Delta']);
    expect(await titles(`data_source_filters=reddit&read=false&status_config_id=${statuses[3]!.id}`)).toEqual(
      [],
    );
  });

  it('sorts by score or date, either way', async () => {
    expect(await titles('sort_by=score')).toEqual(['Alpha', 'Charlie', 'Delta', 'Bravo']);
    expect(await titles('sort_by=score&sort_order=asc')).toEqual(['Bravo', 'Delta', 'Charlie', 'Alpha']);
    expect(await titles('sort_by=date&sort_order=asc')).toEqual(['Delta', 'Charlie', 'Bravo', 'Alpha']);
  });

  it('pages with limit and skip; the total counts every match', async () => {
    const first = (await get('limit=2')).json<LeadList>();
    expect(first.items.map((l) => l.post.title.split(' ')[0])).toEqual(['Alpha', 'Bravo']);
    expect(first).toMatchObject({ total: 4, total_capped: false, limit: 2, skip: 0 });
    const second = (await get('limit=2&skip=2&sort_by=score')).json<LeadList>();
    expect(second.items.map((l) => l.post.title.split(' ')[0])).toEqual(['Delta', 'Bravo']);
    expect(second).toMatchObject({ total: 4, limit: 2, skip: 2 });
    const past = (await get('skip=10')).json<LeadList>();
    expect(past).toMatchObject({ items: [], total: 4, skip: 10 });
  });

  it('keeps another project’s and a stranger’s leads out of every view', async () => {
    const stranger = await signUpWithOrganization(app);
    const mine = (await get('view=full')).json<LeadList>().items;
    expect(new Set(mine.map((lead) => lead.project_id))).toEqual(new Set([projectId]));
    for (const view of ['', 'view=full', 'view=rows']) {
      expect((await get(view, stranger.token)).statusCode).toBe(404);
      expect((await get(view)).json<LeadList>().items.map((lead) => lead.id)).toEqual(mine.map((l) => l.id));
    }
    expect((await get('view=compact')).statusCode).toBe(422);
  });

  it('is open to guests of the project', async () => {
    const guest = await signUp(app);
    await addGuest(app, owner.token, projectId, guest.user.id);
    const response = await get('read=false', guest.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<LeadList>().total).toBe(2);
    expect((await get('read=false&view=full', guest.token)).json<LeadList>().total).toBe(2);
  });

  it('counts up to 1,000 and says when there are more', async () => {
    const project = await createProject(app, owner.token, 'Busy');
    await app.db.execute(sql`
      with new_posts as (
        insert into posts (platform, external_id, title, body, published_at)
        select 'rss', 'capped-' || g || '-' || ${project.id}, 'Bulk lead ' || g, 'crm', now() - g * interval '1 minute'
        from generate_series(1, 1001) g
        returning id, published_at
      )
      insert into leads (project_id, post_id, platform, published_at, score)
      select ${project.id}, id, 'rss', published_at, 50 from new_posts`);
    const capped = (await get('limit=3', owner.token, project.id)).json<LeadList>();
    expect(capped).toMatchObject({ total: 1000, total_capped: true, limit: 3 });
    expect(capped.items.map((lead) => lead.post.title)).toEqual([
      'Bulk lead 1',
      'Bulk lead 2',
      'Bulk lead 3',
    ]);
    const deep = (await get('limit=2&skip=999', owner.token, project.id)).json<LeadList>();
    expect(deep.items.map((lead) => lead.post.title)).toEqual(['Bulk lead 1000', 'Bulk lead 1001']);

    const deleted = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/leads/${project.id}/mark_leads_as_deleted`,
      payload: { lead_ids: [capped.items[0]!.id] },
    });
    expect(deleted.json()).toEqual({ updated: 1 });
    expect((await get('limit=1', owner.token, project.id)).json<LeadList>()).toMatchObject({
      total: 1000,
      total_capped: false,
    });
  });
});

describe('GET /leads/{projectId} with bad filters', () => {
  const bad: [string, () => string, string][] = [
    ['status_config_id', () => 'status_config_id=nope', 'status_config_id'],
    [
      'data_source_filters',
      () => 'data_source_filters=reddit&data_source_filters=Not%20a%20platform',
      'data_source_filters.1',
    ],
    ['intent_signals', () => `intent_signals=${randomUUID()}&intent_signals=nope`, 'intent_signals.1'],
    ['intent_signals single', () => 'intent_signals=nope', 'intent_signals.0'],
    ['read', () => 'read=maybe', 'read'],
    ['starred', () => 'starred=2', 'starred'],
    ['search_text', () => `search_text=${'a'.repeat(201)}`, 'search_text'],
    ['sort_by', () => 'sort_by=name', 'sort_by'],
    ['sort_order', () => 'sort_order=up', 'sort_order'],
    ['date_from', () => 'date_from=yesterday', 'date_from'],
    ['date_to', () => 'date_to=2024-02-30', 'date_to'],
    ['date_to before date_from', () => 'date_from=2024-05-02&date_to=2024-05-01', 'date_to'],
    ['date_from in year 0 (PostgreSQL has none)', () => 'date_from=0000-01-01', 'date_from'],
    ['date_from before 1970', () => 'date_from=1969-12-31', 'date_from'],
    ['date_to in year 10000', () => 'date_to=10000-01-01', 'date_to'],
    ['search_text with a NUL', () => 'search_text=a%00b', 'search_text'],
    ['limit 0', () => 'limit=0', 'limit'],
    ['limit 201', () => 'limit=201', 'limit'],
    ['skip', () => 'skip=-1', 'skip'],
    ['skip beyond 100000', () => 'skip=100001', 'skip'],
    ['unknown key', () => 'colour=red', 'colour'],
    ['smart value not JSON', () => 'smart_column_values=%7Bnope', 'smart_column_values.0'],
    ['smart value not an object', () => 'smart_column_values=%5B1%5D', 'smart_column_values.0'],
    [
      'smart value column of another project',
      () => smart({ column_id: randomUUID(), operator: 'is_empty' }),
      'smart_column_values.0.column_id',
    ],
    [
      'second smart value operator',
      () =>
        smart(
          { column_id: columns.flag, operator: 'is', bool_value: true },
          { column_id: columns.flag, operator: 'contains', text_value: 'x' },
        ),
      'smart_column_values.1.operator',
    ],
    [
      'boolean operator on a text column',
      () => smart({ column_id: columns.name, operator: 'is', bool_value: true }),
      'smart_column_values.0.operator',
    ],
    [
      'missing bool_value',
      () => smart({ column_id: columns.flag, operator: 'is_not' }),
      'smart_column_values.0.bool_value',
    ],
    [
      'missing text_value',
      () => smart({ column_id: columns.name, operator: 'contains', text_value: ' ' }),
      'smart_column_values.0.text_value',
    ],
    [
      'unknown smart value key',
      () => smart({ column_id: columns.name, operator: 'is_empty', colour: 'red' }),
      'smart_column_values.0.colour',
    ],
    [
      'column_id not an id',
      () => smart({ column_id: 7, operator: 'is_empty' }),
      'smart_column_values.0.column_id',
    ],
  ];

  it.each(bad)('%s is a 422 naming the field', async (_name, query, field) => {
    const response = await get(query());
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json<{ detail: string; code: string; field: string }>();
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(body.detail.startsWith(`${field}: `)).toBe(true);
  });
});
