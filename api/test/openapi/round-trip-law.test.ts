import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { injectWithLogin } from '../helper.js';
import { buildConfiguredApp } from './configured-app.js';
import { listOperations, type Operation } from './operations.js';
import {
  differences,
  notRoundTripped,
  roundTripPairs,
  type RoundTripPair,
  samePathRead,
  withoutVolatile,
  writeOperations,
} from './round-trip-pairs.js';
import { sampleParts, toRequest } from './sample-request.js';
import { targetHint } from './target-hint.js';
import { createTargetOrganization, type TargetOrganization } from './target-organization.js';

/**
 * The round-trip law over api/openapi.json (issue 28): what a GET answers, the matching PUT or PATCH
 * accepts unchanged, and writing it back changes nothing (but the fields round-trip-pairs.ts lists as
 * volatile, each with its reason). Read-only fields of an answer are accepted on write and ignored. Run
 * against organization A of the tenancy matrix, which has one of everything, by its owner.
 */

let app: FastifyInstance;
let target: TargetOrganization;
const operations = listOperations();
const byName = new Map(operations.map((operation) => [operation.name, operation]));
const writes = writeOperations(operations);

beforeAll(async () => {
  app = await buildConfiguredApp();
  target = await createTargetOrganization(app);
}, 120_000);

/** The write's request when the read's answer is the body as it is. */
const unchanged: NonNullable<RoundTripPair['request']> = (answer) => ({ body: answer });

async function call(operation: Operation, path: Record<string, string>, body?: unknown, query = {}) {
  const request = toRequest(operation, { path, query, body });
  return injectWithLogin(app, target.ownerToken, request);
}

describe('the round-trip law from api/openapi.json', () => {
  it('gives back every read unchanged through its write', async () => {
    const failures: string[] = [];
    let pairs = 0;
    for (const write of writes) {
      const pair = roundTripPairs[write.name];
      if (!pair) continue;
      const read = byName.get(pair.read)!;
      const path = sampleParts(write, targetHint(write, target)).path;
      const before = await call(read, path);
      if (before.statusCode !== 200) {
        failures.push(`${pair.read} (for ${write.name}): ${before.statusCode} ${before.body.slice(0, 200)}`);
        continue;
      }
      const { body, query } = (pair.request ?? unchanged)(before.json(), path);
      const written = await call(write, path, body, query);
      pairs += 1;
      if (written.statusCode < 200 || written.statusCode >= 300) {
        failures.push(`${write.name} refused its read: ${written.statusCode} ${written.body.slice(0, 300)}`);
        continue;
      }
      const after = await call(read, path);
      const [was, is] = [before, after].map((answer) => withoutVolatile(answer.json(), pair.volatile));
      const changed = differences(was, is);
      if (changed.length > 0) failures.push(`${write.name} changed ${pair.read}: ${changed.join('; ')}`);
    }
    expect(failures).toEqual([]);
    console.info(`round-trip law: ${pairs} pairs, all hold`);
  });

  it('covers every PUT and PATCH of the document, and lists only operations that exist', () => {
    const uncovered = writes
      .filter((write) => !roundTripPairs[write.name] && !notRoundTripped[write.name])
      .map((write) => {
        const read = samePathRead(operations, write);
        return `${write.name}${read ? ` (pairs with ${read.name})` : ''}: add it to round-trip-pairs.ts`;
      });
    expect(uncovered).toEqual([]);
    const stale = [...Object.keys(roundTripPairs), ...Object.keys(notRoundTripped)].filter(
      (name) => !byName.has(name),
    );
    expect(stale).toEqual([]);
    const badReads = Object.values(roundTripPairs)
      .map((pair) => pair.read)
      .filter((name) => byName.get(name)?.method !== 'GET');
    expect(badReads).toEqual([]);
  });

  it('pairs every write that has a GET on its own path with that GET', () => {
    const mismatched = writes.flatMap((write) => {
      const read = samePathRead(operations, write);
      const pair = roundTripPairs[write.name];
      return read && pair && pair.read !== read.name ? [`${write.name} reads ${pair.read}`] : [];
    });
    expect(mismatched).toEqual([]);
  });
});
