import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { injectWithLogin } from '../helper.js';
import { buildConfiguredApp } from './configured-app.js';
import { errorBodyProblem } from './error-body.js';
import { listOperations, type Operation } from './operations.js';
import { sampleParts, toRequest } from './sample-request.js';
import { targetHint } from './target-hint.js';
import {
  allKeyScopes,
  createApiKey,
  createOutsiders,
  createTargetOrganization,
  siblingCallers,
  type TargetOrganization,
} from './target-organization.js';

/**
 * Every operation of api/openapi.json, called by people with no business in organization A (nobody
 * signed in, the owner of another organization, a guest of another organization's project, a guest of
 * A's other project) and by API keys (one of A's reaching only A's other project, one of another
 * organization) with A's real ids in the path and a valid-looking body. They are refused, or get
 * their own data only, never anything of A, never a 5xx; and A's data reads the same afterwards.
 */

/** Refusals: no token, not allowed, or (the usual answer for another tenant's ids) not found. */
const refused = [401, 403, 404];

/**
 * Operations that answer outsiders with something other than a refusal, and why that is right. The
 * marker search still runs on them: whatever they answer, it must not be organization A's.
 * `changesCaller`: the call changes the caller's own account or organization, so it gets callers of its own.
 */
const notRefused: Record<string, { statuses: number[]; why: string; changesCaller?: boolean }> = {
  'GET /health': { statuses: [200], why: 'public: whether the server is up' },
  'POST /auth/register': { statuses: [201], why: 'public: creates a new account of its own' },
  'POST /auth/jwt/login': { statuses: [400], why: 'public: wrong credentials for a sample account' },
  'POST /auth/forgot-password': { statuses: [202], why: 'public: same answer whether the account exists' },
  'POST /auth/request-verify-token': {
    statuses: [202],
    why: 'public: same answer whether the account exists',
  },
  'POST /auth/reset-password': { statuses: [400], why: 'public: a guessed token is refused' },
  'POST /auth/verify': { statuses: [400], why: 'public: a guessed token is refused' },
  'GET /auth/google/authorize': {
    statuses: [200],
    why: 'public: where to send the browser to sign in with Google',
  },
  'GET /auth/google/callback': { statuses: [400], why: 'public: a guessed state is refused' },
  'GET /auth/methods': { statuses: [200], why: 'public: which ways to sign in the server offers' },
  'GET /slack/oauth-callback': { statuses: [302], why: 'public: the browser is sent back to the app' },
  'GET /crm/{provider}/oauth-callback': {
    statuses: [302],
    why: 'public: the browser is sent back to the app',
  },
  'GET /api/v1/notification-settings/unsubscribe': { statuses: [400], why: 'public: a guessed token' },
  'POST /api/v1/notification-settings/unsubscribe': { statuses: [400], why: 'public: a guessed token' },
  'GET /api/v1/notifications/unsubscribe': { statuses: [422], why: 'public: a guessed token' },
  'POST /api/v1/notifications/unsubscribe': { statuses: [422], why: 'public: a guessed token' },
  'GET /api/v1/notifications': { statuses: [200], why: "the caller's own notifications" },
  'GET /api/v1/notifications/unseen_count': { statuses: [200], why: "the caller's own unseen count" },
  'POST /api/v1/notifications/seen': { statuses: [200], why: "marks the caller's own notifications seen" },
  'GET /api/v1/notifications/preferences': { statuses: [200], why: "the caller's own choice" },
  'PUT /api/v1/notifications/preferences': { statuses: [200], why: "saves the caller's own choice" },
  'GET /api/v1/data_source_subscriptions': {
    statuses: [200],
    why: 'the platform catalogue, the same for all',
  },
  'GET /api/v1/organization': { statuses: [200], why: "the caller's own organization" },
  'POST /api/v1/organization': {
    statuses: [201, 409],
    why: 'creates an organization for the caller (409 when they have one)',
    changesCaller: true,
  },
  'POST /api/v1/organization/leave': {
    statuses: [409],
    why: 'the caller leaves their own organization (409: they are its last owner)',
    changesCaller: true,
  },
  'GET /api/v1/organization/members': { statuses: [200], why: "the caller's own organization's members" },
  'GET /api/v1/organization/invites': { statuses: [200], why: "the caller's own organization's invites" },
  'POST /api/v1/organization/invites': { statuses: [201], why: "invites to the caller's own organization" },
  'GET /api/v1/organization/invites/addressed-to-me': { statuses: [200], why: 'invites to the caller' },
  'GET /api/v1/project': { statuses: [200], why: "the caller's own projects and those they are a guest of" },
  'POST /api/v1/project': { statuses: [201], why: "a new project in the caller's own organization" },
  'POST /api/v1/project/demo': {
    statuses: [200, 201],
    why: "the demo project of the caller's own organization (403 for a guest without one)",
  },
  'POST /api/v1/feedback': { statuses: [201], why: "the caller's own feedback" },
  'GET /users_info/me': { statuses: [200], why: "the caller's own account" },
  'PATCH /users_info/update_name': { statuses: [200], why: "renames the caller's own account" },
  'POST /users_info/change_password': {
    statuses: [400],
    why: "the caller's own password (400: the sample current password is wrong)",
  },
  'POST /users_info/logout_all': {
    statuses: [204],
    why: "ends the caller's own sessions",
    changesCaller: true,
  },
};

