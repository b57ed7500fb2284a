import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCrmConfig } from '../../src/crm/crm-config.js';
import { CrmError } from '../../src/crm/crm-errors.js';
import { createSession, errorFor } from '../../src/crm/crm-http.js';
import type {
  CrmAccount,
  CrmExchange,
  CrmNote,
  CrmPerson,
  CrmProviderConfig,
} from '../../src/crm/crm-types.js';
import { attioAdapter } from '../../src/crm/providers/attio.js';
import { fakeAttioApp, startFakeAttio, type FakeAttio } from '../support/fake-crm/attio.js';

// The Attio adapter against a local Attio speaking its wire format: every test checks what the fake
// holds afterwards, not only what the adapter returned.

let fake: FakeAttio;
let config: CrmProviderConfig;
const redirectUri = 'http://127.0.0.1:9/api/crm/attio/callback';

beforeEach(async () => {
  fake = await startFakeAttio();
  const problems: string[] = [];
  const env: Record<string, string> = fake.env;
  config = readCrmConfig(
    (name) => env[name],
    problems,
    (host) => host === '127.0.0.1',
  ).attio;
  expect(problems).toEqual([]);
});
afterEach(async () => {
  await fake.close();
});

function sessionFor(token: string, account: CrmAccount | null = null, exchanges: CrmExchange[] = []) {
  return createSession({
    adapter: attioAdapter,
    endpoints: config.endpoints,
    credentials: { kind: 'token', accessToken: token, apiDomain: null },
    account,
    onExchange: (exchange) => exchanges.push(exchange),
  });
}

/** A session with the workspace known, as the engine has it after connecting. */
async function connected(token = fake.privateToken) {
  const account = await attioAdapter.account(sessionFor(token));
  return sessionFor(token, account);
}

async function caught(promise: Promise<unknown>): Promise<CrmError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CrmError);
  return error as CrmError;
}

const jane: CrmPerson = {
  authorKey: 'reddit:janedoe',
  displayName: 'Jane Doe',
  handle: 'janedoe',
  profileUrl: 'https://www.reddit.com/user/janedoe',
  platform: 'Reddit',
  email: null,
  score: 87,
};

const marker = 'https://signalboard.test/leads/lead-42';
const note: CrmNote = {
  marker,
  title: 'Signalboard lead: looking for a CRM',
  text: `Asked for a CRM on r/startups. ${marker}`,
  html: `<p>Asked for a CRM on r/startups. <a href="${marker}">Open in Signalboard</a></p>`,
  // The marker only as a link target: Attio's plaintext keeps the link text alone.
  markdown: `Asked for a CRM on **r/startups**. [Open in Signalboard](${marker})`,
};

const valueOf = (person: { values: Record<string, Record<string, unknown>[]> }, slug: string) =>
  person.values[slug]?.map((value) => value.value ?? value.email_address ?? value.full_name);

