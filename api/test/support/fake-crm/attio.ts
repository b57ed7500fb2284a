// A local Attio: the OAuth authorize page and code exchange, /v2/self, People attributes, people records
// (assert, query, update) and notes, in Attio's REST API v2 wire format: Bearer tokens that do not
// expire, `{ status_code, type, code, message }` errors, 429 with Retry-After as an HTTP date, unique
// attributes enforced on every write. Node built-ins only, so the e2e suite can start it too.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'fixtures',
  'crm',
  'attio',
);
const fixture = <T = Record<string, unknown>>(name: string) =>
  JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as T;

export const fakeAttioApp = {
  clientId: 'fake-attio-client-id',
  clientSecret: 'fake-attio-client-secret',
};

/** What an OAuth grant and `privateToken` carry: everything a push needs, and a bit more. */
export const attioFullScopes = [
  'record_permission:read-write',
  'object_configuration:read-write',
  'note:read-write',
  'user_management:read',
];

/** Attio's documented limit: 100 reads and 25 writes per second per workspace; a push is bound by writes. */
export const documentedRateLimit = {
  max: 25,
  windowMs: 1000,
  writesOnly: true,
  reads: { max: 100, windowMs: 1000 },
  source: 'https://docs.attio.com/rest-api/guides/rate-limiting',
};

/** The calls the fake tells apart, for `failNext` and `calls`. */
export type AttioRoute =
  | 'token'
  | 'self'
  | 'getAttribute'
  | 'createAttribute'
  | 'updateAttribute'
  | 'assertPerson'
  | 'createPerson'
  | 'queryPeople'
  | 'updatePerson'
  | 'listNotes'
  | 'createNote';

/**
 * What the next call(s) of a route answer instead. The body defaults to the recorded one for the status
 * (401, 403, 404, 400 missing value, 409 uniqueness, 429); 5xx without a body answer a gateway's HTML page.
 * For 429, `retryAfter` is the header (default: one second from now as an HTTP date; null leaves it out).
 */
export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  retryAfter?: string | null;
}

export interface AttioCall {
  route: AttioRoute | 'unknown';
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  token: string | null;
}

export interface FakeAttioOptions {
  /** Scopes an OAuth grant gets (Attio takes them from the app's settings). */
  oauthScopes?: string[];
  rateLimit?: RateLimit | null;
}

export interface RateLimit {
  max: number;
  windowMs: number;
  /** Count only writes (PUT, PATCH, POST but the query), as Attio's 25/s limit does. */
  writesOnly?: boolean;
}

type AttributeType = 'text' | 'number' | 'personal-name' | 'email-address';

interface FakeAttribute {
  attribute_id: string;
  api_slug: string;
  title: string;
  description: string | null;
  type: AttributeType;
  is_system_attribute: boolean;
  is_required: boolean;
  is_unique: boolean;
  is_multiselect: boolean;
  is_archived: boolean;
  created_at: string;
}

type StoredValue = Record<string, unknown>;

interface FakePerson {
  record_id: string;
  created_at: string;
  values: Record<string, StoredValue[]>;
}

interface FakeNote {
  note_id: string;
  parent_object: string;
  parent_record_id: string;
  title: string;
  content_markdown: string;
  content_plaintext: string;
  created_at: string;
}

