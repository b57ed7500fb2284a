import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrmError } from '../../src/crm/crm-errors.js';
import { createSession } from '../../src/crm/crm-http.js';
import type { CrmCredentials, CrmPerson, CrmProviderConfig } from '../../src/crm/crm-types.js';
import { pipedriveAdapter } from '../../src/crm/providers/pipedrive.js';
import { fakePipedriveApp, startFakePipedrive, type FakePipedrive } from '../support/fake-crm/pipedrive.js';

// The Pipedrive adapter against the local fake: every assertion that something was written or not
// looks at what the fake holds, not only at what the adapter returned.

let fake: FakePipedrive;
let config: CrmProviderConfig;

beforeEach(async () => {
  fake = await startFakePipedrive();
  config = {
    endpoints: {
      apiBaseUrl: fake.env.PIPEDRIVE_API_BASE_URL,
      authorizeUrl: fake.env.PIPEDRIVE_AUTHORIZE_URL,
      tokenUrl: fake.env.PIPEDRIVE_TOKEN_URL,
      appUrl: fake.env.PIPEDRIVE_APP_URL,
    },
    oauthApp: { ...fakePipedriveApp },
  };
});
afterEach(() => fake.close());

const pasted = (token = fake.privateToken): CrmCredentials => ({
  kind: 'token',
  accessToken: token,
  apiDomain: null,
});
const session = (credentials: CrmCredentials = pasted()) =>
  createSession({ adapter: pipedriveAdapter, endpoints: config.endpoints, credentials, account: null });

async function connectWithOAuth() {
  const redirectUri = 'http://127.0.0.1:9/crm/callback';
  const consent = await fetch(pipedriveAdapter.authorizationUrl(config, redirectUri, 'state-1'), {
    redirect: 'manual',
  });
  const back = new URL(consent.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe('state-1');
  return pipedriveAdapter.exchangeCode(config, back.searchParams.get('code') ?? '', redirectUri);
}

async function rejection(promise: Promise<unknown>): Promise<CrmError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CrmError);
  return error as CrmError;
}

const alice: CrmPerson = {
  authorKey: 'reddit:alice_dev',
  displayName: 'Alice Dev',
  handle: 'alice_dev',
  profileUrl: 'https://www.reddit.com/user/alice_dev',
  platform: 'Reddit',
  email: null,
  score: 87,
};
const noMapping = { profileUrl: null, platform: null, score: null };

describe('OAuth', () => {
  it('exchanges a code for a grant on the company api_domain, and refreshes it', async () => {
    const grant = await connectWithOAuth();
    expect(grant.apiDomain).toBe(fake.origin);
    expect(grant.scopes).toEqual(expect.arrayContaining(pipedriveAdapter.requiredScopes));
    expect(grant.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    const oauth: CrmCredentials = {
      kind: 'oauth',
      accessToken: grant.accessToken,
      apiDomain: grant.apiDomain,
    };
    expect((await pipedriveAdapter.account(session(oauth))).name).toBe(fake.company.name);

    fake.expireTokens();
    const expired = await rejection(pipedriveAdapter.account(session(oauth)));
    expect(expired.kind).toBe('auth');
    expect(expired.message).toContain('access token has expired');

    const refreshed = await pipedriveAdapter.refresh(config, grant.refreshToken!);
    expect(refreshed.accessToken).not.toBe(grant.accessToken);
    const account = await pipedriveAdapter.account(session({ ...oauth, accessToken: refreshed.accessToken }));
    expect(account.id).toBe(fake.company.id);
  });

  it('refuses a grant without the scopes a push needs, naming them, and revokes it', async () => {
    fake.grantScopes(['base', 'contacts:full']);
    const error = await rejection(connectWithOAuth());
    expect(error.kind).toBe('scope');
    expect(error.message).toContain('leads:full');
    expect(error.message).toContain('contact-fields:full');
    expect(fake.revoked).toHaveLength(1);
  });

  it('turns a used refresh token into an auth error and revokes a grant on disconnect', async () => {
    const grant = await connectWithOAuth();
    const credentials: CrmCredentials = {
      kind: 'oauth',
      accessToken: grant.accessToken,
      apiDomain: grant.apiDomain,
    };
    await pipedriveAdapter.revoke(config, credentials, grant.refreshToken);
    expect(fake.revoked).toEqual([grant.refreshToken]);
    expect((await rejection(pipedriveAdapter.account(session(credentials)))).kind).toBe('auth');
    const error = await rejection(pipedriveAdapter.refresh(config, grant.refreshToken!));
    expect(error.kind).toBe('auth');
    expect(error.message).toContain('refresh_token is invalid');
  });
});

describe('account and prepare', () => {
  it('names the company behind a pasted API token', async () => {
    expect(await pipedriveAdapter.account(session())).toEqual({
      id: fake.company.id,
      name: fake.company.name,
      slug: fake.company.domain,
      scopes: null,
    });
  });

  it('creates the author key field once, however often it runs', async () => {
    const first = await pipedriveAdapter.prepare(session());
    const second = await pipedriveAdapter.prepare(session());
    expect(second).toEqual(first);
    const fields = fake.state.personFields.filter(
      (field) => field.field_name === pipedriveAdapter.authorKeyProperty,
    );
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ field_code: first.authorKeyField, field_type: 'varchar' });
  });

  it('reports a token without the scopes as a scope error with the missing scopes', async () => {
    const limited = session({ kind: 'oauth', accessToken: fake.tokenWithoutScopes, apiDomain: fake.origin });
    expect((await pipedriveAdapter.account(limited)).id).toBe(fake.company.id);
    const error = await rejection(pipedriveAdapter.prepare(limited));
    expect(error.kind).toBe('scope');
    expect(error.message).toContain('Scope and URL mismatch');
    expect(error.message).toContain('contact-fields:full');
    expect(fake.state.personFields).toHaveLength(0);
  });
});