describe('OAuth', () => {
  it('sends the browser to the consent page and exchanges the code for a token that reaches the workspace', async () => {
    const url = new URL(attioAdapter.authorizationUrl(config, redirectUri, 'state-1'));
    expect(url.origin + url.pathname).toBe(fake.env.ATTIO_AUTHORIZE_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fakeAttioApp.clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      state: 'state-1',
    });
    const consent = await fetch(url, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('state-1');

    const grant = await attioAdapter.exchangeCode(config, back.searchParams.get('code')!, redirectUri);
    expect(grant).toMatchObject({ refreshToken: null, expiresAt: null, apiDomain: null });
    const exchange = fake.calls.find((call) => call.route === 'token')!;
    expect(exchange.body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: fakeAttioApp.clientId,
      client_secret: fakeAttioApp.clientSecret,
      redirect_uri: redirectUri,
    });
    const account = await attioAdapter.account(sessionFor(grant.accessToken));
    expect(account).toMatchObject({ id: fake.workspace.id, slug: fake.workspace.slug });
    expect(fake.calls.at(-1)).toMatchObject({ route: 'self', token: grant.accessToken });

    // A code is good once, as OAuth wants.
    const reused = await caught(
      attioAdapter.exchangeCode(config, back.searchParams.get('code')!, redirectUri),
    );
    expect(reused).toMatchObject({ kind: 'validation', message: expect.stringMatching(/code is invalid/) });
    expect(reused.details.code).toBe('invalid_grant');
  });

  it('has nothing to refresh (Attio tokens do not expire) and says to reconnect', async () => {
    const error = await caught(attioAdapter.refresh(config, 'anything'));
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(/Connect Attio again/);
    await expect(
      attioAdapter.revoke(config, { kind: 'oauth', accessToken: 'x', apiDomain: null }, null),
    ).resolves.toBeUndefined();
  });

  it('refuses to build a consent URL when the server has no OAuth app', () => {
    expect(() => attioAdapter.authorizationUrl({ ...config, oauthApp: null }, redirectUri, 's')).toThrow(
      /access token instead/,
    );
  });
});

describe('account', () => {
  it('names the workspace and the scopes of a pasted access token', async () => {
    const account = await attioAdapter.account(sessionFor(fake.privateToken));
    expect(account).toEqual({
      id: fake.workspace.id,
      name: fake.workspace.name,
      slug: fake.workspace.slug,
      scopes: expect.arrayContaining(attioAdapter.requiredScopes),
    });
  });

  it('names every missing scope of a token that cannot push', async () => {
    const error = await caught(attioAdapter.account(sessionFor(fake.tokenWithoutScopes)));
    expect(error.kind).toBe('scope');
    for (const scope of attioAdapter.requiredScopes) expect(error.message).toContain(scope);
  });

  it('treats an inactive token as needing a reconnect', async () => {
    fake.failNext('self', { status: 200, body: { active: false } });
    const error = await caught(attioAdapter.account(sessionFor(fake.privateToken)));
    expect(error.kind).toBe('auth');
  });
});

describe('prepare', () => {
  it('creates the unique author-key attribute and the mapped ones once', async () => {
    const session = await connected();
    expect(await attioAdapter.prepare(session)).toEqual({ authorKeyAttribute: 'signalboard_author_key' });
    await attioAdapter.prepare(session);
    expect(fake.calls.filter((call) => call.route === 'createAttribute')).toHaveLength(4);
    const authorKey = fake.state.attributes.find(
      (attribute) => attribute.api_slug === attioAdapter.authorKeyProperty,
    );
    expect(authorKey).toMatchObject({ type: 'text', is_unique: true, is_archived: false });
    for (const slug of Object.values(attioAdapter.defaultMapping))
      expect(fake.state.attributes.map((attribute) => attribute.api_slug)).toContain(slug);
    expect(fake.state.attributes.find((attribute) => attribute.api_slug === 'signalboard_score')?.type).toBe(
      'number',
    );
  });
});