interface TokenInfo {
  kind: 'oauth' | 'token';
  scopes: string[];
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Which scopes each route needs, as the endpoint reference lists them. */
const routeScopes: Record<Exclude<AttioRoute, 'token'>, string[]> = {
  self: [],
  getAttribute: ['object_configuration:read'],
  createAttribute: ['object_configuration:read-write'],
  updateAttribute: ['object_configuration:read-write'],
  assertPerson: ['record_permission:read-write', 'object_configuration:read'],
  createPerson: ['record_permission:read-write', 'object_configuration:read'],
  queryPeople: ['record_permission:read', 'object_configuration:read'],
  updatePerson: ['record_permission:read-write', 'object_configuration:read'],
  listNotes: ['note:read', 'object_configuration:read', 'record_permission:read'],
  createNote: ['note:read-write', 'object_configuration:read', 'record_permission:read'],
};

const hasScope = (granted: string[], scope: string) =>
  granted.includes(scope) || (scope.endsWith(':read') && granted.includes(`${scope}-write`));

/** Attio's nanosecond timestamps, e.g. 2022-11-21T13:22:49.061281000Z. */
const attioTime = (date = new Date()) => date.toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z');

/** Starts the fake on a free loopback port; `env` points Signalboard at it. */
export async function startFakeAttio(options: FakeAttioOptions = {}) {
  const self = fixture('docs-example-self.json');
  const tokenAnswer = fixture('docs-example-oauth-token.json');
  const recordTemplate = fixture<{ data: { id: Record<string, string> } }>('docs-example-record.json').data;
  const noteTemplate = fixture<{ data: Record<string, unknown> }>('docs-example-note.json').data;
  const attributeTemplate = fixture<{ data: Record<string, unknown> }>('docs-example-attribute.json').data;
  const rateLimitedAnswer = fixture<{ body: Record<string, unknown> }>('docs-example-429.http.json').body;
  const errors = {
    401: fixture('error-401.json'),
    403: fixture('error-403.json'),
    404: fixture('error-404.json'),
    400: fixture('error-400-missing-value.json'),
    valueNotFound: fixture('error-400-value-not-found.json'),
    slugConflict: fixture('error-409-slug-conflict.json'),
    409: fixture('error-409-uniqueness-conflict.json'),
  };
  const workspaceId = String(self.workspace_id);
  const workspaceSlug = String(self.workspace_slug);
  const objectId = String(recordTemplate.id.object_id);

  const privateToken = `attio-api-key-${randomBytes(16).toString('hex')}`;
  const tokenWithoutScopes = `attio-api-key-${randomBytes(16).toString('hex')}`;
  const tokens = new Map<string, TokenInfo>([
    [privateToken, { kind: 'token', scopes: [...attioFullScopes] }],
    [tokenWithoutScopes, { kind: 'token', scopes: ['record_permission:read', 'object_configuration:read'] }],
  ]);
  const oauthScopes = options.oauthScopes ?? attioFullScopes;
  const grants = new Map<string, { redirectUri: string }>();
  const attributes = new Map<string, FakeAttribute>();
  const people = new Map<string, FakePerson>();
  const notes: FakeNote[] = [];
  const calls: AttioCall[] = [];
  const scripted = new Map<AttioRoute, ScriptedAnswer[]>();
  const stats = { requests: 0, rateLimited: 0 };
  let rateLimit: RateLimit | null = options.rateLimit ?? null;
  let window = { start: 0, count: 0 };
  let rateLimitedUntil = 0;
  let denyNextAuthorize = false;
  let origin = '';

  const addAttribute = (
    slug: string,
    type: AttributeType,
    traits: Partial<
      Pick<FakeAttribute, 'is_unique' | 'is_multiselect' | 'is_required' | 'is_system_attribute'>
    > = {},
  ) =>
    attributes.set(slug, {
      attribute_id: randomUUID(),
      api_slug: slug,
      title: slug.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase()),
      description: null,
      type,
      is_system_attribute: false,
      is_required: false,
      is_unique: false,
      is_multiselect: false,
      is_archived: false,
      created_at: attioTime(),
      ...traits,
    });
  // The People object's system attributes that matter here (https://docs.attio.com/docs/standard-objects/standard-objects-people).
  addAttribute('name', 'personal-name', { is_system_attribute: true });
  addAttribute('email_addresses', 'email-address', {
    is_system_attribute: true,
    is_unique: true,
    is_multiselect: true,
  });
  addAttribute('description', 'text', { is_system_attribute: true });
  addAttribute('job_title', 'text', { is_system_attribute: true });

  const errorBody = (base: Record<string, unknown>, message: string) => ({ ...base, message });
  const attributeJson = (attribute: FakeAttribute) => ({
    ...attributeTemplate,
    id: { workspace_id: workspaceId, object_id: objectId, attribute_id: attribute.attribute_id },
    title: attribute.title,
    description: attribute.description,
    api_slug: attribute.api_slug,
    type: attribute.type,
    is_system_attribute: attribute.is_system_attribute,
    is_writable: true,
    is_required: attribute.is_required,
    is_unique: attribute.is_unique,
    is_multiselect: attribute.is_multiselect,
    is_archived: attribute.is_archived,
    created_at: attribute.created_at,
  });

