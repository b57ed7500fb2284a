import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CrmError } from '../../src/crm/crm-errors.js';
import { createSession } from '../../src/crm/crm-http.js';
import type {
  CrmAccount,
  CrmCredentials,
  CrmNote,
  CrmPerson,
  CrmProviderConfig,
  CrmSession,
} from '../../src/crm/crm-types.js';
import { hubspotAdapter } from '../../src/crm/providers/hubspot.js';
import { startFakeHubSpot, type FakeHubSpot } from '../support/fake-crm/hubspot.js';

// The HubSpot adapter against the local fake HubSpot (test/support/fake-crm/hubspot.ts): every check
// reads what the fake holds, not only what the adapter returns.

let fake: FakeHubSpot;
let config: CrmProviderConfig;
const redirectUri = 'http://127.0.0.1:9/api/crm/hubspot/callback';

beforeAll(async () => {
  fake = await startFakeHubSpot();
  config = {
    endpoints: {
      apiBaseUrl: fake.env.HUBSPOT_API_BASE_URL,
      authorizeUrl: fake.env.HUBSPOT_AUTHORIZE_URL,
      tokenUrl: fake.env.HUBSPOT_TOKEN_URL,
      appUrl: fake.env.HUBSPOT_APP_URL,
    },
    oauthApp: { clientId: fake.env.HUBSPOT_CLIENT_ID, clientSecret: fake.env.HUBSPOT_CLIENT_SECRET },
  };
});
afterAll(() => fake.close());
beforeEach(() => fake.setRateLimit({ max: 1000, windowMs: 10_000 }));

function sessionFor(
  accessToken: string,
  kind: CrmCredentials['kind'] = 'token',
  account: CrmAccount | null = null,
) {
  return createSession({
    adapter: hubspotAdapter,
    endpoints: config.endpoints,
    credentials: { kind, accessToken, apiDomain: null },
    account: account ?? { id: String(fake.portalId), name: 'HubSpot', slug: null, scopes: null },
  });
}

/** Walks the consent page like a browser and returns the code HubSpot sent back. */
async function consent(): Promise<string> {
  const answer = await fetch(hubspotAdapter.authorizationUrl(config, redirectUri, 'state-1'), {
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('state-1');
  return back.searchParams.get('code')!;
}

async function failure(promise: Promise<unknown>): Promise<CrmError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CrmError);
  return error as CrmError;
}

let handleCounter = 0;
function person(overrides: Partial<CrmPerson> = {}): CrmPerson {
  handleCounter += 1;
  const handle = `maker_${handleCounter}`;
  return {
    authorKey: `reddit:${handle}`,
    displayName: `Ada Maker ${handleCounter}`,
    handle,
    profileUrl: `https://www.reddit.com/user/${handle}`,
    platform: 'Reddit',
    email: null,
    score: 87,
    ...overrides,
  };
}

function note(marker: string): CrmNote {
  return {
    marker,
    title: 'Signalboard lead: Looking for a CRM',
    text: `Signalboard lead\nOpen in Signalboard: ${marker}`,
    html: `<p><strong>Signalboard lead</strong></p><p><a href="${marker}">Open in Signalboard</a> (${marker})</p>`,
    markdown: `**Signalboard lead**\n\nOpen in Signalboard: ${marker}`,
  };
}

async function prepared(session: CrmSession) {
  await hubspotAdapter.prepare(session);
  return session;
}