describe('upsertPerson', () => {
  it('creates by asserting on the author key, then finds them again: two pushes make one person', async () => {
    const session = await connected();
    const prepared = await attioAdapter.prepare(session);
    const first = await attioAdapter.upsertPerson(session, jane, attioAdapter.defaultMapping, prepared);
    const second = await attioAdapter.upsertPerson(
      session,
      { ...jane, score: 91 },
      attioAdapter.defaultMapping,
      prepared,
    );
    expect(second.id).toBe(first.id);
    expect(fake.state.people).toHaveLength(1);
    const [person] = fake.state.people;
    expect(valueOf(person!, 'signalboard_author_key')).toEqual(['reddit:janedoe']);
    expect(person!.values.name).toEqual([{ first_name: 'Jane', last_name: 'Doe', full_name: 'Jane Doe' }]);
    expect(valueOf(person!, 'signalboard_profile_url')).toEqual([jane.profileUrl]);
    expect(valueOf(person!, 'signalboard_platform')).toEqual(['Reddit']);
    expect(valueOf(person!, 'signalboard_score')).toEqual([91]);
    const asserts = fake.calls.filter((call) => call.route === 'assertPerson');
    expect(asserts.map((call) => call.query.matching_attribute)).toEqual(['signalboard_author_key']);
    expect(fake.calls.filter((call) => call.route === 'updatePerson')).toHaveLength(1);
    expect(first.url).toBe(`${fake.origin}/${fake.workspace.slug}/person/${first.id}/overview`);
    expect((await fetch(first.url)).status).toBe(200);
  });

  it('leaves out what the mapping leaves out', async () => {
    const session = await connected();
    const prepared = await attioAdapter.prepare(session);
    await attioAdapter.upsertPerson(
      session,
      jane,
      { profileUrl: null, platform: 'signalboard_platform', score: null },
      prepared,
    );
    const [person] = fake.state.people;
    expect(Object.keys(person!.values).sort()).toEqual([
      'name',
      'signalboard_author_key',
      'signalboard_platform',
    ]);
  });

  it('finds the contact the team already has by e-mail, keeps its name and adds the author key', async () => {
    const session = await connected();
    const prepared = await attioAdapter.prepare(session);
    const existing = fake.addPerson({
      name: [{ first_name: 'Jane', last_name: 'Doe-Smith', full_name: 'Jane Doe-Smith' }],
      email_addresses: [{ email_address: 'jane@example.com' }, { email_address: 'jane@work.example' }],
    });
    const withEmail = { ...jane, email: 'Jane@Example.com' };
    const first = await attioAdapter.upsertPerson(session, withEmail, attioAdapter.defaultMapping, prepared);
    const again = await attioAdapter.upsertPerson(session, withEmail, attioAdapter.defaultMapping, prepared);
    expect([first.id, again.id]).toEqual([existing, existing]);
    expect(fake.state.people).toHaveLength(1);
    const [person] = fake.state.people;
    expect(valueOf(person!, 'name')).toEqual(['Jane Doe-Smith']);
    expect(valueOf(person!, 'email_addresses')).toEqual(['jane@example.com', 'jane@work.example']);
    expect(valueOf(person!, 'signalboard_author_key')).toEqual(['reddit:janedoe']);
  });

  it('adds an e-mail typed later to the person an earlier push created', async () => {
    const session = await connected();
    const prepared = await attioAdapter.prepare(session);
    const first = await attioAdapter.upsertPerson(session, jane, attioAdapter.defaultMapping, prepared);
    const later = await attioAdapter.upsertPerson(
      session,
      { ...jane, email: 'jane@example.com' },
      attioAdapter.defaultMapping,
      prepared,
    );
    expect(later.id).toBe(first.id);
    expect(fake.state.people).toHaveLength(1);
    expect(valueOf(fake.state.people[0]!, 'email_addresses')).toEqual(['jane@example.com']);
  });

  it('creates a new person with the e-mail when nobody holds the key or the address', async () => {
    const session = await connected();
    const prepared = await attioAdapter.prepare(session);
    await attioAdapter.upsertPerson(
      session,
      { ...jane, email: 'jane@example.com' },
      attioAdapter.defaultMapping,
      prepared,
    );
    expect(fake.state.people).toHaveLength(1);
    expect(valueOf(fake.state.people[0]!, 'email_addresses')).toEqual(['jane@example.com']);
    expect(fake.calls.filter((call) => call.route === 'queryPeople')).toHaveLength(2);
  });
});