  /** The comparable form of a value: its text, number or lower-cased address. */
  const plainOf = (type: AttributeType, value: StoredValue) =>
    type === 'email-address'
      ? String(value.email_address).toLowerCase()
      : type === 'personal-name'
        ? String(value.full_name)
        : String(value.value);

  const outputValue = (type: AttributeType, value: StoredValue, createdAt: string) => {
    const base = {
      active_from: createdAt,
      active_until: null,
      created_by_actor: { type: 'api-token', id: null },
    };
    if (type === 'email-address') {
      const address = String(value.email_address);
      const [local = '', domain = ''] = address.toLowerCase().split('@');
      return {
        ...base,
        original_email_address: address,
        email_address: address.toLowerCase(),
        email_domain: domain,
        email_root_domain: domain.split('.').slice(-2).join('.'),
        email_local_specifier: local.split('+')[0],
        attribute_type: type,
      };
    }
    if (type === 'personal-name')
      return { ...base, first_name: '', last_name: '', full_name: '', ...value, attribute_type: type };
    return { ...base, value: value.value, attribute_type: type };
  };

  const recordJson = (person: FakePerson) => ({
    id: { workspace_id: workspaceId, object_id: objectId, record_id: person.record_id },
    created_at: person.created_at,
    web_url: `${origin}/${workspaceSlug}/person/${person.record_id}`,
    values: Object.fromEntries(
      [...attributes.values()].map((attribute) => [
        attribute.api_slug,
        (person.values[attribute.api_slug] ?? []).map((value) =>
          outputValue(attribute.type, value, person.created_at),
        ),
      ]),
    ),
  });

  const plainText = (markdown: string) =>
    markdown
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^#{1,3}\s+/gm, '')
      .replace(/(\*\*|__|~~|==)/g, '');

  const noteJson = (note: FakeNote) => ({
    ...noteTemplate,
    id: { workspace_id: workspaceId, note_id: note.note_id },
    parent_object: note.parent_object,
    parent_record_id: note.parent_record_id,
    title: note.title,
    meeting_id: null,
    content_plaintext: note.content_plaintext,
    content_markdown: note.content_markdown,
    tags: [],
    created_by_actor: { type: 'api-token', id: null },
    created_at: note.created_at,
  });

