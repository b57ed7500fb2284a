// A local HubSpot: the OAuth consent page and token endpoints, the account and private-app token info,
// contact properties, contacts (batch upsert by a unique property, read, update), notes and their
// associations, in HubSpot's wire format (date-versioned paths, `{status: "error", message,
// correlationId, category}` errors, X-HubSpot-RateLimit-* headers on every answer). Node built-ins only,
// so the e2e suite can start it too. The answers are filled from test/fixtures/crm/hubspot/ (see README).
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'fixtures',
  'crm',
  'hubspot',
);
const fixture = <T = Record<string, unknown>>(name: string) =>
  JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as T;

/** HubSpot's documented limit for apps on Free and Starter accounts: 100 calls per 10 s, per app and account. */
export const documentedRateLimit = {
  max: 100,
  windowMs: 10_000,
  source: 'https://developers.hubspot.com/docs/developer-tooling/platform/usage-guidelines',
};

export const fakeHubSpotApp = {
  clientId: '5a1e2b3c-4d5e-6f70-8192-a3b4c5d6e7f8',
  clientSecret: 'fake-hubspot-client-secret',
};

/** Every scope a push needs, as HubSpot names them. */
const fullScopes = [
  'oauth',
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.schemas.contacts.read',
  'crm.schemas.contacts.write',
];

/** The routes `failNext` scripts, named for what they do. `*` is any API route. */
export type FakeHubSpotRoute =
  | 'oauth.token'
  | 'oauth.revoke'
  | 'account.details'
  | 'privateApp.tokenInfo'
  | 'properties.read'
  | 'properties.create'
  | 'contacts.upsert'
  | 'contacts.read'
  | 'contacts.update'
  | 'contacts.notes'
  | 'notes.create'
  | 'notes.batchRead'
  | '*';

/** What the next call(s) of a route answer instead, each in HubSpot's own error body. */
export type FakeHubSpotAnswer =
  { status: 401 | 403 | 404 | 409 | 429 | 500 | 502 | 503 } | { status: 400; message?: string };