describe('HubSpot OAuth', () => {
  it('exchanges a code for tokens that reach the account, and refreshes them', async () => {
    const url = new URL(hubspotAdapter.authorizationUrl(config, redirectUri, 'state-1'));
    expect(url.searchParams.get('scope')!.split(' ')).toEqual(hubspotAdapter.oauthScopes);
    const grant = await hubspotAdapter.exchangeCode(config, await consent(), redirectUri);
    expect(grant.refreshToken).toBeTruthy();
    expect(grant.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
    expect(grant.scopes).toEqual(expect.arrayContaining(hubspotAdapter.requiredScopes));

    const account = await hubspotAdapter.account(sessionFor(grant.accessToken, 'oauth'));
    expect(account).toMatchObject({ id: String(fake.portalId), slug: null, scopes: null });

    fake.expireTokens();
    const expired = await failure(hubspotAdapter.account(sessionFor(grant.accessToken, 'oauth')));
    expect(expired.kind).toBe('auth');
    expect(expired.message).toMatch(/expired/);
    expect(expired.details.code).toBe('EXPIRED_AUTHENTICATION');

    const renewed = await hubspotAdapter.refresh(config, grant.refreshToken!);
    expect(renewed.accessToken).not.toBe(grant.accessToken);
    expect(renewed.refreshToken).toBe(grant.refreshToken);
    await expect(hubspotAdapter.account(sessionFor(renewed.accessToken, 'oauth'))).resolves.toMatchObject({
      id: String(fake.portalId),
    });
  });

  it('refuses a used code, and a revoked refresh token means signing in again', async () => {
    const code = await consent();
    const grant = await hubspotAdapter.exchangeCode(config, code, redirectUri);
    const reused = await failure(hubspotAdapter.exchangeCode(config, code, redirectUri));
    expect(reused.kind).toBe('auth');
    expect(reused.message).toMatch(/authorization code/);

    await hubspotAdapter.revoke(
      config,
      { kind: 'oauth', accessToken: grant.accessToken, apiDomain: null },
      grant.refreshToken,
    );
    expect(fake.state.revokedRefreshTokens).toContain(grant.refreshToken);
    const refused = await failure(hubspotAdapter.refresh(config, grant.refreshToken!));
    expect(refused.kind).toBe('auth');
    expect(refused.message).toBe('refresh token is invalid, expired or revoked');
  });

  it('says how to turn OAuth on when the server has no HubSpot app', async () => {
    const error = await failure(hubspotAdapter.exchangeCode({ ...config, oauthApp: null }, 'x', redirectUri));
    expect(error.message).toMatch(/HUBSPOT_CLIENT_ID/);
  });
});

describe('HubSpot account and prepare', () => {
  it('reads a private app token: its account and scopes', async () => {
    const account = await hubspotAdapter.account(sessionFor(fake.privateToken));
    expect(account.id).toBe(String(fake.portalId));
    expect(account.scopes).toEqual(expect.arrayContaining(hubspotAdapter.requiredScopes));
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/oauth/v2/private-apps/get/access-token-info',
      status: 200,
    });
  });

  it('names the missing scopes of a token that cannot push', async () => {
    const error = await failure(hubspotAdapter.account(sessionFor(fake.tokenWithoutScopes)));
    expect(error.kind).toBe('scope');
    expect(error.message).toContain('crm.objects.contacts.write');
    expect(error.message).toContain('crm.schemas.contacts.write');
    expect(error.message).not.toContain('crm.objects.contacts.read,');
  });

  it('creates the unique author key property once, however often it runs', async () => {
    const session = sessionFor(fake.privateToken);
    await hubspotAdapter.prepare(session);
    await hubspotAdapter.prepare(session);
    const ours = fake.state.properties.filter((property) => String(property.name).startsWith('signalboard_'));
    expect(ours.map((property) => property.name).sort()).toEqual([
      'signalboard_author_key',
      'signalboard_platform',
      'signalboard_profile_url',
      'signalboard_score',
    ]);
    expect(ours.find((property) => property.name === 'signalboard_author_key')).toMatchObject({
      hasUniqueValue: true,
      type: 'string',
    });
    const creates = fake.calls.filter(
      (call) => call.method === 'POST' && call.path.endsWith('/properties/2026-03/contacts'),
    );
    expect(creates).toHaveLength(4);
  });
});

