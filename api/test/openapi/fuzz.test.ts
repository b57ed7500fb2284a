import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { injectWithLogin, login } from '../helper.js';
import { badRequests, hashText, pick, seededRandom } from './bad-values.js';
import { buildConfiguredApp } from './configured-app.js';
import { errorBodyProblem } from './error-body.js';
import { listOperations, type Operation } from './operations.js';
import { sampleParts } from './sample-request.js';
import { targetHint } from './target-hint.js';
import {
  allKeyScopes,
  createApiKey,
  createTargetOrganization,
  type TargetOrganization,
} from './target-organization.js';

/**
 * Schema-driven fuzzing of every operation of api/openapi.json, as the signed-in owner of their own
 * organization with their own ids: wrong types, NUL, lone surrogates, 1 MB strings, deep JSON, bogus ids,
 * odd dates, huge numbers, the wrong container, extra fields, no body, broken JSON, the wrong content
 * type. No answer is a 5xx, every error is `{detail, code}` (and `field` for a 422), none shows internals.
 */

/**
 * Requests per operation: enough to hit each parameter and field, few enough for CI. FUZZ_PER_OPERATION
 * and FUZZ_SEED explore further by hand; a failure names its request, so no seed is needed to replay it.
 */
const perOperation = Number(process.env.FUZZ_PER_OPERATION ?? 40);
const seed = Number(process.env.FUZZ_SEED ?? 14);

/**
 * A stream never ends, so only requests refused before it starts are sent to it (its path's id).
 */
const streams = new Set(['GET /api/v1/leads/{projectId}/events']);

/**
 * The same bad requests from an API key (issue 28) on the operations keys may call, fewer of them: the key
 * path (its own lookup, limit and scope checks before the route's) must answer as well as a session.
 */
const perOperationByKey = Math.max(1, Math.round(perOperation / 4));

let app: FastifyInstance;
let own: TargetOrganization;
let ownEmail: string;
let token: string;
let keySecret: string;

beforeAll(async () => {
  app = await buildConfiguredApp();
  own = await createTargetOrganization(app);
  ownEmail = own.ids.ownerEmail;
  token = own.ownerToken;
  keySecret = await createApiKey(app, token, own.ids.projectId, allKeyScopes, 'organization');
  // Several sign-ups (password hashing) on a busy CI machine: more than the default minute and a half.
}, 240_000);

/** Deleting runs last, so the other operations still find the things they are about. */
function order(operations: Operation[]): Operation[] {
  return [...operations].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

describe('schema-driven fuzzing of api/openapi.json', () => {
  it(
    'answers every bad request with a 4xx {detail, code} and never a 5xx or internals',
    async () => {
      const failures: string[] = [];
      let calls = 0;
      const statuses = new Map<number, number>();
      for (const operation of order(listOperations())) {
        const parts = sampleParts(operation, targetHint(operation, own));
        let requests = badRequests(operation, parts);
        if (streams.has(operation.name)) requests = requests.filter(({ label }) => label.startsWith('path '));
        const picked = pick(requests, perOperation, seededRandom(seed ^ hashText(operation.name)));
        const byKey = operation.apiKeyScope ? picked.slice(0, perOperationByKey) : [];
        for (const [who, secret, sent] of [
          ['', () => token, picked],
          [' by an API key', () => keySecret, byKey],
        ] as const) {
          for (const { label, request } of sent) {
            const response = await injectWithLogin(app, secret(), request);
            calls += 1;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const problem = errorBodyProblem(response);
            if (problem) failures.push(`${operation.name} with ${label}${who}: ${problem}`);
          }
        }
        // An operation may end the owner's sessions (signing out everywhere): sign in again.
        const me = await injectWithLogin(app, token, { method: 'GET', url: '/users_info/me' });
        if (me.statusCode === 401) token = await login(app, ownEmail);
      }
      console.info(`fuzz: ${calls} requests`, Object.fromEntries(statuses));
      expect(failures).toEqual([]);
    },
    300_000 * Math.max(1, perOperation / 40),
  );
});