describe('notes', () => {
  it('finds the note it wrote by the marker, so a retried push does not write a second one', async () => {
    const session = await connected();
    const prepared = await attioAdapter.prepare(session);
    const person = await attioAdapter.upsertPerson(session, jane, attioAdapter.defaultMapping, prepared);
    expect(await attioAdapter.findNote(session, person.id, marker)).toBeNull();
    const noteId = await attioAdapter.createNote(session, person.id, note);
    expect(await attioAdapter.findNote(session, person.id, marker)).toBe(noteId);
    expect(fake.state.notes).toEqual([
      expect.objectContaining({
        note_id: noteId,
        parent_object: 'people',
        parent_record_id: person.id,
        title: note.title,
      }),
    ]);
    expect(fake.state.notes[0]!.content_plaintext).not.toContain(marker);
    expect(fake.calls.find((call) => call.route === 'createNote')?.body).toMatchObject({
      data: { format: 'markdown' },
    });
  });

  it('pages through a person with many notes', async () => {
    const session = await connected();
    const prepared = await attioAdapter.prepare(session);
    const person = await attioAdapter.upsertPerson(session, jane, attioAdapter.defaultMapping, prepared);
    for (let i = 0; i < 55; i += 1)
      await session.request({
        method: 'POST',
        path: '/v2/notes',
        body: {
          data: {
            parent_object: 'people',
            parent_record_id: person.id,
            title: `Call ${i}`,
            format: 'plaintext',
            content: 'Hello',
          },
        },
      });
    const noteId = await attioAdapter.createNote(session, person.id, {
      ...note,
      markdown: 'No marker in the text',
    });
    expect(await attioAdapter.findNote(session, person.id, marker)).toBe(noteId);
    expect(fake.calls.filter((call) => call.route === 'listNotes').map((call) => call.query.offset)).toEqual([
      '0',
      '50',
    ]);
  });
});

describe('errors', () => {
  it('401: a revoked token means reconnect, in Attio’s words', async () => {
    const session = await connected();
    fake.revokeTokens();
    const error = await caught(attioAdapter.prepare(session));
    expect(error).toMatchObject({
      kind: 'auth',
      status: 401,
      message: 'The access token is invalid, expired or has been revoked.',
    });
    expect(error.details.code).toBe('unauthorized');
  });

  it('403: a token without write scopes cannot push', async () => {
    await attioAdapter.prepare(await connected());
    const error = await caught(
      attioAdapter.upsertPerson(sessionFor(fake.tokenWithoutScopes), jane, attioAdapter.defaultMapping, {}),
    );
    expect(error).toMatchObject({ kind: 'scope', status: 403 });
    expect(error.message).toMatch(/record_permission:read-write/);
    expect(fake.state.people).toHaveLength(0);
  });

  it('429: waits as long as Retry-After says', async () => {
    const session = await connected();
    await attioAdapter.prepare(session);
    fake.failNext('assertPerson', { status: 429 });
    const error = await caught(attioAdapter.upsertPerson(session, jane, attioAdapter.defaultMapping, {}));
    expect(error).toMatchObject({
      kind: 'rate_limited',
      message: 'Rate limit exceeded, please try again later',
    });
    expect(error.details.code).toBe('rate_limit_exceeded');
    expect(error.details.retryAfterMs).toBeGreaterThan(0);
    expect(error.details.retryAfterMs).toBeLessThanOrEqual(2000);
    expect(fake.state.people).toHaveLength(0);
  });

  it('5xx: Attio is unavailable, retried later', async () => {
    const session = await connected();
    fake.failNext('createNote', { status: 502 });
    const error = await caught(attioAdapter.createNote(session, 'any-record', note));
    expect(error).toMatchObject({ kind: 'unavailable', status: 502 });
    expect(error.message).toMatch(/HTTP 502/);
    expect(fake.state.notes).toHaveLength(0);
  });

  it('validation: a required attribute the push does not fill', async () => {
    const session = await connected();
    const prepared = await attioAdapter.prepare(session);
    fake.requireProperty('job_title');
    const error = await caught(
      attioAdapter.upsertPerson(session, jane, attioAdapter.defaultMapping, prepared),
    );
    expect(error).toMatchObject({ kind: 'validation', status: 400 });
    expect(error.details.code).toBe('missing_value');
    expect(error.message).toContain('job_title');
    expect(fake.state.people).toHaveLength(0);
  });

  it('validation: the unique author key refuses a second person the way Attio does', async () => {
    const session = await connected();
    await attioAdapter.prepare(session);
    const create = () =>
      session.request({
        method: 'POST',
        path: '/v2/objects/people/records',
        body: { data: { values: { signalboard_author_key: [{ value: 'reddit:janedoe' }] } } },
      });
    await create();
    const error = await caught(create());
    expect(error).toMatchObject({ kind: 'validation', status: 409 });
    expect(error.details.code).toBe('uniqueness_conflict');
    expect(fake.state.people).toHaveLength(1);
  });

  it('reads gateway pages and empty bodies into words a user can act on', () => {
    expect(attioAdapter.errorFrom(503, '<html>Service Unavailable</html>')).toEqual({
      message: expect.stringMatching(/HTTP 503.*retried/),
      code: null,
    });
    expect(attioAdapter.errorFrom(401, null).message).toMatch(/Connect Attio again/);
  });
});