describe('a push', () => {
  it('upserts one person by the author key, writing the mapped fields', async () => {
    const prepared = await pipedriveAdapter.prepare(session());
    const score = fake.addPersonField('Lead score', 'double');
    const mapping = { profileUrl: fake.addPersonField('Profile URL'), platform: null, score };
    const first = await pipedriveAdapter.upsertPerson(session(), alice, mapping, prepared);
    const second = await pipedriveAdapter.upsertPerson(session(), { ...alice, score: 91 }, mapping, prepared);
    expect(second.id).toBe(first.id);
    expect(first.url).toBe(`${fake.origin}/person/${first.id}`);
    const people = fake.state.people;
    expect(people).toHaveLength(1);
    expect(people[0]!.name).toBe('Alice Dev');
    expect(people[0]!.custom_fields).toEqual({
      [prepared.authorKeyField!]: 'reddit:alice_dev',
      [mapping.profileUrl]: alice.profileUrl,
      [score]: 91,
    });
  });

  it('finds a person the team already has by e-mail and gives them the author key', async () => {
    const prepared = await pipedriveAdapter.prepare(session());
    fake.setSearchRateLimit(null);
    const existing = await session().request<{ data: { id: number } }>({
      method: 'POST',
      path: '/api/v2/persons',
      body: {
        name: 'Alice (from a fair)',
        emails: [{ value: 'alice@example.com', primary: true, label: 'work' }],
      },
    });
    const found = await pipedriveAdapter.upsertPerson(
      session(),
      { ...alice, email: 'Alice@Example.com' },
      noMapping,
      prepared,
    );
    expect(found.id).toBe(String(existing.body.data.id));
    expect(fake.state.people).toHaveLength(1);
    expect(fake.state.people[0]!.name).toBe('Alice (from a fair)');
    expect(fake.state.people[0]!.custom_fields[prepared.authorKeyField!]).toBe('reddit:alice_dev');
    // And from now on by the key, with no e-mail at hand.
    expect((await pipedriveAdapter.upsertPerson(session(), alice, noMapping, prepared)).id).toBe(found.id);
  });

  it('finds the note again by its marker instead of writing a second one, and links one lead', async () => {
    const prepared = await pipedriveAdapter.prepare(session());
    const person = await pipedriveAdapter.upsertPerson(session(), alice, noMapping, prepared);
    const marker = 'https://signalboard.test/leads/42?team=7&tab=post';
    const note = {
      marker,
      title: 'Asked for a CRM',
      text: 'Asked for a CRM',
      html: '<p>Asked for a CRM</p>',
      markdown: 'Asked for a CRM',
    };
    expect(await pipedriveAdapter.findNote(session(), person.id, marker)).toBeNull();
    const noteId = await pipedriveAdapter.createNote(session(), person.id, note);
    expect(await pipedriveAdapter.findNote(session(), person.id, marker)).toBe(noteId);
    expect(fake.state.notes).toHaveLength(1);
    expect(fake.state.notes[0]).toMatchObject({ person_id: Number(person.id) });

    const lead = await pipedriveAdapter.ensureLead!(session(), person.id, 'Alice Dev on Reddit', marker);
    expect(await pipedriveAdapter.ensureLead!(session(), person.id, 'Alice Dev on Reddit', marker)).toBe(
      lead,
    );
    expect(fake.state.leads).toHaveLength(1);
    expect(fake.state.leads[0]).toMatchObject({ id: lead, person_id: Number(person.id) });
    expect(fake.state.leads[0]!.title).toContain(marker);
  });
});