  /** Attio takes a value, a list of values, a raw string or number: the stored form is always a list of objects. */
  const normalize = (attribute: FakeAttribute, given: unknown): StoredValue[] | string => {
    const list = Array.isArray(given) ? given : [given];
    const out: StoredValue[] = [];
    for (const item of list) {
      const value: StoredValue =
        item !== null && typeof item === 'object'
          ? (item as StoredValue)
          : attribute.type === 'email-address'
            ? { email_address: item }
            : attribute.type === 'personal-name'
              ? { full_name: item }
              : { value: item };
      const ok =
        attribute.type === 'text'
          ? typeof value.value === 'string'
          : attribute.type === 'number'
            ? typeof value.value === 'number' && Number.isFinite(value.value)
            : attribute.type === 'email-address'
              ? typeof value.email_address === 'string' &&
                /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.email_address)
              : typeof value.full_name === 'string' || typeof value.first_name === 'string';
      if (!ok)
        return `Invalid value for attribute "${attribute.api_slug}": expected a ${attribute.type} value.`;
      if (attribute.type === 'personal-name' && typeof value.full_name !== 'string')
        value.full_name = `${value.first_name ?? ''} ${value.last_name ?? ''}`.trim();
      out.push(value);
    }
    if (!attribute.is_multiselect && out.length > 1)
      return `Attribute "${attribute.api_slug}" takes a single value, ${out.length} were given.`;
    return out;
  };

  /**
   * Writes `input` onto `existing` (or a new person) as Attio does: unknown attributes refused,
   * multiselect values added on update (and on the assert's matching attribute) else replaced, required
   * attributes checked on create, unique attributes held by one person only.
   */
  const write = (
    existing: FakePerson | null,
    input: unknown,
    mode: 'assert' | 'create' | 'update',
    matching?: string,
  ): Answer => {
    if (!input || typeof input !== 'object')
      return {
        status: 400,
        body: errorBody(
          { ...errors[400], code: 'validation_type' },
          'Body payload validation error: "data.values" is required.',
        ),
      };
    const values = structuredClone(existing?.values ?? {});
    for (const [slug, given] of Object.entries(input as Record<string, unknown>)) {
      const attribute = attributes.get(slug);
      if (!attribute || attribute.is_archived)
        return {
          status: 400,
          body: errorBody(errors.valueNotFound, `Cannot find attribute with slug/ID "${slug}".`),
        };
      const normalized = normalize(attribute, given);
      if (typeof normalized === 'string')
        return { status: 400, body: errorBody({ ...errors[400], code: 'validation_type' }, normalized) };
      const adds = attribute.is_multiselect && existing && (mode === 'update' || slug === matching);
      if (adds) {
        const held = new Set((values[slug] ?? []).map((value) => plainOf(attribute.type, value)));
        const fresh = normalized.filter((value) => !held.has(plainOf(attribute.type, value)));
        values[slug] =
          mode === 'update' ? [...fresh, ...(values[slug] ?? [])] : [...(values[slug] ?? []), ...fresh];
      } else values[slug] = normalized;
    }
    if (!existing)
      for (const attribute of attributes.values())
        if (attribute.is_required && !attribute.is_archived && !values[attribute.api_slug]?.length)
          return {
            status: 400,
            body: errorBody(errors[400], `Required attribute "${attribute.api_slug}" is missing a value.`),
          };
    for (const attribute of attributes.values()) {
      if (!attribute.is_unique) continue;
      for (const value of values[attribute.api_slug] ?? []) {
        const plain = plainOf(attribute.type, value);
        const holder = [...people.values()].find(
          (person) =>
            person.record_id !== existing?.record_id &&
            (person.values[attribute.api_slug] ?? []).some((held) => plainOf(attribute.type, held) === plain),
        );
        if (holder)
          return {
            status: 409,
            body: errorBody(
              errors[409],
              `The value "${plain}" for unique attribute "${attribute.api_slug}" is already held by record ${holder.record_id}.`,
            ),
          };
      }
    }
    const person = existing ?? { record_id: randomUUID(), created_at: attioTime(), values: {} };
    person.values = values;
    people.set(person.record_id, person);
    return { status: 200, body: { data: recordJson(person) } };
  };

  const peopleMatching = (slug: string, given: unknown): FakePerson[] | string => {
    const attribute = attributes.get(slug);
    if (!attribute || attribute.is_archived) return `Cannot find attribute with slug/ID "${slug}".`;
    const wanted = normalize(attribute, given);
    if (typeof wanted === 'string') return wanted;
    const plains = new Set(wanted.map((value) => plainOf(attribute.type, value)));
    return [...people.values()].filter((person) =>
      (person.values[slug] ?? []).some((value) => plains.has(plainOf(attribute.type, value))),
    );
  };

  const routeOf = (method: string, pathname: string): AttioRoute | 'unknown' => {
    if (method === 'POST' && pathname === '/oauth/token') return 'token';
    if (method === 'GET' && pathname === '/v2/self') return 'self';
    if (/^\/v2\/objects\/[^/]+\/attributes\/[^/]+$/.test(pathname))
      return method === 'GET' ? 'getAttribute' : method === 'PATCH' ? 'updateAttribute' : 'unknown';
    if (method === 'POST' && /^\/v2\/objects\/[^/]+\/attributes$/.test(pathname)) return 'createAttribute';
    if (/^\/v2\/objects\/[^/]+\/records$/.test(pathname))
      return method === 'PUT' ? 'assertPerson' : method === 'POST' ? 'createPerson' : 'unknown';
    if (method === 'POST' && /^\/v2\/objects\/[^/]+\/records\/query$/.test(pathname)) return 'queryPeople';
    if (method === 'PATCH' && /^\/v2\/objects\/[^/]+\/records\/[^/]+$/.test(pathname)) return 'updatePerson';
    if (pathname === '/v2/notes')
      return method === 'GET' ? 'listNotes' : method === 'POST' ? 'createNote' : 'unknown';
    return 'unknown';
  };

  const retryAfterDate = (at: number) => new Date(Math.ceil(at / 1000) * 1000).toUTCString();
  const tooMany = (retryAfter: string | null): Answer => {
    stats.rateLimited += 1;
    return {
      status: 429,
      body: rateLimitedAnswer,
      headers: retryAfter === null ? {} : { 'retry-after': retryAfter },
    };
  };

  /** The fixed window Attio's limit works in: past `max` calls, 429 until the window's second is over. */
  const overLimit = (isWrite: boolean, now: number): Answer | null => {
    if (now < rateLimitedUntil) return tooMany(retryAfterDate(rateLimitedUntil));
    if (!rateLimit || (rateLimit.writesOnly && !isWrite)) return null;
    if (now - window.start >= rateLimit.windowMs) window = { start: now, count: 0 };
    window.count += 1;
    return window.count > rateLimit.max ? tooMany(retryAfterDate(window.start + rateLimit.windowMs)) : null;
  };

  const scriptedAnswer = (answer: ScriptedAnswer): Answer => {
    if (answer.status === 429)
      return tooMany(answer.retryAfter === undefined ? retryAfterDate(Date.now() + 1000) : answer.retryAfter);
    if (answer.body !== undefined) return { status: answer.status, body: answer.body };
    if (answer.status >= 500)
      return {
        status: answer.status,
        body: `<html><body><h1>${answer.status} Bad Gateway</h1></body></html>`,
      };
    const recorded = errors[answer.status as 400 | 401 | 403 | 404 | 409];
    return { status: answer.status, body: recorded ?? { ...errors[400], status_code: answer.status } };
  };

  const handleApi = (route: AttioRoute, url: URL, body: unknown, token: string): Answer => {
    const data = (body as { data?: Record<string, unknown> } | null)?.data;
    const objectSlug = /^\/v2\/objects\/([^/]+)/.exec(url.pathname)?.[1];
    if (objectSlug !== undefined && objectSlug !== 'people')
      return { status: 404, body: errorBody(errors[404], `Object with slug/ID "${objectSlug}" not found.`) };
    switch (route) {
      case 'self': {
        const info = tokens.get(token)!;
        return {
          status: 200,
          body: {
            ...self,
            scope: info.scopes.join(' '),
            client_id: info.kind === 'oauth' ? fakeAttioApp.clientId : 'api-token',
            aud: info.kind === 'oauth' ? fakeAttioApp.clientId : 'api-token',
          },
        };
      }
      case 'getAttribute': {
        const slug = decodeURIComponent(url.pathname.split('/').pop() ?? '');
        const attribute = attributes.get(slug);
        if (!attribute)
          return { status: 404, body: errorBody(errors[404], `Attribute with slug/ID "${slug}" not found.`) };
        return { status: 200, body: { data: attributeJson(attribute) } };
      }
      case 'createAttribute': {
        const slug = data?.api_slug;
        const type = data?.type;
        if (typeof slug !== 'string' || !/^[a-z][a-z0-9_]*$/.test(slug) || typeof data?.title !== 'string')
          return {
            status: 400,
            body: errorBody(
              { ...errors[400], code: 'validation_type' },
              'Body payload validation error: "data.api_slug" and "data.title" are required.',
            ),
          };
        if (type !== 'text' && type !== 'number')
          return {
            status: 400,
            body: errorBody(
              { ...errors[400], code: 'validation_type' },
              `This fake only creates text and number attributes (got "${String(type)}").`,
            ),
          };
        if (attributes.has(slug))
          return {
            status: 409,
            body: errorBody(
              errors.slugConflict,
              `An attribute with the slug "${slug}" already exists on this object.`,
            ),
          };
        addAttribute(slug, type, {
          is_unique: data?.is_unique === true,
          is_required: data?.is_required === true,
        });
        const attribute = attributes.get(slug)!;
        attribute.title = data.title;
        attribute.description = typeof data.description === 'string' ? data.description : null;
        return { status: 200, body: { data: attributeJson(attribute) } };
      }
      case 'updateAttribute': {
        const slug = decodeURIComponent(url.pathname.split('/').pop() ?? '');
        const attribute = attributes.get(slug);
        if (!attribute)
          return { status: 404, body: errorBody(errors[404], `Attribute with slug/ID "${slug}" not found.`) };
        if (typeof data?.is_archived === 'boolean') attribute.is_archived = data.is_archived;
        if (typeof data?.is_unique === 'boolean') attribute.is_unique = data.is_unique;
        if (typeof data?.is_required === 'boolean') attribute.is_required = data.is_required;
        if (typeof data?.title === 'string') attribute.title = data.title;
        return { status: 200, body: { data: attributeJson(attribute) } };
      }
      case 'assertPerson': {
        const matching = url.searchParams.get('matching_attribute') ?? '';
        const attribute = attributes.get(matching);
        if (!attribute)
          return {
            status: 400,
            body: errorBody(errors.valueNotFound, `Cannot find attribute with slug/ID "${matching}".`),
          };
        if (!attribute.is_unique)
          return {
            status: 400,
            body: errorBody(
              { ...errors[400], code: 'validation_type' },
              `Matching attribute "${matching}" must be unique.`,
            ),
          };
        const given = (data?.values as Record<string, unknown> | undefined)?.[matching];
        if (given === undefined)
          return {
            status: 400,
            body: errorBody(
              errors[400],
              `The matching attribute "${matching}" must have a value in the request.`,
            ),
          };
        const found = peopleMatching(matching, given);
        if (typeof found === 'string')
          return { status: 400, body: errorBody({ ...errors[400], code: 'validation_type' }, found) };
        if (found.length > 1)
          return {
            status: 400,
            body: errorBody(
              { ...errors[400], code: 'multiple_match_results' },
              `Multiple records match "${matching}".`,
            ),
          };
        return write(found[0] ?? null, data?.values, 'assert', matching);
      }
      case 'createPerson':
        return write(null, data?.values, 'create');
      case 'updatePerson': {
        const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
        const person = people.get(id);
        if (!person)
          return { status: 404, body: errorBody(errors[404], `Record with ID "${id}" not found.`) };
        return write(person, data?.values, 'update');
      }
      case 'queryPeople': {
        const query = (body ?? {}) as { filter?: Record<string, unknown>; limit?: number; offset?: number };
        let matched = [...people.values()];
        for (const [slug, given] of Object.entries(query.filter ?? {})) {
          const found = peopleMatching(slug, given);
          if (typeof found === 'string')
            return { status: 400, body: errorBody({ ...errors[400], code: 'filter_error' }, found) };
          matched = matched.filter((person) => found.includes(person));
        }
        const offset = Number(query.offset ?? 0);
        const limit = Number(query.limit ?? 500);
        return { status: 200, body: { data: matched.slice(offset, offset + limit).map(recordJson) } };
      }
      case 'listNotes': {
        const parentObject = url.searchParams.get('parent_object');
        const parentRecord = url.searchParams.get('parent_record_id');
        const limit = Math.min(50, Number(url.searchParams.get('limit') ?? 10));
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const matched = notes.filter(
          (note) =>
            (!parentObject || note.parent_object === parentObject) &&
            (!parentRecord || note.parent_record_id === parentRecord),
        );
        return { status: 200, body: { data: matched.slice(offset, offset + limit).map(noteJson) } };
      }
      case 'createNote': {
        const format = data?.format;
        if (
          data?.parent_object !== 'people' ||
          typeof data.parent_record_id !== 'string' ||
          typeof data.title !== 'string' ||
          typeof data.content !== 'string' ||
          (format !== 'plaintext' && format !== 'markdown')
        )
          return {
            status: 400,
            body: errorBody(
              { ...errors[400], code: 'validation_type' },
              'Body payload validation error: parent_object, parent_record_id, title, format and content are required.',
            ),
          };
        if (!people.has(data.parent_record_id))
          return {
            status: 404,
            body: errorBody(errors[404], `Record with ID "${data.parent_record_id}" not found.`),
          };
        const note: FakeNote = {
          note_id: randomUUID(),
          parent_object: 'people',
          parent_record_id: data.parent_record_id,
          title: data.title,
          content_markdown: data.content,
          content_plaintext: format === 'markdown' ? plainText(data.content) : data.content,
          created_at: attioTime(),
        };
        notes.push(note);
        return { status: 200, body: { data: noteJson(note) } };
      }
      default:
        return { status: 404, body: errorBody(errors[404], 'Route not found.') };
    }
  };

  const tokenParams = (raw: string, contentType: string): Record<string, unknown> => {
    if (!contentType.includes('json')) return Object.fromEntries(new URLSearchParams(raw));
    try {
      return JSON.parse(raw || '{}') as Record<string, unknown>;
    } catch {
      return {};
    }
  };

  const handleToken = (params: Record<string, unknown>): Answer => {
    if (params.grant_type !== 'authorization_code')
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'Only authorization_code is supported.' },
      };
    if (params.client_id !== fakeAttioApp.clientId || params.client_secret !== fakeAttioApp.clientSecret)
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client authentication failed.' },
      };
    const grant = grants.get(String(params.code ?? ''));
    if (!grant || (params.redirect_uri !== undefined && params.redirect_uri !== grant.redirectUri))
      return {
        status: 400,
        body: {
          error: 'invalid_grant',
          error_description: 'The authorization code is invalid or was already used.',
        },
      };
    grants.delete(String(params.code));
    const accessToken = `attio-oauth-${randomBytes(24).toString('hex')}`;
    tokens.set(accessToken, { kind: 'oauth', scopes: [...oauthScopes] });
    return { status: 200, body: { ...tokenAnswer, access_token: accessToken } };
  };

  const send = (response: ServerResponse, answer: Answer) => {
    const isText = typeof answer.body === 'string';
    response
      .writeHead(answer.status, {
        'content-type': isText ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
        ...answer.headers,
      })
      .end(isText ? (answer.body as string) : JSON.stringify(answer.body));
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';

    if (method === 'GET' && url.pathname === '/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (
        url.searchParams.get('client_id') !== fakeAttioApp.clientId ||
        !redirectUri ||
        url.searchParams.get('response_type') !== 'code'
      )
        return response
          .writeHead(400, { 'content-type': 'text/plain' })
          .end('Invalid client_id, redirect_uri or response_type.');
      const back = new URL(redirectUri);
      if (denyNextAuthorize) {
        denyNextAuthorize = false;
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(16).toString('hex');
        grants.set(code, { redirectUri });
        back.searchParams.set('code', code);
      }
      const state = url.searchParams.get('state');
      if (state !== null) back.searchParams.set('state', state);
      return response.writeHead(302, { location: back.toString() }).end();
    }

    const recordPage = /^\/([^/]+)\/person\/([^/]+)(?:\/overview)?$/.exec(url.pathname);
    if (method === 'GET' && recordPage) {
      const person = recordPage[1] === workspaceSlug ? people.get(recordPage[2]!) : undefined;
      if (!person)
        return response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Record not found</h1>');
      const name = String(person.values.name?.[0]?.full_name ?? 'Unnamed person');
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>${name} · Attio</title><h1>${name}</h1>`);
    }

    const raw = await readBody(request);
    const route = routeOf(method, url.pathname);
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    // Attio also takes HTTP Basic with the token as the user name and no password.
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0]! : null);
    let body: unknown = route === 'token' ? tokenParams(raw, request.headers['content-type'] ?? '') : null;
    if (raw && route !== 'token') {
      try {
        body = JSON.parse(raw);
      } catch {
        return send(response, {
          status: 400,
          body: errorBody({ ...errors[400], code: 'validation_type' }, 'The request body is not valid JSON.'),
        });
      }
    }
    calls.push({
      route,
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      token,
    });

    if (route === 'token') {
      const next = scripted.get('token')?.shift();
      if (next) return send(response, scriptedAnswer(next));
      return send(response, handleToken(body as Record<string, unknown>));
    }
    stats.requests += 1;
    const limited = overLimit(!(method === 'GET' || route === 'queryPeople'), Date.now());
    if (limited) return send(response, limited);
    const next = route === 'unknown' ? undefined : scripted.get(route)?.shift();
    if (next) return send(response, scriptedAnswer(next));
    const info = token ? tokens.get(token) : undefined;
    if (!token || !info) return send(response, { status: 401, body: errors[401] });
    if (route === 'unknown')
      return send(response, {
        status: 404,
        body: errorBody(errors[404], `No route for ${method} ${url.pathname}.`),
      });
    const missing = routeScopes[route].filter((scope) => !hasScope(info.scopes, scope));
    if (missing.length > 0)
      return send(response, {
        status: 403,
        body: errorBody(
          errors[403],
          `The access token is missing the required scopes: ${missing.join(', ')}.`,
        ),
      });
    return send(response, handleApi(route, url, body, token));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The environment an API or worker needs to use this fake. */
    env: {
      ATTIO_API_BASE_URL: origin,
      ATTIO_AUTHORIZE_URL: `${origin}/authorize`,
      ATTIO_TOKEN_URL: `${origin}/oauth/token`,
      ATTIO_APP_URL: origin,
      ATTIO_CLIENT_ID: fakeAttioApp.clientId,
      ATTIO_CLIENT_SECRET: fakeAttioApp.clientSecret,
    },
    /** The workspace every token reaches. */
    workspace: { id: workspaceId, name: String(self.workspace_name), slug: workspaceSlug },
    /** An access token made in the workspace's developer settings, with every scope a push needs. */
    privateToken,
    /** An access token with read scopes only: connecting with it must fail on scopes. */
    tokenWithoutScopes,
    /** What the workspace holds, as plain JSON (a fresh copy on every read). */
    state: {
      get people() {
        return [...people.values()].map((person) => structuredClone(person));
      },
      get notes() {
        return notes.map((note) => structuredClone(note));
      },
      get attributes() {
        return [...attributes.values()].map((attribute) => structuredClone(attribute));
      },
    },
    /** Every call but the authorize page, in order. */
    calls,
    /** API calls answered, and how many of them were 429. */
    stats,
    /** A person someone already has in Attio (e.g. with an e-mail address); `values` in write format. */
    addPerson(values: Record<string, StoredValue[]>) {
      const person: FakePerson = {
        record_id: randomUUID(),
        created_at: attioTime(),
        values: structuredClone(values),
      };
      people.set(person.record_id, person);
      return person.record_id;
    },
    /** Makes `slug` a required People attribute (a text one is created if missing): creating a person without it fails. */
    requireProperty(slug: string) {
      if (!attributes.has(slug)) addAttribute(slug, 'text');
      attributes.get(slug)!.is_required = true;
    },
    /** Makes the next `times` calls of `route` answer `answer`. */
    failNext(route: AttioRoute, answer: ScriptedAnswer, times = 1) {
      const queue = scripted.get(route) ?? [];
      for (let i = 0; i < times; i += 1) queue.push(answer);
      scripted.set(route, queue);
    },
    /** Every API call answers 429 (with Retry-After) for `ms`. */
    rateLimitedFor(ms: number) {
      rateLimitedUntil = Date.now() + ms;
    },
    /** A fixed-window limit on API calls (null: none); see `documentedRateLimit`. */
    setRateLimit(limit: RateLimit | null) {
      rateLimit = limit;
      window = { start: 0, count: 0 };
    },
    /** Attio tokens do not expire; this plays an app uninstalled: every OAuth token answers 401 from now on. */
    expireTokens() {
      for (const [token, info] of tokens) if (info.kind === 'oauth') tokens.delete(token);
    },
    /** Every token, pasted ones included, answers 401 from now on. */
    revokeTokens() {
      tokens.clear();
    },
    /** The next visit to the authorize page comes back with error=access_denied. */
    denyNextAuthorization() {
      denyNextAuthorize = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeAttio = Awaited<ReturnType<typeof startFakeAttio>>;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
