import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { intentSignals } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';
import { signUpMember } from '../../support/team.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

interface Signal {
  id: string;
  name: string;
  description: string;
  keywords: string[];
  negative_keywords: string[];
  enabled: boolean;
  position: number;
  created_at: string;
  updated_at: string;
}

const base = (projectId: string) => `/api/v1/leads/${projectId}/intent_signals`;
const list = (token: string, projectId: string) =>
  injectWithLogin(app, token, { method: 'GET', url: base(projectId) });
const put = (token: string, projectId: string, intent_signals: object[], reanalyze_leads = false) =>
  injectWithLogin(app, token, {
    method: 'PUT',
    url: base(projectId),
    payload: { intent_signals, reanalyze_leads },
  });
const remove = (token: string, projectId: string, id: string) =>
  injectWithLogin(app, token, { method: 'DELETE', url: `${base(projectId)}/${id}` });

const signal = (name: string, extra: object = {}) => ({
  name,
  keywords: [`${name} keyword`],
  negative_keywords: [],
  ...extra,
});

async function ownerWithProject() {
  const owner = await signUpWithOrganization(app, `Signals ${randomUUID()}`);
  return { ...owner, project: await createProject(app, owner.token) };
}

async function versionOf(id: string): Promise<number | undefined> {
  const [row] = await app.db
    .select({ version: intentSignals.version })
    .from(intentSignals)
    .where(eq(intentSignals.id, id));
  return row?.version;
}

