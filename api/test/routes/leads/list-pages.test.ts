import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadSmartValues, smartColumns } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject, putIntentSignals } from '../../support/projects.js';

// The list keeps the pages it writes under the project's lead list version (leads/list-page-cache.ts).
// These tests change, one kind at a time, everything a row shows or a filter reads, the way the app and
// its jobs change it (a statement on the table), and expect the very next list to show it.

interface Row {
  id: string;
  read: boolean;
  starred: boolean;
  score: number;
  status_config_id: string | null;
  post: { title: string | null; body: string };
  matches: { intent_signal_name: string; explanation: { terms: string[] } }[];
  smart_values: { smart_column_id: string; text_value: string | null }[];
}
interface Page {
  items: Row[];
  total: number;
}

let app: FastifyInstance;
let owner: { token: string };
let projectId: string;
let signalId: string;
let leadIds: string[];

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpWithOrganization(app);
  projectId = (await createProject(app, owner.token, 'Kept pages')).id;
  const signals = await putIntentSignals(app, owner.token, projectId, [
    { name: 'Asks for a CRM', keywords: ['crm'] },
  ]);
  signalId = signals[0]!.id;
  leadIds = await seedLeads(app.db, projectId, [
    {
      title: 'First',
      publishedAt: new Date('2024-05-02'),
      matches: [{ intentSignalId: signalId, score: 80 }],
    },
    {
      title: 'Second',
      publishedAt: new Date('2024-05-01'),
      matches: [{ intentSignalId: signalId, score: 60 }],
    },
  ]);
});

