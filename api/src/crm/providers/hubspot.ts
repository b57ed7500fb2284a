import { CrmError } from '../crm-errors.js';
import type {
  CrmAccount,
  CrmAdapter,
  CrmFieldMapping,
  CrmPerson,
  CrmRecordRef,
  CrmSession,
} from '../crm-types.js';
import { createNote, findNote } from './hubspot-notes.js';
import { hubspotAuthorizationUrl, hubspotGrant, hubspotRevoke, missingScopesError } from './hubspot-oauth.js';
import {
  authorKeyProperty,
  hubspotErrorFrom,
  hubspotPaths,
  hubspotWaitFrom,
  signalboardProperties,
} from './hubspot-wire.js';

// HubSpot: a lead's author becomes a contact found again by the unique `signalboard_author_key`
// property (or by e-mail when a user typed one), and the lead becomes a note on that contact. Paths are
// the 2026-03 date version (see hubspot-wire.ts). Docs: https://developers.hubspot.com/docs/api-reference/latest/overview

interface HubSpotObject {
  id: string;
  properties: Record<string, string | null>;
}

const requiredScopes = [
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.schemas.contacts.read',
  'crm.schemas.contacts.write',
];

async function account(session: CrmSession): Promise<CrmAccount> {
  let hubId: number | null = null;
  let scopes: string[] | null = null;
  if (session.credentials.kind === 'token') {
    // Private app tokens say their account and scopes here. Service keys may not (HubSpot documents this
    // endpoint for private apps only): they fall back to the account details, scopes unknown.
    try {
      const { body } = await session.request<{ hubId?: number; scopes?: string[] }>({
        method: 'POST',
        path: hubspotPaths.privateTokenInfo,
        body: { tokenKey: session.credentials.accessToken },
      });
      hubId = typeof body.hubId === 'number' ? body.hubId : null;
      scopes = Array.isArray(body.scopes) ? body.scopes : null;
    } catch (error) {
      if (!(error instanceof CrmError) || !['not_found', 'validation'].includes(error.kind)) throw error;
    }
  }
  if (hubId === null) {
    // OAuth tokens: HubSpot's 2026-03 introspection needs the app's secret, which a session does not
    // carry; the grant's scopes were checked when the code was exchanged (hubspot-oauth.ts).
    const { body } = await session.request<{ portalId?: number }>({
      method: 'GET',
      path: hubspotPaths.accountDetails,
    });
    if (typeof body.portalId !== 'number')
      throw new CrmError('unavailable', 'HubSpot did not say which account the token belongs to.');
    hubId = body.portalId;
  }
  if (scopes) {
    const missing = requiredScopes.filter((scope) => !scopes.includes(scope));
    if (missing.length > 0) throw missingScopesError(missing);
  }
  return { id: String(hubId), name: `HubSpot account ${hubId}`, slug: null, scopes };
}

async function prepare(session: CrmSession): Promise<Record<string, string>> {
  for (const { name, ...definition } of signalboardProperties) {
    let existing: { hasUniqueValue?: boolean } | null = null;
    try {
      existing = (
        await session.request<{ hasUniqueValue?: boolean }>({
          method: 'GET',
          path: `${hubspotPaths.contactProperties}/${name}`,
        })
      ).body;
    } catch (error) {
      if (!(error instanceof CrmError) || error.kind !== 'not_found') throw error;
    }
    if (existing) {
      if (definition.hasUniqueValue && existing.hasUniqueValue !== true)
        throw new CrmError(
          'validation',
          `The HubSpot contact property "${name}" exists but does not require unique values, so pushes could create the same person twice. Delete it in HubSpot (Settings > Properties) and connect again.`,
        );
      continue;
    }
    try {
      await session.request({
        method: 'POST',
        path: hubspotPaths.contactProperties,
        body: { name, groupName: 'contactinformation', ...definition },
      });
    } catch (error) {
      // Another worker created it between our read and our create: that is the state we want.
      if (!(error instanceof CrmError) || error.status !== 409) throw error;
    }
  }
  return {};
}

/** HubSpot keeps first and last names apart: the last word is the last name, as HubSpot's forms split. */
function nameProperties(displayName: string): Record<string, string> {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstname: displayName.trim() };
  return { firstname: words.slice(0, -1).join(' '), lastname: words[words.length - 1]! };
}

