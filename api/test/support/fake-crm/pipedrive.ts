// A local Pipedrive: the OAuth server (authorize page, token, revoke), and the API v1/v2 endpoints a push
// calls, in Pipedrive's wire format: `{success:false, error}` bodies, 401 for a bad token, 403 "Scope and
// URL mismatch", per-token burst limits with `x-ratelimit-*` headers on every answer (the search API has
// its own, tighter limit) and 429 past them. Node built-ins only, so the e2e suite can start it too.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createPipedriveStore,
  pipedriveError,
  pipedriveFixture,
  type FakePipedriveField,
  type FakePipedriveLead,
  type FakePipedriveNote,
  type FakePipedrivePerson,
  type StoreAnswer,
} from './pipedrive-store.js';

export const fakePipedriveApp = {
  clientId: 'fake-pipedrive-client-id',
  clientSecret: 'fake-pipedrive-client-secret',
};

/** Burst limits on the pipedrive.readme.io "Rate limiting" page: Essential plan, per OAuth access_token. */
export const documentedRateLimit = {
  max: 80,
  windowMs: 2_000,
  source: 'https://pipedrive.readme.io/docs/core-api-concepts-rate-limiting',
} as const;
/** The same page: the Search API allows 10 requests per 2 seconds on every plan and token kind. */
export const documentedSearchRateLimit = {
  max: 10,
  windowMs: 2_000,
  source: documentedRateLimit.source,
} as const;

const allScopes = ['base', 'contacts:full', 'leads:full', 'contact-fields:full', 'deals:full', 'search:read'];

/** What the next call(s) of a route answer instead of the normal reply. */
export type ScriptedAnswer =
  { status: 429; resetSeconds?: number } | { status: 500 | 502 | 503 } | { status: number; error: string };

/** Routes by name, for `failNext`; `*` matches every API and OAuth call. */
export type PipedriveRoute =
  | 'token'
  | 'revoke'
  | 'users.me'
  | 'personFields.list'
  | 'personFields.create'
  | 'persons.search'
  | 'persons.create'
  | 'persons.update'
  | 'persons.get'
  | 'notes.list'
  | 'notes.create'
  | 'leads.list'
  | 'leads.create'
  | '*';

// Each API route: its method and path, and the OAuth scopes that allow it (any one of them), per the OpenAPI.
const routes: { route: PipedriveRoute; method: string; path: RegExp; scopes: string[] }[] = [
  { route: 'users.me', method: 'GET', path: /^\/api\/v1\/users\/me$/, scopes: ['base'] },
  {
    route: 'personFields.list',
    method: 'GET',
    path: /^\/api\/v2\/personFields$/,
    scopes: ['contacts:read', 'contacts:full', 'admin', 'contact-fields:full'],
  },
  {
    route: 'personFields.create',
    method: 'POST',
    path: /^\/api\/v2\/personFields$/,
    scopes: ['admin', 'contact-fields:full'],
  },
  {
    route: 'persons.search',
    method: 'GET',
    path: /^\/api\/v2\/persons\/search$/,
    scopes: ['contacts:read', 'contacts:full', 'search:read'],
  },
  { route: 'persons.create', method: 'POST', path: /^\/api\/v2\/persons$/, scopes: ['contacts:full'] },
  {
    route: 'persons.update',
    method: 'PATCH',
    path: /^\/api\/v2\/persons\/(\d+)$/,
    scopes: ['contacts:full'],
  },
  {
    route: 'persons.get',
    method: 'GET',
    path: /^\/api\/v2\/persons\/(\d+)$/,
    scopes: ['contacts:read', 'contacts:full'],
  },
  {
    route: 'notes.list',
    method: 'GET',
    path: /^\/api\/v1\/notes$/,
    scopes: ['deals:read', 'deals:full', 'contacts:read', 'contacts:full'],
  },
  {
    route: 'notes.create',
    method: 'POST',
    path: /^\/api\/v1\/notes$/,
    scopes: ['deals:full', 'contacts:full'],
  },
  { route: 'leads.list', method: 'GET', path: /^\/api\/v1\/leads$/, scopes: ['leads:read', 'leads:full'] },
  { route: 'leads.create', method: 'POST', path: /^\/api\/v1\/leads$/, scopes: ['leads:full'] },
];

interface OAuthToken {
  scopes: string[];
  expiresAt: number;
  refreshToken: string | null;
}

export interface FakePipedriveOptions {
  /** Seconds an OAuth access token lives (Pipedrive: 3600). */
  expiresIn?: number;
  /** The burst limit per token; default the documented one. */
  rateLimit?: { max: number; windowMs: number };
  /** The search API's own burst limit; null turns it off. Default the documented 10 per 2 s. */
  searchRateLimit?: { max: number; windowMs: number } | null;
}