async function list(query = '', token = owner.token, project = projectId): Promise<Page> {
  const response = await injectWithLogin(app, token, {
    method: 'GET',
    url: `/api/v1/leads/${project}${query ? `?${query}` : ''}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

const first = async () => (await list()).items[0]!;

/** A text smart column of the project at `position`; its id. */
async function textColumn(name: string, position: number): Promise<string> {
  const [column] = await app.db
    .insert(smartColumns)
    .values({ projectId, name, kind: 'text', position })
    .returning({ id: smartColumns.id });
  return column!.id;
}

/** The first lead's answer in `columnId`. */
const answer = (columnId: string, textValue: string) =>
  app.db.insert(leadSmartValues).values({ leadId: leadIds[0]!, smartColumnId: columnId, textValue });

/** Runs `statement` with the triggers off, as no part of the app ever does: the version stays put. */
async function behindTheTriggers(statement: ReturnType<typeof sql>) {
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe('the lead list’s kept pages', () => {
  it('serves a page it wrote until the project’s list version moves, then writes it again', async () => {
    expect((await first()).post.title).toBe('First');
    await behindTheTriggers(
      sql`update posts set title = 'Renamed' where id = (select post_id from leads where id = ${leadIds[0]!})`,
    );
    // Kept: the change went around the triggers, so the version did not move.
    expect((await first()).post.title).toBe('First');
    const read = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/leads/${projectId}/lead/${leadIds[1]!}/read`,
    });
    expect(read.statusCode).toBe(200);
    const [renamed, second] = (await list()).items;
    expect(renamed!.post.title).toBe('Renamed');
    expect(second!.read).toBe(true);
  });

  const changes: [string, () => Promise<unknown>, (row: Row, page: Page) => void][] = [
    [
      'a lead starred through the API',
      () =>
        injectWithLogin(app, owner.token, {
          method: 'POST',
          url: `/api/v1/leads/${projectId}/lead/${leadIds[0]!}/star`,
          payload: { starred: true },
        }),
      (row) => expect(row.starred).toBe(true),
    ],
    [
      'a lead’s status',
      () => app.db.execute(sql`update leads set status_config_id = null where id = ${leadIds[0]!}`),
      (row) => expect(row.status_config_id).toBeNull(),
    ],
    [
      'a new lead',
      () => seedLeads(app.db, projectId, [{ title: 'Newest', publishedAt: new Date('2024-05-03') }]),
      (row, page) => {
        expect(row.post.title).toBe('Newest');
        expect(page.total).toBe(3);
      },
    ],
    [
      'a lead deleted',
      () =>
        app.db.execute(
          sql`update leads set deleted = true where project_id = ${projectId} and published_at > '2024-05-02T12:00Z'`,
        ),
      (row, page) => {
        expect(row.post.title).toBe('Renamed');
        expect(page.total).toBe(2);
      },
    ],
    [
      'a post’s body',
      () =>
        app.db.execute(
          sql`update posts set body = 'A new body' where id = (select post_id from leads where id = ${leadIds[0]!})`,
        ),
      (row) => expect(row.post.body).toBe('A new body'),
    ],
    [
      'a match rescored with other words',
      () =>
        app.db
          .execute(sql`update lead_signal_matches set explanation = jsonb_set(explanation, '{terms}', '["pipeline"]')
          where lead_id = ${leadIds[0]!}`),
      (row) => expect(row.matches[0]!.explanation.terms).toEqual(['pipeline']),
    ],
    [
      'a match removed',
      () => app.db.execute(sql`delete from lead_signal_matches where lead_id = ${leadIds[0]!}`),
      (row) => expect(row.matches).toEqual([]),
    ],
    [
      'a signal renamed',
      async () => {
        await app.db
          .execute(sql`insert into lead_signal_matches (lead_id, intent_signal_id, score, explanation)
          select ${leadIds[0]!}, ${signalId}, 70, explanation from lead_signal_matches where lead_id = ${leadIds[1]!}`);
        await list(); // kept again with the match back
        await app.db.execute(sql`update intent_signals set name = 'Wants a CRM' where id = ${signalId}`);
      },
      (row) => expect(row.matches[0]!.intent_signal_name).toBe('Wants a CRM'),
    ],
    [
      'a smart value answered',
      async () => {
        const column = await textColumn('Competitor', 0);
        await list();
        await answer(column, 'HubSpot');
      },
      (row) => expect(row.smart_values.map((value) => value.text_value)).toEqual(['HubSpot']),
    ],
    [
      'smart columns reordered',
      async () => {
        await answer(await textColumn('Budget', 1), '5k');
        expect((await first()).smart_values.map((value) => value.text_value)).toEqual(['HubSpot', '5k']);
        await app.db.execute(
          sql`update smart_columns set position = 2 - position where project_id = ${projectId}`,
        );
      },
      (row) => expect(row.smart_values.map((value) => value.text_value)).toEqual(['5k', 'HubSpot']),
    ],
  ];

  for (const [what, change, expectation] of changes) {
    it(`shows ${what} in the very next list, as rows and whole`, async () => {
      // The pages kept at the current version.
      await list();
      await list('view=full');
      await change();
      for (const page of [await list(), await list('view=full')]) expectation(page.items[0]!, page);
    });
  }

  it('keeps pages apart per project and filter, and serves a guest the same page as a member', async () => {
    const other = await createProject(app, owner.token, 'Other kept pages');
    await seedLeads(app.db, other.id, [{ title: 'Elsewhere', publishedAt: new Date('2024-05-02') }]);
    const mine = await list();
    expect((await list('', owner.token, other.id)).items.map((row) => row.post.title)).toEqual(['Elsewhere']);
    expect((await list('limit=1')).items).toHaveLength(1);
    expect((await list('read=true')).items.every((row) => row.read)).toBe(true);
    const guest = await signUp(app);
    await addGuest(app, owner.token, projectId, guest.user.id);
    expect(await list('', guest.token)).toEqual(mine);
    // Another project's changes leave this project's page as it was.
    await app.db.execute(sql`update leads set starred = true where project_id = ${other.id}`);
    expect(await list()).toEqual(mine);
  });

  it('keeps the overview the same way: a deletion, a restore and a new lead show in the very next one', async () => {
    interface Overview {
      days: { date: string; total: number }[];
      by_status: { count: number }[];
    }
    const overview = async () => {
      const response = await injectWithLogin(app, owner.token, {
        method: 'GET',
        url: `/api/v1/leads/${projectId}/overview`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Overview>();
    };
    const listed = (found: Overview) => found.by_status.reduce((sum, status) => sum + status.count, 0);
    const today = (found: Overview) => found.days.at(-1)!.total;
    const before = await overview();
    expect(await overview()).toEqual(before); // kept
    await app.db.execute(sql`update leads set deleted = true where id = ${leadIds[1]!}`);
    expect(listed(await overview())).toBe(listed(before) - 1);
    await app.db.execute(sql`update leads set deleted = false where id = ${leadIds[1]!}`);
    expect(await overview()).toEqual(before);
    await seedLeads(app.db, projectId, [{ title: 'Today', publishedAt: new Date() }]);
    const after = await overview();
    expect([listed(after), today(after)]).toEqual([listed(before) + 1, today(before) + 1]);
  });
});