describe('HubSpot people and notes', () => {
  it('pushing the same author twice gives one contact with the mapped properties', async () => {
    const session = await prepared(sessionFor(fake.privateToken));
    const author = person();
    const first = await hubspotAdapter.upsertPerson(session, author, hubspotAdapter.defaultMapping, {});
    const second = await hubspotAdapter.upsertPerson(
      session,
      { ...author, score: 91 },
      hubspotAdapter.defaultMapping,
      {},
    );
    expect(second.id).toBe(first.id);
    const held = fake.state.people.filter(
      (contact) => contact.properties.signalboard_author_key === author.authorKey,
    );
    expect(held).toHaveLength(1);
    expect(held[0]!.properties).toMatchObject({
      firstname: 'Ada Maker',
      lastname: String(handleCounter),
      signalboard_profile_url: author.profileUrl,
      signalboard_platform: 'Reddit',
      signalboard_score: '91',
    });
    expect(first.url).toBe(`${fake.env.HUBSPOT_APP_URL}/contacts/${fake.portalId}/record/0-1/${first.id}`);
  });

  it('a null mapping leaves that part out', async () => {
    const session = await prepared(sessionFor(fake.privateToken));
    const author = person();
    const ref = await hubspotAdapter.upsertPerson(
      session,
      author,
      { profileUrl: null, platform: 'signalboard_platform', score: null },
      {},
    );
    const held = fake.state.people.find((contact) => contact.id === ref.id)!;
    expect(held.properties.signalboard_platform).toBe('Reddit');
    expect(held.properties).not.toHaveProperty('signalboard_profile_url');
    expect(held.properties).not.toHaveProperty('signalboard_score');
  });

  it('finds a person by e-mail, and keeps the contact an earlier push made', async () => {
    const session = await prepared(sessionFor(fake.privateToken));
    // A contact the team made by hand, with the e-mail a user later types on the lead.
    const teamMade = await session.request<{ results: { id: string }[] }>({
      method: 'POST',
      path: '/crm/objects/2026-03/contacts/batch/upsert',
      body: { inputs: [{ idProperty: 'email', id: 'ada@example.com', properties: { firstname: 'Ada' } }] },
    });
    const byEmail = await hubspotAdapter.upsertPerson(
      session,
      person({ email: 'ada@example.com' }),
      hubspotAdapter.defaultMapping,
      {},
    );
    expect(byEmail.id).toBe(teamMade.body.results[0]!.id);
    expect(
      fake.state.people.filter((contact) => contact.properties.email === 'ada@example.com'),
    ).toHaveLength(1);

    const author = person();
    const pushed = await hubspotAdapter.upsertPerson(session, author, hubspotAdapter.defaultMapping, {});
    const again = await hubspotAdapter.upsertPerson(
      session,
      { ...author, email: 'grace@example.com' },
      hubspotAdapter.defaultMapping,
      {},
    );
    expect(again.id).toBe(pushed.id);
    const held = fake.state.people.filter(
      (contact) => contact.properties.signalboard_author_key === author.authorKey,
    );
    expect(held).toHaveLength(1);
    expect(held[0]!.properties.email).toBe('grace@example.com');
  });

  it('a written note is found again by its marker, on that contact only', async () => {
    const session = await prepared(sessionFor(fake.privateToken));
    const ref = await hubspotAdapter.upsertPerson(session, person(), hubspotAdapter.defaultMapping, {});
    const other = await hubspotAdapter.upsertPerson(session, person(), hubspotAdapter.defaultMapping, {});
    const marker = `https://signalboard.example/p/1/leads/${ref.id}?from=crm&x=1`;
    expect(await hubspotAdapter.findNote(session, ref.id, marker)).toBeNull();
    const noteId = await hubspotAdapter.createNote(session, ref.id, note(marker));
    expect(await hubspotAdapter.findNote(session, ref.id, marker)).toBe(noteId);
    expect(await hubspotAdapter.findNote(session, other.id, marker)).toBeNull();
    // A second lead's note on the same person is told apart by its own marker.
    const secondMarker = `https://signalboard.example/p/1/leads/second-${ref.id}`;
    expect(await hubspotAdapter.findNote(session, ref.id, secondMarker)).toBeNull();
    const secondId = await hubspotAdapter.createNote(session, ref.id, note(secondMarker));
    expect(await hubspotAdapter.findNote(session, ref.id, secondMarker)).toBe(secondId);
    expect(await hubspotAdapter.findNote(session, ref.id, marker)).toBe(noteId);
    const held = fake.state.notes.filter((saved) => saved.contactIds.includes(ref.id));
    expect(held).toHaveLength(2);
    expect(held[0]!.properties.hs_note_body).toContain(marker);
    expect(Date.parse(held[0]!.properties.hs_timestamp!)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('HubSpot errors', () => {
  it('401, 403, 429, 5xx and a required property become the right kind with HubSpot’s words', async () => {
    const session = await prepared(sessionFor(fake.privateToken));
    const author = person();

    fake.failNext('contacts.upsert', { status: 401 });
    const auth = await failure(
      hubspotAdapter.upsertPerson(session, author, hubspotAdapter.defaultMapping, {}),
    );
    expect(auth).toMatchObject({ kind: 'auth', details: { status: 401, code: 'INVALID_AUTHENTICATION' } });
    expect(auth.message).toMatch(/^Authentication credentials not found/);

    const scope = await failure(
      hubspotAdapter.upsertPerson(
        sessionFor(fake.tokenWithoutScopes),
        author,
        hubspotAdapter.defaultMapping,
        {},
      ),
    );
    expect(scope).toMatchObject({ kind: 'scope', details: { code: 'MISSING_SCOPES' } });
    expect(scope.message).toContain('Needed: crm.objects.contacts.write.');

    fake.failNext('contacts.upsert', { status: 429 });
    const limited = await failure(
      hubspotAdapter.upsertPerson(session, author, hubspotAdapter.defaultMapping, {}),
    );
    expect(limited).toMatchObject({
      kind: 'rate_limited',
      details: { retryAfterMs: 10_000, code: 'TEN_SECONDLY_ROLLING' },
    });
    expect(limited.message).toBe('You have reached your ten_secondly_rolling limit.');

    fake.failNext('contacts.upsert', { status: 500 });
    expect(
      await failure(hubspotAdapter.upsertPerson(session, author, hubspotAdapter.defaultMapping, {})),
    ).toMatchObject({
      kind: 'unavailable',
      message: 'internal error',
    });
    fake.failNext('contacts.upsert', { status: 502 });
    expect(
      await failure(hubspotAdapter.upsertPerson(session, author, hubspotAdapter.defaultMapping, {})),
    ).toMatchObject({
      kind: 'unavailable',
      message: 'HubSpot answered HTTP 502.',
    });
    expect(
      fake.state.people.some((contact) => contact.properties.signalboard_author_key === author.authorKey),
    ).toBe(false);
  });

  it("a portal's required property refuses the contact with HubSpot's validation message", async () => {
    const strict = await startFakeHubSpot();
    try {
      strict.requireProperty('lifecyclestage');
      const session = createSession({
        adapter: hubspotAdapter,
        endpoints: { ...config.endpoints, apiBaseUrl: strict.env.HUBSPOT_API_BASE_URL },
        credentials: { kind: 'token', accessToken: strict.privateToken, apiDomain: null },
        account: null,
      });
      await hubspotAdapter.prepare(session);
      const invalid = await failure(
        hubspotAdapter.upsertPerson(session, person(), hubspotAdapter.defaultMapping, {}),
      );
      expect(invalid).toMatchObject({
        kind: 'validation',
        details: { status: 400, code: 'VALIDATION_ERROR' },
      });
      expect(invalid.message).toContain('Property \\"lifecyclestage\\" is required');
      expect(strict.state.people).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });

  it('a mapping to a property HubSpot does not have is a validation error naming it', async () => {
    const session = await prepared(sessionFor(fake.privateToken));
    const error = await failure(
      hubspotAdapter.upsertPerson(
        session,
        person(),
        { profileUrl: 'linkedin_profile', platform: null, score: null },
        {},
      ),
    );
    expect(error.kind).toBe('validation');
    expect(error.message).toContain('Property \\"linkedin_profile\\" does not exist');
    expect(fake.state.people.some((contact) => 'linkedin_profile' in contact.properties)).toBe(false);
  });
});

describe('HubSpot rate limits', () => {
  it('waits a whole window when HubSpot says the budget is spent, from its real headers', async () => {
    fake.setRateLimit({ max: 2, windowMs: 10_000 });
    const waits: number[] = [];
    const session = createSession({
      adapter: hubspotAdapter,
      endpoints: config.endpoints,
      credentials: { kind: 'token', accessToken: fake.privateToken, apiDomain: null },
      account: null,
      onWait: (ms) => waits.push(ms),
    });
    await hubspotAdapter.account(session); // 1 of 2
    await hubspotAdapter.account(session); // 2 of 2: remaining 0, so wait
    expect(waits).toEqual([10_000]);
    const limited = await failure(hubspotAdapter.account(session));
    expect(limited).toMatchObject({ kind: 'rate_limited', details: { retryAfterMs: 10_000 } });
    expect(fake.calls.at(-1)).toMatchObject({ status: 429 });

    const now = new Date('2026-11-30T12:00:00Z');
    const headers = (values: Record<string, string>) => ({ status: 200, headers: new Headers(values) });
    expect(
      hubspotAdapter.waitFrom(
        headers({
          'x-hubspot-ratelimit-remaining': '5',
          'x-hubspot-ratelimit-interval-milliseconds': '10000',
        }),
        now,
      ),
    ).toBeNull();
    expect(hubspotAdapter.waitFrom(headers({ 'x-hubspot-ratelimit-secondly-remaining': '0' }), now)).toBe(
      1000,
    );
    expect(hubspotAdapter.waitFrom({ status: 429, headers: new Headers() }, now)).toBeNull();
    expect(hubspotAdapter.waitFrom({ status: 429, headers: new Headers({ 'retry-after': '30' }) }, now)).toBe(
      30_000,
    );
  });

  it('answers 429 to everything while rate limited, then lets calls through', async () => {
    fake.rateLimitedFor(150);
    const session = sessionFor(fake.privateToken);
    expect((await failure(hubspotAdapter.account(session))).kind).toBe('rate_limited');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(hubspotAdapter.account(session)).resolves.toMatchObject({ id: String(fake.portalId) });
  });
});