export async function startFakePipedrive(options: FakePipedriveOptions = {}) {
  const tokenFixture = pipedriveFixture('docs-example-oauth-token.json');
  const me = pipedriveFixture('schema-users-me.json') as {
    data: Record<string, unknown> & { id: number; name: string };
  };
  const rateLimitedBody = (pipedriveFixture('error-429-burst.http.json') as { body: unknown }).body;
  const store = createPipedriveStore(me.data.id);

  const privateToken = `pd-api-${randomBytes(20).toString('hex')}`;
  const tokenWithoutScopes = `v1u:fake-base-only-${randomBytes(16).toString('hex')}`;
  const apiTokens = new Set([privateToken]);
  const accessTokens = new Map<string, OAuthToken>([
    [tokenWithoutScopes, { scopes: ['base'], expiresAt: Number.POSITIVE_INFINITY, refreshToken: null }],
  ]);
  const refreshTokens = new Map<string, { scopes: string[] }>();
  const codes = new Map<string, { redirectUri: string; scopes: string[] }>();
  const revoked: string[] = [];
  const scripted = new Map<PipedriveRoute, ScriptedAnswer[]>();
  const windows = new Map<string, { start: number; count: number }>();
  let grantScopes = allScopes;
  let denyNextAuthorize = false;
  let limitedUntil = 0;
  let rateLimit = options.rateLimit ?? {
    max: documentedRateLimit.max,
    windowMs: documentedRateLimit.windowMs,
  };
  let searchRateLimit =
    options.searchRateLimit === undefined
      ? { max: documentedSearchRateLimit.max, windowMs: documentedSearchRateLimit.windowMs }
      : options.searchRateLimit;
  const expiresIn = options.expiresIn ?? 3600;
  let origin = '';

  /** Counts a call in the token's window; the headers say what is left. */
  function countCall(key: string, limit: { max: number; windowMs: number }, now: number) {
    let window = windows.get(key);
    if (!window || now - window.start >= limit.windowMs)
      windows.set(key, (window = { start: now, count: 0 }));
    window.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((window.start + limit.windowMs - now) / 1000));
    return {
      over: window.count > limit.max,
      headers: {
        'x-ratelimit-limit': String(limit.max),
        'x-ratelimit-remaining': String(Math.max(0, limit.max - window.count)),
        'x-ratelimit-reset': String(resetSeconds),
      },
    };
  }

  function issueGrant(scopes: string[]) {
    const accessToken = `v1u:${randomBytes(24).toString('base64url')}`;
    const refreshToken = `${randomBytes(4).toString('hex')}:${randomBytes(24).toString('hex')}`;
    accessTokens.set(accessToken, { scopes, expiresAt: Date.now() + expiresIn * 1000, refreshToken });
    refreshTokens.set(refreshToken, { scopes });
    return {
      ...tokenFixture,
      access_token: accessToken,
      refresh_token: refreshToken,
      scope: scopes.join(','),
      expires_in: expiresIn,
      api_domain: origin,
    };
  }

  async function oauth(
    request: IncomingMessage,
    url: URL,
    send: (answer: StoreAnswer, headers?: Record<string, string>) => void,
  ) {
    const oauthError = (error: string, description: string, status = 400) =>
      send({ status, body: { error, error_description: description } });
    if (!(request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
      return oauthError(
        'invalid_request',
        'Invalid request: content must be application/x-www-form-urlencoded',
      );
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!basic) return oauthError('invalid_client', 'Invalid client: cannot retrieve client credentials');
    const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    if (id !== fakePipedriveApp.clientId || secret !== fakePipedriveApp.clientSecret)
      return oauthError('invalid_client', 'Invalid client: client is invalid');
    const form = new URLSearchParams(await readBody(request));
    if (url.pathname === '/oauth/revoke') {
      const token = form.get('token') ?? '';
      const grant = refreshTokens.get(token);
      if (grant) {
        refreshTokens.delete(token);
        for (const [access, details] of accessTokens)
          if (details.refreshToken === token) accessTokens.delete(access);
        revoked.push(token);
      }
      // RFC 7009: an unknown token is answered 200 too.
      return send({ status: 200, body: { success: true } });
    }
    const grantType = form.get('grant_type');
    if (!grantType) return oauthError('invalid_request', 'Missing parameter: `grant_type`');
    if (grantType === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code) return oauthError('invalid_grant', 'Invalid grant: authorization_code is invalid');
      codes.delete(form.get('code') ?? '');
      if (code.redirectUri !== form.get('redirect_uri'))
        return oauthError('invalid_request', 'Invalid request: redirect_uri is invalid');
      return send({ status: 200, body: issueGrant(code.scopes) });
    }
    if (grantType === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      const grant = refreshTokens.get(token);
      if (!grant) return oauthError('invalid_grant', 'Invalid grant: refresh_token is invalid');
      // Pipedrive keeps the refresh token (its 60-day life restarts); only the access token is new.
      const accessToken = `v1u:${randomBytes(24).toString('base64url')}`;
      accessTokens.set(accessToken, {
        scopes: grant.scopes,
        expiresAt: Date.now() + expiresIn * 1000,
        refreshToken: token,
      });
      return send({
        status: 200,
        body: {
          ...tokenFixture,
          access_token: accessToken,
          refresh_token: token,
          scope: grant.scopes.join(','),
          expires_in: expiresIn,
          api_domain: origin,
        },
      });
    }
    return oauthError('unsupported_grant_type', 'Unsupported grant type: `grant_type` is invalid');
  }

  function scriptedAnswer(route: PipedriveRoute): ScriptedAnswer | undefined {
    return scripted.get(route)?.shift() ?? scripted.get('*')?.shift();
  }

  function answerScripted(answer: ScriptedAnswer, response: ServerResponse, headers: Record<string, string>) {
    if (answer.status === 429) {
      const reset = 'resetSeconds' in answer && answer.resetSeconds !== undefined ? answer.resetSeconds : 2;
      return json(response, 429, rateLimitedBody, {
        ...headers,
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(reset),
      });
    }
    if ('error' in answer)
      return json(response, answer.status, pipedriveError(answer.status, answer.error).body, headers);
    if (answer.status === 500)
      return json(response, 500, pipedriveError(500, 'Internal server error').body, headers);
    return response
      .writeHead(answer.status, { 'content-type': 'text/html', ...headers })
      .end('<html><body>Bad gateway</body></html>');
  }

  /** Requests answered (the authorize page included), for a benchmark's requests per minute. */
  let requestCount = 0;
  const server = createServer(async (request, response) => {
    requestCount += 1;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const send = (answer: StoreAnswer, headers: Record<string, string> = {}) =>
      json(response, answer.status, answer.body, headers);

    if (method === 'GET' && url.pathname === '/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== fakePipedriveApp.clientId || !redirectUri)
        return response.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid client');
      const back = new URL(redirectUri);
      if (denyNextAuthorize) {
        denyNextAuthorize = false;
        back.searchParams.set('error', 'user_denied');
      } else {
        const code = `${randomBytes(4).toString('hex')}.${randomBytes(16).toString('hex')}`;
        codes.set(code, { redirectUri, scopes: grantScopes });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return response.writeHead(302, { location: back.toString() }).end();
    }
    if (method === 'POST' && (url.pathname === '/oauth/token' || url.pathname === '/oauth/revoke')) {
      const next = scriptedAnswer(url.pathname === '/oauth/token' ? 'token' : 'revoke');
      if (next) return answerScripted(next, response, {});
      return oauth(request, url, send);
    }
    const personPage = /^\/person\/(\d+)$/.exec(url.pathname);
    if (method === 'GET' && personPage) {
      const person = store.people.find((candidate) => candidate.id === Number(personPage[1]));
      return response
        .writeHead(person ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<html><body><h1>${person ? escape(person.name) : 'Not found'}</h1></body></html>`);
    }

    const matched = routes.find((route) => route.method === method && route.path.test(url.pathname));
    if (!matched) return send(pipedriveError(404, 'Unknown method .'));

    // Who is calling: an OAuth access token as a Bearer, or an API token in x-api-token (or ?api_token=).
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
    const apiToken =
      (request.headers['x-api-token'] as string | undefined) ?? url.searchParams.get('api_token');
    const key = bearer ?? apiToken ?? 'anonymous';
    const now = Date.now();
    const burst = countCall(key, rateLimit, now);
    const search =
      matched.route === 'persons.search' && searchRateLimit
        ? countCall(`search:${key}`, searchRateLimit, now)
        : null;
    const headers: Record<string, string> = { ...(search ? search.headers : burst.headers) };
    if (apiToken && !bearer && ['POST', 'PUT'].includes(method)) headers['x-daily-requests-left'] = '9999';

    if (bearer) {
      const token = accessTokens.get(bearer);
      if (!token)
        return json(
          response,
          401,
          pipedriveError(401, 'Invalid token: access token is invalid').body,
          headers,
        );
      if (token.expiresAt <= now)
        return json(
          response,
          401,
          pipedriveError(401, 'Invalid token: access token has expired').body,
          headers,
        );
      if (!matched.scopes.some((scope) => token.scopes.includes(scope)))
        return json(response, 403, pipedriveFixture('docs-example-error-403-scope.json'), headers);
    } else if (!apiToken || !apiTokens.has(apiToken)) {
      return json(response, 401, pipedriveFixture('error-401-unauthorized.json'), headers);
    }
    if (now < limitedUntil)
      return json(response, 429, rateLimitedBody, {
        ...headers,
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.ceil((limitedUntil - now) / 1000)),
      });
    if (burst.over || search?.over) return json(response, 429, rateLimitedBody, headers);
    const next = scriptedAnswer(matched.route);
    if (next) return answerScripted(next, response, headers);

    let body: Record<string, unknown> = {};
    if (method === 'POST' || method === 'PATCH') {
      try {
        body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      } catch {
        return send(pipedriveError(400, 'Invalid JSON in request body'), headers);
      }
    }
    const id = Number(matched.path.exec(url.pathname)?.[1]);
    const query = url.searchParams;
    const answers: Record<Exclude<PipedriveRoute, '*' | 'token' | 'revoke'>, () => StoreAnswer> = {
      'users.me': () => ({ status: 200, body: me }),
      'personFields.list': () => store.listFields(query),
      'personFields.create': () => store.createField(body),
      'persons.search': () => store.search(query),
      'persons.create': () => store.createPerson(body),
      'persons.update': () => store.updatePerson(id, body),
      'persons.get': () => store.getPerson(id),
      'notes.list': () => store.listNotes(query),
      'notes.create': () => store.createNote(body),
      'leads.list': () => store.listLeads(query),
      'leads.create': () => store.createLead(body),
    };
    return send(answers[matched.route as keyof typeof answers](), headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The environment an API or worker needs to use this fake. */
    env: {
      PIPEDRIVE_API_BASE_URL: origin,
      PIPEDRIVE_AUTHORIZE_URL: `${origin}/oauth/authorize`,
      PIPEDRIVE_TOKEN_URL: `${origin}/oauth/token`,
      PIPEDRIVE_APP_URL: origin,
      PIPEDRIVE_CLIENT_ID: fakePipedriveApp.clientId,
      PIPEDRIVE_CLIENT_SECRET: fakePipedriveApp.clientSecret,
    },
    /** A valid API token (what an owner pastes from Personal preferences > API): never expires. */
    privateToken,
    /** An OAuth access token granted only `base` (use it as kind `oauth`): users/me works, the rest is 403. */
    tokenWithoutScopes,
    /** The company every token reaches (from users/me). */
    company: {
      id: String(me.data.company_id),
      name: String(me.data.company_name),
      domain: String(me.data.company_domain),
    },
    /** Refresh tokens revoked through /oauth/revoke. */
    revoked,
    requestCount: () => requestCount,
    /** What the company holds, as plain JSON. */
    get state() {
      return JSON.parse(
        JSON.stringify({
          people: store.people,
          notes: store.notes,
          leads: store.leads,
          personFields: store.fields,
        }),
      ) as {
        people: FakePipedrivePerson[];
        notes: FakePipedriveNote[];
        leads: FakePipedriveLead[];
        personFields: FakePipedriveField[];
      };
    },
    /** Makes the next `times` calls of `route` answer `answer` (an error, a 429 or a 5xx). */
    failNext(route: PipedriveRoute, answer: ScriptedAnswer, times = 1) {
      const queue = scripted.get(route) ?? [];
      for (let i = 0; i < times; i += 1) queue.push(answer);
      scripted.set(route, queue);
    },
    /** Every API call answers 429 (with Pipedrive's headers) for this long. */
    rateLimitedFor(ms: number) {
      limitedUntil = Date.now() + ms;
    },
    setRateLimit(limit: { max: number; windowMs: number }) {
      rateLimit = limit;
      windows.clear();
    },
    setSearchRateLimit(limit: { max: number; windowMs: number } | null) {
      searchRateLimit = limit;
      windows.clear();
    },
    /** New persons become findable by search only this long after they are created (Pipedrive indexes late). */
    setSearchIndexDelay(ms: number) {
      store.setSearchIndexDelay(ms);
    },
    /** Person creation then fails as Pipedrive does when this field (code, name, or `name`) is left empty. */
    requireProperty(name: string) {
      store.requireProperty(name);
    },
    /** A custom person field made by hand in Pipedrive; returns its 40-character key. */
    addPersonField(name: string, type = 'varchar') {
      return store.addField(name, type).field_code;
    },
    /** The scopes the next OAuth grants carry (default: everything a push needs). */
    grantScopes(scopes: string[]) {
      grantScopes = scopes;
    },
    /** The next visit to the authorize page comes back with an error instead of a code. */
    denyNextAuthorization() {
      denyNextAuthorize = true;
    },
    /** Every OAuth access token expires now (refresh tokens keep working). */
    expireTokens() {
      for (const token of accessTokens.values()) token.expiresAt = Math.min(token.expiresAt, Date.now());
    },
    /** Every grant is revoked and the API token regenerated: all calls answer 401 until reconnected. */
    revokeTokens() {
      accessTokens.clear();
      refreshTokens.clear();
      apiTokens.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePipedrive = Awaited<ReturnType<typeof startFakePipedrive>>;

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body));
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