describe('rate limits', () => {
  it('reads Retry-After as an HTTP date from a real 429, and nothing from a 2xx', async () => {
    fake.rateLimitedFor(1500);
    const now = new Date();
    const limited = await fetch(`${fake.origin}/v2/self`, {
      headers: { authorization: `Bearer ${fake.privateToken}` },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/GMT$/);
    const wait = attioAdapter.waitFrom(limited, now)!;
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(2500);

    fake.rateLimitedFor(0);
    const ok = await fetch(`${fake.origin}/v2/self`, {
      headers: { authorization: `Bearer ${fake.privateToken}` },
    });
    expect(ok.status).toBe(200);
    expect(attioAdapter.waitFrom(ok, new Date())).toBeNull();
  });

  it('a 429 without Retry-After leaves the wait to the engine', async () => {
    fake.failNext('self', { status: 429, retryAfter: null });
    const response = await fetch(`${fake.origin}/v2/self`, {
      headers: { authorization: `Bearer ${fake.privateToken}` },
    });
    expect(attioAdapter.waitFrom(response, new Date())).toBeNull();
    expect(errorFor(attioAdapter, 429, await response.json(), null, null).details.retryAfterMs).toBe(10_000);
  });

  it('answers 429 past a set limit on writes, as Attio counts them', async () => {
    const session = await connected();
    await attioAdapter.prepare(session);
    fake.setRateLimit({ max: 2, windowMs: 60_000, writesOnly: true });
    const noMapping = { profileUrl: null, platform: null, score: null };
    // Each push reads (the lookup) and writes once; reads do not count against the write limit.
    await attioAdapter.upsertPerson(session, jane, noMapping, {});
    await attioAdapter.upsertPerson(session, jane, noMapping, {});
    await attioAdapter.account(session);
    const error = await caught(attioAdapter.upsertPerson(session, jane, noMapping, {}));
    expect(error.kind).toBe('rate_limited');
    expect(error.details.retryAfterMs).toBeGreaterThan(50_000);
    expect(fake.stats.rateLimited).toBe(1);
  });
});

describe('recordUrl', () => {
  it('links to the person in the workspace', () => {
    const account = { id: 'w', name: 'Acme', slug: 'acme', scopes: null };
    expect(
      attioAdapter.recordUrl(
        { endpoints: { ...config.endpoints, appUrl: 'https://app.attio.com' }, account },
        'rec-1',
      ),
    ).toBe('https://app.attio.com/acme/person/rec-1/overview');
  });

  it('never logs the token', async () => {
    const exchanges: CrmExchange[] = [];
    await attioAdapter.account(sessionFor(fake.privateToken, null, exchanges));
    expect(exchanges).toEqual([expect.objectContaining({ method: 'GET', path: '/v2/self', status: 200 })]);
    expect(JSON.stringify(exchanges)).not.toContain(fake.privateToken);
  });
});