describe('/api/v1/leads/{projectId}/intent_signals', () => {
  it('starts empty, creates signals in list order and cleans their terms', async () => {
    const { token, project } = await ownerWithProject();
    expect((await list(token, project.id)).json()).toEqual([]);

    const response = await put(token, project.id, [
      {
        name: '  Asking for a   CRM recommendation ',
        description: ' Someone asks which CRM to use. ',
        keywords: [' best CRM ', 'Best CRM', '', 'which  CRM'],
        negative_keywords: ['hiring', 'HIRING'],
      },
      signal('Frustrated with HubSpot', { enabled: false }),
    ]);
    expect(response.statusCode).toBe(200);
    const saved = response.json<Signal[]>();
    expect(saved).toEqual([
      {
        id: expect.any(String),
        name: 'Asking for a CRM recommendation',
        description: 'Someone asks which CRM to use.',
        keywords: ['best CRM', 'which CRM'],
        negative_keywords: ['hiring'],
        enabled: true,
        position: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      {
        id: expect.any(String),
        name: 'Frustrated with HubSpot',
        description: '',
        keywords: ['Frustrated with HubSpot keyword'],
        negative_keywords: [],
        enabled: false,
        position: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect((await list(token, project.id)).json()).toEqual(saved);
  });

  it('updates by id, reorders by index, keeps signals left out, and counts meaning changes in version', async () => {
    const { token, project } = await ownerWithProject();
    const [a, b, c] = (await put(token, project.id, [signal('A'), signal('B'), signal('C')])).json<
      Signal[]
    >();
    if (!a || !b || !c) throw new Error('three signals expected');

    const response = await put(token, project.id, [
      { id: b.id, name: 'B', keywords: ['B keyword'], negative_keywords: [] },
      { id: a.id, name: 'A renamed', keywords: ['A keyword'], negative_keywords: [] },
      signal('D'),
    ]);
    expect(response.statusCode).toBe(200);
    // C was left out: it keeps its position 2 and stays; D takes index 2 too and comes after it.
    expect(response.json<Signal[]>().map((s) => [s.name, s.position])).toEqual([
      ['B', 0],
      ['A renamed', 1],
      ['C', 2],
      ['D', 2],
    ]);
    expect(await versionOf(a.id)).toBe(2);
    expect(await versionOf(b.id)).toBe(1); // moved only
    expect(await versionOf(c.id)).toBe(1);

    const reread = (await list(token, project.id)).json<Signal[]>();
    expect(reread.find((s) => s.id === c.id)?.updated_at).toBe(c.updated_at);
    await put(token, project.id, [
      { id: b.id, name: 'B', keywords: ['B keyword', 'more'], negative_keywords: [] },
    ]);
    expect(await versionOf(b.id)).toBe(2);
  });

  it('lets two signals swap names in one save', async () => {
    const { token, project } = await ownerWithProject();
    const [x, y] = (await put(token, project.id, [signal('Pricing'), signal('Alternatives')])).json<
      Signal[]
    >();
    const swapped = await put(token, project.id, [
      { id: x?.id, name: 'Alternatives', keywords: ['x'], negative_keywords: [] },
      { id: y?.id, name: 'pricing', keywords: ['y'], negative_keywords: [] },
    ]);
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json<Signal[]>().map((s) => [s.id, s.name])).toEqual([
      [x?.id, 'Alternatives'],
      [y?.id, 'pricing'],
    ]);
  });

  it('refuses names that clash, ignoring case, in the list or with signals left out; nothing is saved', async () => {
    const { token, project } = await ownerWithProject();
    await put(token, project.id, [signal('Pricing questions')]);

    const inList = await put(token, project.id, [signal('New one'), signal('NEW ONE')]);
    expect(inList.statusCode).toBe(422);
    expect(inList.json()).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'intent_signals.1.name',
      detail: 'intent_signals.1.name: another intent signal is already called "New one"',
    });

    const withKept = await put(token, project.id, [signal('Fresh'), signal('pricing QUESTIONS')]);
    expect(withKept.json()).toMatchObject({ field: 'intent_signals.1.name' });
    expect(withKept.json().detail).toBe(
      'intent_signals.1.name: another intent signal is already called "Pricing questions"',
    );
    expect((await list(token, project.id)).json<Signal[]>().map((s) => s.name)).toEqual([
      'Pricing questions',
    ]);
  });

  it("answers 404 INTENT_SIGNAL_NOT_FOUND naming the index of an id that is not the project's", async () => {
    const { token, project } = await ownerWithProject();
    const other = await createProject(app, token, 'Other project');
    const [foreign] = (await put(token, other.id, [signal('Elsewhere')])).json<Signal[]>();
    for (const id of [randomUUID(), foreign?.id]) {
      const response = await put(token, project.id, [signal('Fine'), { ...signal('Stolen'), id }]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'INTENT_SIGNAL_NOT_FOUND',
        field: 'intent_signals.1.id',
      });
      expect(response.json().detail).toMatch(
        /^intent_signals\.1\.id: intent signal 2 in the list does not exist in this project/,
      );
    }
    expect((await list(token, project.id)).json()).toEqual([]);
    expect((await list(token, other.id)).json<Signal[]>()[0]?.name).toBe('Elsewhere');
  });

  it('refuses the same id twice in one save', async () => {
    const { token, project } = await ownerWithProject();
    const [only] = (await put(token, project.id, [signal('Only')])).json<Signal[]>();
    const response = await put(token, project.id, [
      { ...signal('Only'), id: only?.id },
      { ...signal('Other name'), id: only?.id },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'intent_signals.1.id',
      detail: 'intent_signals.1.id: is listed twice',
    });
  });

  it.each([
    [[{ keywords: [], negative_keywords: [] }], 'intent_signals.0.name'],
    [[signal('x'.repeat(121))], 'intent_signals.0.name'],
    [[signal('   ')], 'intent_signals.0.name'],
    [[signal('A', { description: 'd'.repeat(1001) })], 'intent_signals.0.description'],
    [[signal('A', { keywords: Array.from({ length: 31 }, (_, i) => `k${i}`) })], 'intent_signals.0.keywords'],
    [[signal('A', { negative_keywords: ['n'.repeat(81)] })], 'intent_signals.0.negative_keywords.0'],
    [[signal('A', { id: 'not-a-uuid' })], 'intent_signals.0.id'],
    [[signal('A', { score: 3 })], 'intent_signals.0.score'],
    [Array.from({ length: 51 }, (_, i) => signal(`S${i}`)), 'intent_signals'],
  ])('answers 422 naming the field (%#)', async (items, field) => {
    const { token, project } = await ownerWithProject();
    const response = await put(token, project.id, items);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('needs reanalyze_leads, and accepts it', async () => {
    const { token, project } = await ownerWithProject();
    const missing = await injectWithLogin(app, token, {
      method: 'PUT',
      url: base(project.id),
      payload: { intent_signals: [] },
    });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reanalyze_leads' });
    expect((await put(token, project.id, [signal('A')], true)).statusCode).toBe(200);
  });

  it('keeps a project to 50 signals', async () => {
    const { token, project } = await ownerWithProject();
    await put(
      token,
      project.id,
      Array.from({ length: 50 }, (_, i) => signal(`S${i}`)),
    );
    const response = await put(token, project.id, [signal('One more')]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ field: 'intent_signals' });
    expect(response.json().detail).toMatch(/at most 50 intent signals; delete some first/);
  });

  it("deletes one of the project's signals, and 404s on others", async () => {
    const { token, project } = await ownerWithProject();
    const other = await createProject(app, token, 'Other');
    const [keep, drop] = (await put(token, project.id, [signal('Keep'), signal('Drop')])).json<Signal[]>();
    const [foreign] = (await put(token, other.id, [signal('Foreign')])).json<Signal[]>();
    const deleted = await remove(token, project.id, drop?.id ?? '');
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list(token, project.id)).json<Signal[]>().map((s) => s.id)).toEqual([keep?.id]);
    for (const id of [drop?.id ?? '', foreign?.id ?? '', randomUUID()]) {
      const again = await remove(token, project.id, id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ code: 'INTENT_SIGNAL_NOT_FOUND', detail: 'Intent signal not found.' });
    }
    expect((await list(token, other.id)).json<Signal[]>()).toHaveLength(1);
  });

  it('lets members write and guests only read; outsiders get 404', async () => {
    const { token, project } = await ownerWithProject();
    const member = await signUpMember(app, token);
    const guest = await signUp(app);
    await addGuest(app, token, project.id, guest.user.id);
    const [saved] = (await put(member.token, project.id, [signal('By a member')])).json<Signal[]>();
    expect((await list(guest.token, project.id)).json<Signal[]>()[0]?.name).toBe('By a member');
    for (const response of [
      await put(guest.token, project.id, [signal('By a guest')]),
      await remove(guest.token, project.id, saved?.id ?? ''),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('PROJECT_MEMBERS_ONLY');
    }
    const outsider = await signUpWithOrganization(app, 'Outsiders');
    expect((await list(outsider.token, project.id)).json().code).toBe('PROJECT_NOT_FOUND');
    expect((await list(outsider.token, randomUUID())).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: base(project.id) })).statusCode).toBe(401);
  });

  it('goes away with its project', async () => {
    const { token, project } = await ownerWithProject();
    const [saved] = (await put(token, project.id, [signal('Doomed')])).json<Signal[]>();
    await injectWithLogin(app, token, { method: 'DELETE', url: `/api/v1/project/${project.id}` });
    expect(await versionOf(saved?.id ?? '')).toBeUndefined();
  });
});