function personProperties(person: CrmPerson, mapping: CrmFieldMapping): Record<string, string> {
  const properties: Record<string, string> = {
    ...nameProperties(person.displayName || person.handle),
    [authorKeyProperty]: person.authorKey,
  };
  if (mapping.profileUrl && person.profileUrl) properties[mapping.profileUrl] = person.profileUrl;
  if (mapping.platform) properties[mapping.platform] = person.platform;
  if (mapping.score) properties[mapping.score] = String(person.score);
  return properties;
}

interface UpsertAnswer {
  results?: HubSpotObject[];
  errors?: { message?: string; category?: string }[];
}

async function upsertBy(
  session: CrmSession,
  idProperty: string,
  id: string,
  properties: Record<string, string>,
): Promise<string> {
  const { status, body } = await session.request<UpsertAnswer>({
    method: 'POST',
    path: `${hubspotPaths.contacts}/batch/upsert`,
    body: { inputs: [{ idProperty, id, properties }] },
  });
  const result = body.results?.[0];
  // A 207 lists the inputs HubSpot refused in `errors`, each in the usual error shape.
  if (!result) {
    const refused = body.errors?.[0];
    throw new CrmError('validation', refused?.message ?? 'HubSpot did not create or update the contact.', {
      status,
      code: refused?.category ?? null,
    });
  }
  return result.id;
}

async function upsertPerson(
  session: CrmSession,
  person: CrmPerson,
  mapping: CrmFieldMapping,
): Promise<CrmRecordRef> {
  const properties = personProperties(person, mapping);
  let id: string;
  if (!person.email) {
    id = await upsertBy(session, authorKeyProperty, person.authorKey, properties);
  } else {
    // With an e-mail the person may already be in HubSpot twice over: as the contact an earlier push made
    // (found by author key) or as one the team made (found by e-mail). The earlier push's contact wins, so
    // a typed e-mail never splits a person in two; it gets the e-mail if it has none.
    let known: HubSpotObject | null = null;
    try {
      const path = `${hubspotPaths.contacts}/${encodeURIComponent(person.authorKey)}?idProperty=${authorKeyProperty}&properties=email`;
      known = (await session.request<HubSpotObject>({ method: 'GET', path })).body;
    } catch (error) {
      if (!(error instanceof CrmError) || error.kind !== 'not_found') throw error;
    }
    if (known) {
      const update = known.properties.email ? properties : { ...properties, email: person.email };
      await session.request({
        method: 'PATCH',
        path: `${hubspotPaths.contacts}/${known.id}`,
        body: { properties: update },
      });
      id = known.id;
    } else {
      id = await upsertBy(session, 'email', person.email, { ...properties, email: person.email });
    }
  }
  return { id, url: recordUrl(session, id) };
}

function recordUrl(session: Pick<CrmSession, 'endpoints' | 'account'>, personId: string): string {
  if (!session.account)
    throw new Error('A HubSpot record link needs the connection account (its portal id).');
  return `${session.endpoints.appUrl}/contacts/${session.account.id}/record/0-1/${personId}`;
}

export const hubspotAdapter: CrmAdapter = {
  id: 'hubspot',
  label: 'HubSpot',
  // `oauth` is required of every HubSpot OAuth app; the rest are what a push reads and writes.
  oauthScopes: ['oauth', ...requiredScopes],
  requiredScopes,
  authorKeyProperty,
  defaultMapping: {
    profileUrl: 'signalboard_profile_url',
    platform: 'signalboard_platform',
    score: 'signalboard_score',
  },
  authorize(credentials, headers) {
    headers.authorization = `Bearer ${credentials.accessToken}`;
  },
  apiRoot: (session) => session.endpoints.apiBaseUrl,
  authorizationUrl: (config, redirectUri, state) =>
    hubspotAuthorizationUrl(config, hubspotAdapter.oauthScopes, redirectUri, state),
  exchangeCode: (config, code, redirectUri) =>
    hubspotGrant(
      hubspotAdapter,
      config,
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
      null,
    ),
  refresh: (config, refreshToken) =>
    hubspotGrant(
      hubspotAdapter,
      config,
      { grant_type: 'refresh_token', refresh_token: refreshToken },
      refreshToken,
    ),
  revoke: hubspotRevoke,
  account,
  prepare,
  upsertPerson,
  findNote,
  createNote,
  errorFrom: hubspotErrorFrom,
  waitFrom: hubspotWaitFrom,
  recordUrl,
};