describe('errors', () => {
  it('gives each failure its kind with Pipedrive’s words', async () => {
    const prepared = await pipedriveAdapter.prepare(session());

    fake.failNext('persons.search', { status: 500 });
    const unavailable = await rejection(pipedriveAdapter.upsertPerson(session(), alice, noMapping, prepared));
    expect([unavailable.kind, unavailable.message]).toEqual(['unavailable', 'Internal server error']);

    fake.failNext('persons.search', { status: 429, resetSeconds: 3 });
    const limited = await rejection(pipedriveAdapter.upsertPerson(session(), alice, noMapping, prepared));
    expect([limited.kind, limited.message, limited.details.retryAfterMs]).toEqual([
      'rate_limited',
      'Request over limit',
      3000,
    ]);

    fake.requireProperty('Company size');
    const invalid = await rejection(pipedriveAdapter.upsertPerson(session(), alice, noMapping, prepared));
    expect([invalid.kind, invalid.message]).toEqual(['validation', 'Company size is a required field.']);
    expect(fake.state.people).toHaveLength(0);

    const wrong = await rejection(pipedriveAdapter.account(session(pasted('not-a-token'))));
    expect(wrong.kind).toBe('auth');
    expect(wrong.message).toMatch(/^unauthorized access\. /);
  });

  it('waits as long as the burst window says, after a 429 and when the budget is spent', async () => {
    fake.setRateLimit({ max: 2, windowMs: 2_000 });
    const waits: number[] = [];
    const counted = createSession({
      adapter: pipedriveAdapter,
      endpoints: config.endpoints,
      credentials: pasted(),
      account: null,
      onWait: (ms) => waits.push(ms),
    });
    await pipedriveAdapter.account(counted);
    await pipedriveAdapter.account(counted);
    expect(waits).toEqual([2000]);
    const error = await rejection(pipedriveAdapter.account(counted));
    expect(error.kind).toBe('rate_limited');
    expect(error.details.retryAfterMs).toBeGreaterThanOrEqual(1000);

    fake.rateLimitedFor(5_000);
    fake.setRateLimit({ max: 100, windowMs: 2_000 });
    expect((await rejection(pipedriveAdapter.account(session()))).details.retryAfterMs).toBe(5000);
  });

  it('reads Pipedrive’s headers', () => {
    const now = new Date('2026-03-02T22:00:00Z');
    const at = (status: number, headers: Record<string, string>) =>
      pipedriveAdapter.waitFrom({ status, headers: new Headers(headers) }, now);
    expect(at(200, { 'x-ratelimit-remaining': '12', 'x-ratelimit-reset': '2' })).toBeNull();
    expect(at(200, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' })).toBe(1000);
    expect(at(429, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '2' })).toBe(2000);
    expect(at(429, { 'retry-after': '7' })).toBe(7000);
    expect(at(429, { 'x-daily-requests-left': '0', 'x-ratelimit-reset': '2' })).toBe(2 * 3600_000);
    expect(at(429, {})).toBeNull();
  });
});

describe('record links', () => {
  it('links to the company’s own host, or to a fake’s app URL as given', () => {
    const account = { id: '5', name: 'Acme', slug: 'acmegrowth', scopes: null };
    const real = { endpoints: { ...config.endpoints, appUrl: 'https://app.pipedrive.com' }, account };
    expect(pipedriveAdapter.recordUrl(real, '17')).toBe('https://acmegrowth.pipedrive.com/person/17');
    expect(pipedriveAdapter.recordUrl({ endpoints: config.endpoints, account }, '17')).toBe(
      `${fake.origin}/person/17`,
    );
  });
});
