import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { injectWithLogin, uniqueEmail } from '../helper.js';
import { buildConfiguredApp } from './configured-app.js';
import { errorBodyProblem } from './error-body.js';
import { listOperations, type Operation } from './operations.js';
import { sampleParts, toRequest } from './sample-request.js';
import type { Hint } from './sample-values.js';
import {
  createOutsiders,
  createTargetOrganization,
  siblingGuestName,
  type TargetOrganization,
} from './target-organization.js';

/**
 * Every operation of api/openapi.json, called by people with no business in organization A (nobody
 * signed in, the owner of another organization, a guest of another organization's project, a guest of
 * A's other project) with A's real ids in the path and a valid-looking body. They are refused, or get
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
  'GET /slack/oauth-callback': { statuses: [302], why: 'public: the browser is sent back to the app' },
  'GET /api/v1/notification-settings/unsubscribe': { statuses: [400], why: 'public: a guessed token' },
  'POST /api/v1/notification-settings/unsubscribe': { statuses: [400], why: 'public: a guessed token' },
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
  'POST /api/v1/feedback': { statuses: [201], why: "the caller's own feedback" },
  'GET /users_info/me': { statuses: [200], why: "the caller's own account" },
  'PATCH /users_info/update_name': { statuses: [200], why: "renames the caller's own account" },
};

/**
 * Operations the matrix does not call, and why. Every entry must still be in the document.
 */
const notCalled: Record<string, string> = {
  // Development only (the outbox transport, no SMTP): it lists every mail, which is its purpose; it must
  // never exist on a reachable server, which the dev-outbox tests prove.
  'GET /dev/outbox': 'development tool, not a tenant route',
  'GET /dev/outbox.json': 'development tool, not a tenant route',
};

/** A's id for a path parameter, told apart by its name and the path segment before it. */
function targetPathValue(operation: Operation, name: string, target: TargetOrganization): string {
  const { ids } = target;
  const before = operation.path.split(`/{${name}}`)[0]!.split('/').pop();
  const byName: Record<string, string | undefined> = {
    projectId: ids.projectId,
    leadId: ids.leadId,
    runId: ids.runId,
    smartColumnId: ids.smartColumnId,
    webhookId: ids.webhookId,
    // A has no delivery; the project and webhook decide who may see one before the delivery is looked up.
    deliveryId: randomUUID(),
    userId: before === 'members' ? ids.memberId : ids.guestId,
    id: {
      project: ids.projectId,
      'by-id': ids.organizationId,
      invites: operation.path.includes('guests-access') ? ids.guestInviteId : ids.inviteId,
      status: ids.statusConfigId,
      intent_signals: ids.signalId,
    }[before ?? ''],
  };
  const value = byName[name];
  if (!value) throw new Error(`${operation.name}: which of A's ids is {${name}}? Teach targetPathValue.`);
  return value;
}

/** A's ids and values for the fields of a body or query, by name. */
function targetHint(operation: Operation, target: TargetOrganization): Hint {
  const pathNames = new Set(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name));
  return (name) => {
    if (pathNames.has(name)) return targetPathValue(operation, name, target);
    const ids: Record<string, string> = {
      lead_id: target.ids.leadId,
      intent_signal_id: target.ids.signalId,
      status_config_id: target.ids.statusConfigId,
      smart_column_id: target.ids.smartColumnId,
      project_id: target.ids.projectId,
      user_id: target.ids.memberId,
    };
    if (ids[name]) return ids[name];
    // Tokens are bearer secrets: knowing A's would be access by design, so outsiders guess.
    if (name === 't' || name === 'token') return `guessed-${randomUUID()}`;
    // The only e-mail a query asks for is the admin's user-token lookup: ask for A's owner.
    if (name === 'email' && operation.parameters.some((p) => p.name === 'email'))
      return target.ids.ownerEmail;
    if (name === 'email' || name === 'username') return uniqueEmail('matrix');
    return undefined;
  };
}

let app: FastifyInstance;
let target: TargetOrganization;
const operations = listOperations();

beforeAll(async () => {
  app = await buildConfiguredApp();
  target = await createTargetOrganization(app);
});

/** Everything A's owner can read of A through the GET operations that take only A's ids. */
async function readTarget(): Promise<Map<string, string>> {
  const reads = new Map<string, string>();
  for (const operation of operations) {
    if (operation.method !== 'GET' || !operation.signedIn || operation.name in notCalled) continue;
    if (operation.parameters.some((p) => p.in === 'query' && p.required)) continue;
    // A stream (it never ends) and the assistant (it fetches the website and calls the model).
    if (/\/events$|brainstorm/.test(operation.path)) continue;
    const parts = sampleParts(operation, targetHint(operation, target));
    const response = await injectWithLogin(app, target.ownerToken, toRequest(operation, parts));
    reads.set(operation.name, `${response.statusCode} ${response.body}`);
  }
  return reads;
}

function leaks(response: LightMyRequestResponse, who: string): string[] {
  const seen = response.body + JSON.stringify(response.headers);
  return target.markers.filter(
    // A guest of A's other project sees that project, and with it which organization it belongs to.
    (marker) => seen.includes(marker) && !(who === siblingGuestName && marker === target.ids.organizationId),
  );
}

describe('tenancy matrix from api/openapi.json', () => {
  it('refuses outsiders on every operation, shows them nothing of A and changes nothing of A', async () => {
    const before = await readTarget();
    expect(before.size).toBeGreaterThan(20);
    const outsiders = await createOutsiders(app, target);
    const failures: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      if (operation.name in notCalled) continue;
      const allowed = notRefused[operation.name];
      const callers = allowed?.changesCaller ? await createOutsiders(app, target) : outsiders;
      const as: [string, (options: InjectOptions) => Promise<LightMyRequestResponse>][] = [
        ['signed out', (options) => app.inject(options)],
        ...Object.entries(callers).map(
          ([who, token]): [string, (options: InjectOptions) => Promise<LightMyRequestResponse>] => [
            who,
            (options) => injectWithLogin(app, token, options),
          ],
        ),
      ];
      for (const [who, call] of as) {
        // Built for each call: a sample e-mail (a new account's, say) is new each time.
        const response = await call(
          toRequest(operation, sampleParts(operation, targetHint(operation, target))),
        );
        calls += 1;
        const expected =
          who === 'signed out' && operation.signedIn ? [401] : [...refused, ...(allowed?.statuses ?? [])];
        const where = `${operation.name} as ${who}`;
        if (!expected.includes(response.statusCode))
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        const problem = errorBodyProblem(response);
        if (problem) failures.push(`${where}: ${problem}`);
        const leaked = leaks(response, who);
        if (leaked.length > 0) failures.push(`${where} leaked ${leaked.join(', ')}`);
      }
    }
    console.info(`tenancy matrix: ${calls} calls over ${operations.length} operations`);
    expect(failures).toEqual([]);
    const after = await readTarget();
    for (const [name, read] of before) expect(after.get(name), name).toBe(read);
  }, 240_000);

  it('lists only operations that still exist in its tables', () => {
    const names = new Set(operations.map((operation) => operation.name));
    const stale = [...Object.keys(notRefused), ...Object.keys(notCalled)].filter((name) => !names.has(name));
    expect(stale).toEqual([]);
  });
});
