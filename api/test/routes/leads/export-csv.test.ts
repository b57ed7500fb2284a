import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { leads, leadSmartValues, smartColumns, users } from '../../../src/db/schema/index.js';
import { csvCell } from '../../../src/leads/csv.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject, putIntentSignals } from '../../support/projects.js';

let app: FastifyInstance;
let owner: { token: string };
let projectId: string;

const get = (query = '', token = owner.token, id = projectId) =>
  injectWithLogin(app, token, { method: 'GET', url: `/api/v1/leads/${id}/export.csv${query}` });

/** Splits the body into rows (CRLF outside quotes), each into cells, undoing the quoting. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpWithOrganization(app);
  projectId = (await createProject(app, owner.token, 'Acme CRM / Leads')).id;
  const other = await createProject(app, owner.token, 'Other');
  const signals = await putIntentSignals(app, owner.token, projectId, [
    { name: 'Asks for a CRM', keywords: ['crm'] },
  ]);
  const [signal] = signals;
  const [flag, name] = await app.db
    .insert(smartColumns)
    .values([
      { projectId, name: 'Competitor mentioned', kind: 'boolean', position: 0 },
      { projectId, name: 'Competitor', kind: 'text', position: 1 },
    ])
    .returning({ id: smartColumns.id });
  const [first] = await seedLeads(app.db, projectId, [
    {
      publishedAt: new Date('2024-05-10T12:00:00Z'),
      title: '=HYPERLINK("http://evil.example","click")',
      body: 'Line one, with "quotes"\nline two — ünïcödé',
      author: '@mallory',
      community: 'r/crm',
      url: 'https://reddit.com/r/crm/1',
      platform: 'reddit',
      score: 88,
      starred: true,
      matches: [{ intentSignalId: signal!.id, score: 88 }],
    },
    { publishedAt: new Date('2024-05-09T12:00:00Z'), title: 'Plain title', read: true },
    { publishedAt: new Date('2024-05-08T12:00:00Z'), title: 'Deleted', deleted: true },
  ]);
  await app.db.insert(leadSmartValues).values([
    { leadId: first!, smartColumnId: flag!.id, boolValue: true },
    { leadId: first!, smartColumnId: name!.id, textValue: '-HubSpot' },
  ]);
  await seedLeads(app.db, other.id, [{ title: 'Not mine' }]);
});

describe('csvCell', () => {
  it('quotes only when needed and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    for (const start of ['=', '+', '-', '@', '\t'])
      expect(csvCell(`${start}1+1`).startsWith(`'${start}`) || csvCell(`${start}1+1`).startsWith(`"'`)).toBe(
        true,
      );
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
});

describe('GET /leads/{projectId}/export.csv', () => {
  it('downloads the listed leads as a UTF-8 CSV Excel opens safely', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="signalboard-acme-crm-leads-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['x-export-capped']).toBe('false');
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'published_at',
      'platform',
      'community',
      'author',
      'title',
      'url',
      'score',
      'signals',
      'status',
      'starred',
      'read',
      'verdict',
      'verdict_reason',
      'verdict_note',
      'judged_by',
      'judged_at',
      'Competitor mentioned',
      'Competitor',
      'body',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      '2024-05-10T12:00:00.000Z',
      'reddit',
      'r/crm',
      "'@mallory",
      `'=HYPERLINK("http://evil.example","click")`,
      'https://reddit.com/r/crm/1',
      '88',
      'Asks for a CRM',
      'New',
      'true',
      'false',
      '',
      '',
      '',
      '',
      '',
      'yes',
      "'-HubSpot",
      'Line one, with "quotes"\nline two — ünïcödé',
    ]);
    expect(rows[2]!.slice(4, 5)).toEqual(['Plain title']);
    expect(rows[2]!.slice(9, 18)).toEqual(['false', 'true', '', '', '', '', '', '', '']);
  });

  it('exports what the list shows under its filter and order', async () => {
    const titles = async (query: string) =>
      parseCsv((await get(query)).body.slice(1))
        .slice(1)
        .map((row) => row[4]);
    expect(await titles('?read=true')).toEqual(['Plain title']);
    expect(await titles('?sort_order=asc')).toEqual([
      'Plain title',
      `'=HYPERLINK("http://evil.example","click")`,
    ]);
    expect(await titles('?search_text=nothingmatches')).toEqual([]);
  });

  it('answers a bad filter with a 422 naming the field', async () => {
    for (const [query, field] of [
      ['?date_from=yesterday', 'date_from'],
      ['?date_from=0000-01-01', 'date_from'],
      ['?search_text=a%00b', 'search_text'],
      ['?sort_by=name', 'sort_by'],
      ['?limit=5', 'limit'],
    ]) {
      const response = await get(query);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ field });
    }
  });

  it('is open to guests; another organization’s user gets 404', async () => {
    const guest = await signUp(app);
    await addGuest(app, owner.token, projectId, guest.user.id);
    expect((await get('', guest.token)).statusCode).toBe(200);
    const stranger = await signUpWithOrganization(app, 'Elsewhere');
    const response = await get('', stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
  });

  it('carries the verdict, its reason and note, and who judged: a name, an e-mail, a former member, Slack', async () => {
    const named = await signUpWithOrganization(app, 'Judges');
    await app.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Lovelace' })
      .where(eq(users.id, named.user.id));
    const project = (await createProject(app, named.token, 'Judged')).id;
    const guest = await signUp(app);
    const gone = await signUp(app);
    await addGuest(app, named.token, project, guest.user.id);
    await addGuest(app, named.token, project, gone.user.id);
    const ids = await seedLeads(
      app.db,
      project,
      ['Good one', 'Other one', 'Hiring', 'From Slack'].map((title, index) => ({
        title,
        publishedAt: new Date(Date.UTC(2024, 4, 10 - index)),
      })),
    );
    const verdict = (token: string, leadId: string, payload: object) =>
      injectWithLogin(app, token, {
        method: 'POST',
        url: `/api/v1/leads/${project}/lead/${leadId}/verdict`,
        payload,
      });
    await verdict(named.token, ids[0]!, { verdict: 'good' });
    await verdict(guest.token, ids[1]!, {
      verdict: 'not_lead',
      reason: 'other',
      reason_note: '=already a client',
    });
    await verdict(gone.token, ids[2]!, { verdict: 'not_lead', reason: 'job_post' });
    await app.db
      .update(leads)
      .set({ verdict: 'not_lead', verdictReason: 'other', verdictAt: new Date(), verdictBy: null })
      .where(eq(leads.id, ids[3]!));
    const removed = await injectWithLogin(app, named.token, {
      method: 'DELETE',
      url: `/api/v1/project/guests-access/${project}/user/${gone.user.id}`,
    });
    expect(removed.statusCode).toBeLessThan(300);

    const exported = async (query: string) => {
      const [head, ...rows] = parseCsv((await get(query, named.token, project)).body.slice(1));
      const at = (name: string) => head!.indexOf(name);
      return rows.map((row) => [
        row[at('title')],
        row[at('verdict')],
        row[at('verdict_reason')],
        row[at('verdict_note')],
        row[at('judged_by')],
        Boolean(row[at('judged_at')]),
      ]);
    };
    expect(await exported('')).toEqual([['Good one', 'good', '', '', 'Ada Lovelace', true]]);
    expect(await exported('?verdict=not_lead')).toEqual([
      ['Other one', 'not_lead', 'other', "'=already a client", guest.email, true],
      ['Hiring', 'not_lead', 'job_post', '', 'former member', true],
      ['From Slack', 'not_lead', 'other', '', 'Slack', true],
    ]);
  });
});