let app: FastifyInstance;
let target: TargetOrganization;
const operations = listOperations();

beforeAll(async () => {
  app = await buildConfiguredApp();
  target = await createTargetOrganization(app);
  // Several sign-ups (password hashing) on a busy CI machine: more than the default minute and a half.
}, 240_000);

/**
 * A's other project is the own project of two callers (its guest, and the API key that reaches it with
 * every scope, which may change it): the project list is compared without it.
 */
function withoutSibling(name: string, body: string): string {
  if (name !== 'GET /api/v1/project') return body;
  const projects = JSON.parse(body) as { id: string }[];
  return JSON.stringify(projects.filter((project) => project.id !== target.ids.siblingProjectId));
}

/** Everything A's owner can read of A through the GET operations that take only A's ids. */
async function readTarget(): Promise<Map<string, string>> {
  const reads = new Map<string, string>();
  for (const operation of operations) {
    if (operation.method !== 'GET' || !operation.signedIn) continue;
    if (operation.parameters.some((p) => p.in === 'query' && p.required)) continue;
    // A stream (it never ends) and the assistant (it fetches the website and calls the model).
    if (/\/events$|brainstorm/.test(operation.path)) continue;
    const parts = sampleParts(operation, targetHint(operation, target));
    const response = await injectWithLogin(app, target.ownerToken, toRequest(operation, parts));
    reads.set(operation.name, `${response.statusCode} ${withoutSibling(operation.name, response.body)}`);
  }
  return reads;
}

/**
 * A's markers in a response, but those the request itself carried: a refusal that names the id it was
 * asked about tells the caller nothing new.
 */
function leaks(request: InjectOptions, response: LightMyRequestResponse, who: string): string[] {
  const sent = request.url + String(request.payload ?? '');
  const seen = response.body + JSON.stringify(response.headers);
  return target.markers.filter(
    // A guest of A's other project sees that project, and with it which organization it belongs to.
    (marker) =>
      seen.includes(marker) &&
      !sent.includes(marker) &&
      !(siblingCallers.has(who) && marker === target.ids.organizationId),
  );
}

type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** The project-scoped operations that also name another of A's things (in the path or in the body). */
function reachesThrough(operation: Operation): boolean {
  const path = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const projectScoped = path.includes('projectId') || /^\/api\/v1\/project\/\{id\}/.test(operation.path);
  return projectScoped && (path.length > 1 || operation.body !== null) && !/\/events$/.test(operation.path);
}