export interface FakeHubSpotContact {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

export interface FakeHubSpotNote {
  id: string;
  properties: Record<string, string>;
  /** The contacts the note is associated with (note -> contact, type 202). */
  contactIds: string[];
  createdAt: string;
}

export interface FakeHubSpotCall {
  method: string;
  path: string;
  token: string | null;
  status: number;
}

interface Token {
  kind: 'oauth' | 'token';
  scopes: string[];
  /** Epoch ms; null never expires (private app tokens). */
  expiresAt: number | null;
  revoked: boolean;
  refreshToken: string | null;
}

export interface FakeHubSpotOptions {
  /** The account (portal) id the fake plays; default the recorded one. */
  portalId?: number;
  /** Seconds an OAuth access token lives (HubSpot: 1800). */
  accessTokenTtlSeconds?: number;
  /** The rate limit it enforces (default HubSpot's documented one). */
  rateLimit?: { max: number; windowMs: number };
}

/**
 * Starts the fake on a free loopback port. `env` points Signalboard at it; `privateToken` is a pasted
 * private app token with every scope a push needs, `tokenWithoutScopes` one that can only read contacts.
 */
export async function startFakeHubSpot(options: FakeHubSpotOptions = {}) {
  const tokenFixture = fixture('oauth-token.json');
  const accountFixture = fixture('account-info-details.json');
  const tokenInfoFixture = fixture('private-app-token-info.json');
  const propertyFixture = fixture('contact-property.json');
  const upsertFixture = fixture<{ results: Record<string, unknown>[] } & Record<string, unknown>>(
    'contacts-batch-upsert.json',
  );
  const noteFixture = fixture('note.json');
  const rateLimited = fixture<{ body: Record<string, unknown> }>('error-429-ten-secondly-rolling.http.json');
  const errors = {
    invalidAuth: fixture('error-401-invalid-authentication.json'),
    expiredAuth: fixture('error-401-expired-authentication.json'),
    missingScopes: fixture<{ errors: { context: { requiredGranularScopes: string[] } }[] }>(
      'error-403-missing-scopes.json',
    ),
    validation: fixture('error-400-validation.json'),
    conflict: fixture('error-409-conflict.json'),
    notFound: fixture('error-404-not-found.json'),
    internal: fixture('error-500.json'),
    invalidGrant: fixture('oauth-error-invalid-grant.json'),
  };
  const portalId = options.portalId ?? (accountFixture.portalId as number);
  const ttlSeconds = options.accessTokenTtlSeconds ?? (tokenFixture.expires_in as number);

  const privateToken = `pat-na1-${randomUUID()}`;
  const tokenWithoutScopes = `pat-na1-${randomUUID()}`;
  const tokens = new Map<string, Token>([
    [
      privateToken,
      { kind: 'token', scopes: fullScopes.slice(1), expiresAt: null, revoked: false, refreshToken: null },
    ],
    [
      tokenWithoutScopes,
      {
        kind: 'token',
        scopes: ['crm.objects.contacts.read'],
        expiresAt: null,
        revoked: false,
        refreshToken: null,
      },
    ],
  ]);
  const refreshTokens = new Map<string, { scopes: string[]; revoked: boolean }>();
  const codes = new Map<string, { redirectUri: string; scopes: string[] }>();
  // HubSpot's default contact properties a push may write, then the ones tests or `prepare` add.
  const properties = new Map<string, Record<string, unknown>>();
  for (const name of ['email', 'firstname', 'lastname', 'website', 'lifecyclestage'])
    properties.set(name, {
      ...propertyFixture,
      name,
      label: name,
      hasUniqueValue: false,
      modificationMetadata: { archivable: false, readOnlyDefinition: true, readOnlyValue: false },
    });
  const contacts = new Map<string, FakeHubSpotContact>();
  const notes = new Map<string, FakeHubSpotNote>();
  const required = new Set<string>();
  const scripted = new Map<string, FakeHubSpotAnswer[]>();
  const calls: FakeHubSpotCall[] = [];
  let nextId = 500;
  let limit = options.rateLimit ?? { max: documentedRateLimit.max, windowMs: documentedRateLimit.windowMs };
  let window: number[] = [];
  let limitedUntil = 0;
  /** Milliseconds every API answer waits (a slow HubSpot: a worker can be caught mid-push). */
  let latencyMs = 0;
  let denyNextAuthorize = false;

  const iso = () => new Date().toISOString();
  const newId = () => String((nextId += 1));
  const issueAccessToken = (scopes: string[], refreshToken: string) => {
    const accessToken = `CK${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, {
      kind: 'oauth',
      scopes,
      expiresAt: Date.now() + ttlSeconds * 1000,
      revoked: false,
      refreshToken,
    });
    return accessToken;
  };
  /** The contact holding `value` in the unique property `name` (email compares without case, as HubSpot). */
  const contactBy = (name: string, value: string) =>
    [...contacts.values()].find((contact) =>
      name === 'email'
        ? contact.properties.email?.toLowerCase() === value.toLowerCase()
        : contact.properties[name] === value,
    );
  const isUnique = (name: string) => name === 'email' || properties.get(name)?.hasUniqueValue === true;

  /** Refuses writes HubSpot refuses: unknown properties, a required property missing, a unique value taken. */
  function checkWrite(
    values: Record<string, string>,
    selfId: string | null,
  ): { status: number; body: unknown } | null {
    const unknown = Object.keys(values).filter((name) => !properties.has(name));
    if (unknown.length > 0)
      return {
        status: 400,
        body: {
          ...errors.validation,
          correlationId: randomUUID(),
          message: `Property values were not valid: ${JSON.stringify(
            unknown.map((name) => ({
              isValid: false,
              message: `Property "${name}" does not exist`,
              error: 'PROPERTY_DOESNT_EXIST',
              name,
            })),
          )}`,
        },
      };
    const self = selfId ? contacts.get(selfId) : undefined;
    const missing = [...required].filter((name) => !(values[name] ?? self?.properties[name]));
    if (missing.length > 0)
      return {
        status: 400,
        body: {
          ...errors.validation,
          correlationId: randomUUID(),
          message: `Property values were not valid: ${JSON.stringify(
            missing.map((name) => ({
              isValid: false,
              message: `Property "${name}" is required`,
              error: 'REQUIRED_PROPERTY_MISSING',
              name,
            })),
          )}`,
        },
      };
    for (const [name, value] of Object.entries(values)) {
      if (!isUnique(name) || !value) continue;
      const holder = contactBy(name, value);
      if (holder && holder.id !== selfId)
        return {
          status: 409,
          body: {
            ...errors.conflict,
            correlationId: randomUUID(),
            message:
              name === 'email'
                ? `Contact already exists. Existing ID: ${holder.id}`
                : `A contact with the unique value "${value}" for property "${name}" already exists. Existing ID: ${holder.id}`,
          },
        };
    }
    return null;
  }

  function writeContact(contact: FakeHubSpotContact | undefined, values: Record<string, string>) {
    const now = iso();
    const record = contact ?? { id: newId(), properties: {}, createdAt: now, updatedAt: now };
    Object.assign(record.properties, values, { hs_object_id: record.id, lastmodifieddate: now });
    record.properties.createdate ??= now;
    record.updatedAt = now;
    contacts.set(record.id, record);
    return record;
  }

  const contactJson = (contact: FakeHubSpotContact, wanted: string[] | null) => ({
    id: contact.id,
    properties: Object.fromEntries(
      Object.entries(contact.properties).filter(
        ([name]) =>
          !wanted ||
          wanted.includes(name) ||
          ['hs_object_id', 'createdate', 'lastmodifieddate'].includes(name),
      ),
    ),
    createdAt: contact.createdAt,
    updatedAt: contact.updatedAt,
    archived: false,
  });

  /** The rolling window HubSpot counts an app's calls in; true when this call is past the limit. */
  function spend(): { over: boolean; remaining: number } {
    const now = Date.now();
    window = window.filter((at) => at > now - limit.windowMs);
    if (now < limitedUntil) return { over: true, remaining: 0 };
    if (window.length >= limit.max) return { over: true, remaining: 0 };
    window.push(now);
    return { over: false, remaining: limit.max - window.length };
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
    let rateHeaders: Record<string, string> = {};
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      calls.push({ method, path: url.pathname, token: bearer, status });
      if (body === undefined) return void response.writeHead(status, { ...rateHeaders, ...headers }).end();
      response
        .writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...rateHeaders, ...headers })
        .end(JSON.stringify(body));
    };
    const fail = (status: number, body: Record<string, unknown>) =>
      send(status, { ...body, correlationId: randomUUID() });

    // OAuth consent: approves at once and sends the browser back, as a user clicking "Connect app" would.
    if (method === 'GET' && url.pathname === '/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== fakeHubSpotApp.clientId || !redirectUri) {
        calls.push({ method, path: url.pathname, token: null, status: 400 });
        return response
          .writeHead(400, { 'content-type': 'text/plain' })
          .end('Invalid client_id or redirect_uri');
      }
      const back = new URL(redirectUri);
      if (denyNextAuthorize) {
        denyNextAuthorize = false;
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = randomUUID();
        const scopes = (url.searchParams.get('scope') ?? '').split(/[\s+]+/).filter(Boolean);
        codes.set(code, { redirectUri, scopes });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      calls.push({ method, path: url.pathname, token: null, status: 302 });
      return response.writeHead(302, { location: back.toString() }).end();
    }

    const form = () => Object.fromEntries(new URLSearchParams(raw));
    const json = (): Record<string, unknown> => {
      try {
        return JSON.parse(raw || '{}') as Record<string, unknown>;
      } catch {
        return {};
      }
    };

    const tokenPath = /^\/oauth\/(?:v1|v3|\d{4}-\d{2})\/token$/.test(url.pathname);
    const revokePath = /^\/oauth\/(?:v3|\d{4}-\d{2})\/token\/revoke$/.test(url.pathname);
    if (method === 'POST' && (tokenPath || revokePath)) {
      const route = tokenPath ? 'oauth.token' : 'oauth.revoke';
      const next = scripted.get(route)?.shift();
      if (next) return answerScripted(next);
      const params = form();
      if (
        params.client_id !== fakeHubSpotApp.clientId ||
        params.client_secret !== fakeHubSpotApp.clientSecret
      )
        return send(400, {
          error: 'invalid_client',
          error_description: 'The client ID or secret is not valid',
          status: 'BAD_CLIENT_ID',
          message: 'The client ID or secret is not valid',
        });
      if (revokePath) {
        const grant = refreshTokens.get(params.token ?? '');
        if (grant) grant.revoked = true;
        for (const token of tokens.values()) if (token.refreshToken === params.token) token.revoked = true;
        return send(200, undefined);
      }
      if (params.grant_type === 'authorization_code') {
        const grant = codes.get(params.code ?? '');
        codes.delete(params.code ?? '');
        if (!grant || grant.redirectUri !== params.redirect_uri)
          return send(400, {
            error: 'invalid_grant',
            error_description: 'missing or invalid authorization code',
            status: 'BAD_AUTH_CODE',
            message: 'missing or invalid authorization code',
          });
        const refreshToken = randomUUID();
        refreshTokens.set(refreshToken, { scopes: grant.scopes, revoked: false });
        return send(200, {
          ...tokenFixture,
          access_token: issueAccessToken(grant.scopes, refreshToken),
          refresh_token: refreshToken,
          expires_in: ttlSeconds,
          hub_id: portalId,
          scopes: grant.scopes,
        });
      }
      if (params.grant_type === 'refresh_token') {
        const grant = refreshTokens.get(params.refresh_token ?? '');
        if (!grant || grant.revoked) return send(400, errors.invalidGrant);
        return send(200, {
          ...tokenFixture,
          access_token: issueAccessToken(grant.scopes, params.refresh_token!),
          refresh_token: params.refresh_token,
          expires_in: ttlSeconds,
          hub_id: portalId,
          scopes: grant.scopes,
        });
      }
      return send(400, {
        error: 'unsupported_grant_type',
        error_description: `unsupported grant_type ${params.grant_type ?? ''}`,
        status: 'BAD_GRANT_TYPE',
        message: `unsupported grant_type ${params.grant_type ?? ''}`,
      });
    }

    // Every API answer carries the window's headers; private app tokens also carry the daily ones.
    const spent = spend();
    const bearerToken = bearer ? tokens.get(bearer) : undefined;
    rateHeaders = {
      'x-hubspot-ratelimit-max': String(limit.max),
      'x-hubspot-ratelimit-remaining': String(spent.remaining),
      'x-hubspot-ratelimit-interval-milliseconds': String(limit.windowMs),
      ...(bearerToken?.kind === 'token'
        ? { 'x-hubspot-ratelimit-daily': '250000', 'x-hubspot-ratelimit-daily-remaining': '249000' }
        : {}),
    };

    const version = '(?:v3|\\d{4}-\\d{2})';
    const match = (pattern: string) => new RegExp(`^${pattern}$`).exec(url.pathname);
    type Handler = { route: Exclude<FakeHubSpotRoute, '*'>; scope: string[] | null; run: () => void };
    let handler: Handler | null = null;
    let found: RegExpExecArray | null;
    if (method === 'POST' && url.pathname === '/oauth/v2/private-apps/get/access-token-info')
      handler = { route: 'privateApp.tokenInfo', scope: null, run: tokenInfo };
    else if (method === 'GET' && match(`/account-info/${version}/details`))
      handler = {
        route: 'account.details',
        scope: null,
        run: () => send(200, { ...accountFixture, portalId }),
      };
    else if ((found = match(`/crm/properties/${version}/contacts/([^/]+)`)) && method === 'GET') {
      const name = decodeURIComponent(found[1]!);
      handler = {
        route: 'properties.read',
        scope: ['crm.schemas.contacts.read', 'crm.objects.contacts.read'],
        run: () => readProperty(name),
      };
    } else if (match(`/crm/properties/${version}/contacts`) && method === 'POST')
      handler = { route: 'properties.create', scope: ['crm.schemas.contacts.write'], run: createProperty };
    else if (match(`/crm/objects/${version}/contacts/batch/upsert`) && method === 'POST')
      handler = { route: 'contacts.upsert', scope: ['crm.objects.contacts.write'], run: upsert };
    else if (
      (found = match(`/crm/objects/${version}/contacts/([^/]+)/associations/notes`)) &&
      method === 'GET'
    ) {
      const id = decodeURIComponent(found[1]!);
      handler = { route: 'contacts.notes', scope: ['crm.objects.contacts.read'], run: () => notesOf(id) };
    } else if (
      (found = match(`/crm/objects/${version}/contacts/([^/]+)`)) &&
      (method === 'GET' || method === 'PATCH')
    ) {
      const id = decodeURIComponent(found[1]!);
      handler =
        method === 'GET'
          ? { route: 'contacts.read', scope: ['crm.objects.contacts.read'], run: () => readContact(id) }
          : { route: 'contacts.update', scope: ['crm.objects.contacts.write'], run: () => updateContact(id) };
    } else if (match(`/crm/objects/${version}/notes`) && method === 'POST')
      handler = { route: 'notes.create', scope: ['crm.objects.contacts.write'], run: createNote };
    else if (match(`/crm/objects/${version}/notes/batch/read`) && method === 'POST')
      handler = { route: 'notes.batchRead', scope: ['crm.objects.contacts.read'], run: readNotes };

    if (spent.over) return send(429, rateLimited.body);
    const next = handler ? (scripted.get(handler.route)?.shift() ?? scripted.get('*')?.shift()) : undefined;
    if (next) return answerScripted(next);
    if (!handler) return fail(404, errors.notFound);

    if (handler.route !== 'privateApp.tokenInfo') {
      if (!bearer || !bearerToken || bearerToken.revoked) return fail(401, errors.invalidAuth);
      if (bearerToken.expiresAt !== null && bearerToken.expiresAt <= Date.now())
        return fail(401, {
          ...errors.expiredAuth,
          message: `The OAuth token used to make this call expired ${Math.max(1, Math.round((Date.now() - bearerToken.expiresAt) / 1000))} second(s) ago.`,
          context: { 'expire time': [new Date(bearerToken.expiresAt).toISOString()] },
        });
      if (handler.scope && !handler.scope.some((scope) => bearerToken.scopes.includes(scope)))
        return fail(403, {
          ...errors.missingScopes,
          errors: [{ ...errors.missingScopes.errors[0], context: { requiredGranularScopes: handler.scope } }],
        });
    }
    return handler.run();

    function answerScripted(answer: FakeHubSpotAnswer) {
      switch (answer.status) {
        case 400:
          return fail(
            400,
            answer.message ? { ...errors.validation, message: answer.message } : errors.validation,
          );
        case 401:
          return fail(401, errors.invalidAuth);
        case 403:
          return fail(403, errors.missingScopes);
        case 404:
          return fail(404, errors.notFound);
        case 409:
          return fail(409, errors.conflict);
        case 429:
          rateHeaders['x-hubspot-ratelimit-remaining'] = '0';
          return send(429, rateLimited.body);
        case 500:
          return fail(500, errors.internal);
        default:
          // A gateway in front of HubSpot answers HTML, not HubSpot's JSON.
          calls.push({ method, path: url.pathname, token: bearer, status: answer.status });
          return response
            .writeHead(answer.status, { 'content-type': 'text/html', ...rateHeaders })
            .end('<html><body>Bad gateway</body></html>');
      }
    }

    function tokenInfo() {
      const key = String(json().tokenKey ?? '');
      const token = tokens.get(key);
      if (!token || token.kind !== 'token' || token.revoked) return fail(401, errors.invalidAuth);
      return send(200, { ...tokenInfoFixture, hubId: portalId, scopes: token.scopes });
    }

    function readProperty(name: string) {
      const property = properties.get(name);
      if (!property)
        return fail(404, {
          ...errors.notFound,
          message: `Unable to find property ${name} for object type contacts`,
        });
      return send(200, property);
    }

    function createProperty() {
      const body = json();
      const name = String(body.name ?? '');
      if (!name || !body.type || !body.fieldType || !body.label || !body.groupName)
        return fail(400, {
          ...errors.validation,
          message: 'name, label, type, fieldType and groupName are required',
        });
      if (properties.has(name))
        return fail(409, {
          ...errors.conflict,
          message: `Property named '${name}' already exists.`,
          category: 'OBJECT_ALREADY_EXISTS',
        });
      const now = iso();
      const property = { ...propertyFixture, ...body, createdAt: now, updatedAt: now };
      properties.set(name, property);
      return send(201, property);
    }

    function upsert() {
      const inputs = (json().inputs ?? []) as {
        id?: string;
        idProperty?: string;
        properties?: Record<string, string>;
      }[];
      const results: Record<string, unknown>[] = [];
      const now = iso();
      for (const input of inputs) {
        const idProperty = input.idProperty ?? 'hs_object_id';
        if (!input.id || !isUnique(idProperty))
          return fail(400, {
            ...errors.validation,
            message: `idProperty ${idProperty} is not a unique property of contacts`,
          });
        const values = { ...input.properties, [idProperty]: input.id };
        const existing = contactBy(idProperty, input.id);
        const refused = checkWrite(values, existing?.id ?? null);
        if (refused) return send(refused.status, refused.body);
        const contact = writeContact(existing, values);
        results.push({
          ...upsertFixture.results[0],
          ...contactJson(contact, Object.keys(values)),
          new: !existing,
        });
      }
      return send(200, { ...upsertFixture, results, requestedAt: now, startedAt: now, completedAt: iso() });
    }

    function findContact(id: string): FakeHubSpotContact | undefined {
      const idProperty = url.searchParams.get('idProperty');
      return idProperty ? contactBy(idProperty, id) : contacts.get(id);
    }

    function readContact(id: string) {
      const contact = findContact(id);
      if (!contact) return fail(404, errors.notFound);
      const wanted = url.searchParams.get('properties');
      return send(200, contactJson(contact, wanted ? wanted.split(',') : ['email', 'firstname', 'lastname']));
    }

    function updateContact(id: string) {
      const contact = findContact(id);
      if (!contact) return fail(404, errors.notFound);
      const values = (json().properties ?? {}) as Record<string, string>;
      const refused = checkWrite(values, contact.id);
      if (refused) return send(refused.status, refused.body);
      return send(200, contactJson(writeContact(contact, values), Object.keys(values)));
    }

    function createNote() {
      const body = json() as {
        properties?: Record<string, string>;
        associations?: {
          to?: { id?: string };
          types?: { associationCategory?: string; associationTypeId?: number }[];
        }[];
      };
      const contactIds: string[] = [];
      for (const association of body.associations ?? []) {
        const id = String(association.to?.id ?? '');
        const typed = association.types?.some(
          (type) => type.associationCategory === 'HUBSPOT_DEFINED' && type.associationTypeId === 202,
        );
        if (!contacts.has(id) || !typed)
          return fail(400, {
            ...errors.validation,
            message: `Invalid association: no contact ${id} for association type ${JSON.stringify(association.types ?? [])}`,
          });
        contactIds.push(id);
      }
      if (!body.properties?.hs_timestamp)
        return fail(400, { ...errors.validation, message: 'Property "hs_timestamp" is required' });
      const now = iso();
      const id = newId();
      const note: FakeHubSpotNote = {
        id,
        properties: { ...body.properties, hs_object_id: id, hs_createdate: now, hs_lastmodifieddate: now },
        contactIds,
        createdAt: now,
      };
      notes.set(id, note);
      return send(201, { ...noteFixture, id, properties: note.properties, createdAt: now, updatedAt: now });
    }

    function readNotes() {
      const body = json() as { inputs?: { id?: string }[]; properties?: string[] };
      const results = (body.inputs ?? [])
        .map((input) => notes.get(String(input.id)))
        .filter((note): note is FakeHubSpotNote => note !== undefined)
        .map((note) => ({
          ...noteFixture,
          id: note.id,
          properties: Object.fromEntries(
            Object.entries(note.properties).filter(
              ([name]) =>
                (body.properties ?? []).includes(name) ||
                name.startsWith('hs_object_id') ||
                name.endsWith('date'),
            ),
          ),
          createdAt: note.createdAt,
          updatedAt: note.createdAt,
        }));
      const now = iso();
      return send(200, { status: 'COMPLETE', results, startedAt: now, completedAt: now });
    }

    function notesOf(contactId: string) {
      if (!contacts.has(contactId)) return fail(404, errors.notFound);
      const all = [...notes.values()].filter((note) => note.contactIds.includes(contactId));
      const pageSize = Math.max(1, Math.min(500, Number(url.searchParams.get('limit') ?? 500)));
      const start = Number(url.searchParams.get('after') ?? 0);
      const page = all.slice(start, start + pageSize);
      return send(200, {
        results: page.map((note) => ({
          toObjectId: note.id,
          associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 201, label: null }],
        })),
        ...(start + pageSize < all.length ? { paging: { next: { after: String(start + pageSize) } } } : {}),
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    portalId,
    /** The environment an API or worker needs to use this fake. */
    env: {
      HUBSPOT_API_BASE_URL: origin,
      HUBSPOT_AUTHORIZE_URL: `${origin}/oauth/authorize`,
      HUBSPOT_TOKEN_URL: `${origin}/oauth/2026-03/token`,
      HUBSPOT_APP_URL: `${origin}/app`,
      HUBSPOT_CLIENT_ID: fakeHubSpotApp.clientId,
      HUBSPOT_CLIENT_SECRET: fakeHubSpotApp.clientSecret,
    },
    /** A private app token with every scope a push needs. */
    privateToken,
    /** A private app token that can only read contacts. */
    tokenWithoutScopes,
    /** What the fake holds, as plain JSON (copies). */
    state: {
      get people(): FakeHubSpotContact[] {
        return structuredClone([...contacts.values()]);
      },
      get notes(): FakeHubSpotNote[] {
        return structuredClone([...notes.values()]);
      },
      get properties(): Record<string, unknown>[] {
        return structuredClone([...properties.values()]);
      },
      /** Refresh tokens revoked through the revocation endpoint. */
      get revokedRefreshTokens(): string[] {
        return [...refreshTokens.entries()].filter(([, grant]) => grant.revoked).map(([token]) => token);
      },
    },
    /** Every call answered, in order. */
    calls,
    /** Makes the next `times` calls of `route` answer `answer` (in HubSpot's error body). */
    failNext(route: FakeHubSpotRoute, answer: FakeHubSpotAnswer, times = 1) {
      const queue = scripted.get(route) ?? [];
      for (let i = 0; i < times; i += 1) queue.push(answer);
      scripted.set(route, queue);
    },
    /** Makes contact creation fail as a portal's required property does (HubSpot enforces it from 2026-09). */
    requireProperty(name: string) {
      required.add(name);
    },
    /** Every OAuth access token expires now (a refresh gets a fresh one). */
    expireTokens() {
      for (const token of tokens.values()) if (token.kind === 'oauth') token.expiresAt = Date.now() - 1000;
    },
    /** Every token and refresh token is revoked, as when the app is uninstalled (private tokens rotated). */
    revokeTokens() {
      for (const token of tokens.values()) token.revoked = true;
      for (const grant of refreshTokens.values()) grant.revoked = true;
    },
    /** The limit enforced from now on, counted in one rolling window. */
    setRateLimit(next: { max: number; windowMs: number }) {
      limit = next;
      window = [];
    },
    /** Every answer waits this long from now on (0: at once). */
    setLatency(ms: number) {
      latencyMs = ms;
    },
    /** Every API call answers 429 (with the headers) for `ms`. */
    rateLimitedFor(ms: number) {
      limitedUntil = Date.now() + ms;
    },
    /** The next visit to the consent page comes back with error=access_denied. */
    denyNextAuthorization() {
      denyNextAuthorize = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeHubSpot = Awaited<ReturnType<typeof startFakeHubSpot>>;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
