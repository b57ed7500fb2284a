import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { openDatabase } from '../src/db/open-database.js';
import { onFileEnd } from './support/file-hooks.js';
import { createTestDatabase, pgliteTemplateBlob } from './support/test-database.js';
import { waitFor } from './support/wait-for.js';

export const testPassword = 'correct horse battery';
export const appUrl = 'http://app.signalboard.test';

let database: Promise<Awaited<ReturnType<typeof createTestDatabase>>> | null = null;

/** The file's database environment (created on first use, dropped after the file). */
export async function databaseEnv(): Promise<Record<string, string>> {
  if (!database) {
    const created = createTestDatabase();
    database = created;
    // Registered before any app of the file, so it runs after they have closed (pools ended).
    onFileEnd(async () => {
      database = null;
      await (await created).drop();
    });
  }
  return (await database).env;
}

/**
 * The file's database opened on its own, without an app (the job queue's tests drive pg-boss on it);
 * closed after the file.
 */
export function withOpenDatabase(): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    const result = loadConfig(await databaseEnv(), 'embedded');
    if (!result.ok) throw new Error(result.problems.join('\n'));
    handle = await openDatabase(result.config.database);
  });
  afterAll(() => handle?.close());
  return () => {
    if (!handle) throw new Error('The test database is not open');
    return handle;
  };
}

export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  const result = loadConfig(
    {
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      APP_URL: appUrl,
      AUTH_RATE_LIMIT_MAX: '1000',
      // No poll ticks during a test file unless it asks: with the network off, a poll of a real platform
      // would only record an error on the source. Engine tests drive the tick themselves.
      POLL_TICK_SECONDS: '3600',
      // Tests read mail from the outbox table (outboxMailTo); a server without SMTP otherwise logs it.
      DEV_OUTBOX: '1',
      ...(await databaseEnv()),
      ...env,
    },
    'server',
  );
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const { database } = result.config;
  // A new in-memory PGlite starts from the run's migrated template instead of initdb and every migration.
  if (database.kind === 'pglite' && database.dataDir === 'memory://')
    return { ...result.config, database: { ...database, startFrom: await pgliteTemplateBlob() } };
  return result.config;
}

/** Builds a ready app (jobs worked in-process, as in embedded mode), closed after the file. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Partial<AppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: await testConfig(env), runWorkers: true, ...options });
  onFileEnd(() => app.close());
  await app.ready();
  return app;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function register(app: FastifyInstance, email = uniqueEmail(), password = testPassword) {
  const response = await app.inject({ method: 'POST', url: '/auth/register', payload: { email, password } });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string; email: string }>();
}

export function loginRequest(app: FastifyInstance, email: string, password = testPassword) {
  return app.inject({
    method: 'POST',
    url: '/auth/jwt/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
}

export async function login(app: FastifyInstance, email: string, password = testPassword): Promise<string> {
  const response = await loginRequest(app, email, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

/** A new registered user and their access token. */
export async function signUp(app: FastifyInstance, email = uniqueEmail()) {
  const user = await register(app, email);
  return { user, email, token: await login(app, email) };
}

export function injectWithLogin(
  app: FastifyInstance,
  token: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

/** A user who owns an organization, with their token. */
export async function signUpWithOrganization(app: FastifyInstance, organizationName = 'Acme') {
  const session = await signUp(app);
  const response = await injectWithLogin(app, session.token, {
    method: 'POST',
    url: '/api/v1/organization',
    payload: { name: organizationName },
  });
  if (response.statusCode !== 201)
    throw new Error(`organization failed: ${response.statusCode} ${response.body}`);
  return { ...session, organization: response.json<{ id: string }>() };
}

/** The newest outbox mail to `to` once there are `count` of them, waiting for the mail.send job to deliver. */
export function outboxMailTo(app: FastifyInstance, to: string, count = 1) {
  return waitFor(async () => {
    const mails = (await app.repositories.outbox.listNewestFirst()).filter(
      (mail) => mail.to.toLowerCase() === to.toLowerCase(),
    );
    return mails.length >= count ? mails[0] : null;
  }, `${count} mail(s) to ${to}`);
}

export function tokenFromLink(text: string, path: '/verify-user' | '/reset-password'): string {
  const match = new RegExp(`${appUrl.replace(/\./g, '\\.')}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}