describe('tenancy matrix from api/openapi.json', () => {
  it('refuses outsiders on every operation, shows them nothing of A and changes nothing of A', async () => {
    const before = await readTarget();
    expect(before.size).toBeGreaterThan(20);
    const outsiders = await createOutsiders(app, target);
    const failures: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      const allowed = notRefused[operation.name];
      const callers = allowed?.changesCaller ? await createOutsiders(app, target) : outsiders;
      const as: [string, Call][] = [
        ['signed out', (options) => app.inject(options)],
        ...Object.entries(callers).map(([who, caller]): [string, Call] => [
          who,
          (options) => injectWithLogin(app, caller.token, options),
        ]),
      ];
      for (const [who, call] of as) {
        // Built for each call: a sample e-mail (a new account's, say) is new each time.
        const request = toRequest(operation, sampleParts(operation, targetHint(operation, target)));
        const response = await call(request);
        calls += 1;
        const expected =
          who === 'signed out' && operation.signedIn ? [401] : [...refused, ...(allowed?.statuses ?? [])];
        const where = `${operation.name} as ${who}`;
        if (!expected.includes(response.statusCode))
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        const problem = errorBodyProblem(response);
        if (problem) failures.push(`${where}: ${problem}`);
        const leaked = leaks(request, response, who);
        if (leaked.length > 0) failures.push(`${where} leaked ${leaked.join(', ')}`);
      }
    }
    console.info(`tenancy matrix: ${calls} calls over ${operations.length} operations`);
    expect(failures).toEqual([]);
    const after = await readTarget();
    for (const [name, read] of before) expect(after.get(name), name).toBe(read);
  }, 240_000);

  it("does not reach A's leads, statuses, signals or webhooks through a project the caller may use", async () => {
    const before = await readTarget();
    const failures: string[] = [];
    let calls = 0;
    for (const [who, caller] of Object.entries(await createOutsiders(app, target))) {
      for (const operation of operations.filter(reachesThrough)) {
        // The caller's own project in the path, A's ids for everything else: whatever the answer (an
        // empty success is fine), it carries nothing of A and changes nothing of A.
        const parts = sampleParts(operation, targetHint(operation, target, caller.projectId));
        const request = toRequest(operation, parts);
        const response = await injectWithLogin(app, caller.token, request);
        calls += 1;
        const where = `${operation.name} as ${who} through their own project`;
        const problem = errorBodyProblem(response);
        if (problem) failures.push(`${where}: ${problem}`);
        const leaked = leaks(request, response, who);
        if (leaked.length > 0) failures.push(`${where} leaked ${leaked.join(', ')}`);
      }
    }
    console.info(`tenancy matrix through own projects: ${calls} calls`);
    expect(failures).toEqual([]);
    const after = await readTarget();
    for (const [name, read] of before) expect(after.get(name), name).toBe(read);
  }, 240_000);

  it("refuses a key of A's own project the scope a call needs (naming it), and every call for people only", async () => {
    // For each scope, a key of A's project with every other scope (made before A is read: A's key list
    // shows them; refused calls leave their last use unchanged).
    const lacking = new Map<string, string>();
    for (const scope of allKeyScopes)
      lacking.set(
        scope,
        await createApiKey(
          app,
          target.ownerToken,
          target.ids.projectId,
          allKeyScopes.filter((other) => other !== scope),
        ),
      );
    const anyKey = lacking.get('leads:read')!;
    const before = await readTarget();
    const failures: string[] = [];
    let scoped = 0;
    for (const operation of operations.filter((candidate) => candidate.signedIn)) {
      const scope = operation.apiKeyScope;
      const request = toRequest(operation, sampleParts(operation, targetHint(operation, target)));
      const response = await injectWithLogin(app, scope ? lacking.get(scope)! : anyKey, request);
      let body: { code?: string; detail?: string } = {};
      try {
        body = response.json();
      } catch {
        // Not JSON: reported below as not the expected refusal.
      }
      const where = `${operation.name} by a key ${scope ? `without ${scope}` : ''}`;
      if (scope) scoped += 1;
      const expected = scope ? 'API_KEY_SCOPE_MISSING' : 'API_KEY_NOT_ALLOWED';
      if (response.statusCode !== 403 || body.code !== expected)
        failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      else if (scope && !body.detail?.includes(scope))
        failures.push(`${where}: the detail does not name ${scope}`);
    }
    console.info(`tenancy matrix, keys without the scope: ${scoped} scoped operations`);
    expect(scoped).toBeGreaterThan(40);
    expect(failures).toEqual([]);
    const after = await readTarget();
    for (const [name, read] of before) expect(after.get(name), name).toBe(read);
  }, 240_000);

  it('lists only operations that still exist in its tables', () => {
    const names = new Set(operations.map((operation) => operation.name));
    const stale = Object.keys(notRefused).filter((name) => !names.has(name));
    expect(stale).toEqual([]);
  });
});
