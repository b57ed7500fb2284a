import path from 'node:path';
import { defaultEndpoints, type PlatformEndpoints, type RedditSettings } from './engine/sources/connector.js';
import { readCrmConfig } from './crm/crm-config.js';
import type { CrmProviderConfig, CrmProviderId } from './crm/crm-types.js';
import { readRedditSettings } from './reddit-config.js';
import { isLocalLlmHost } from './llm/local-server.js';
import { repoRoot } from './paths.js';

export type RunMode = 'server' | 'worker' | 'embedded';

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      /** Connections this process keeps at most (DATABASE_POOL_SIZE; 10 when left out). */
      poolSize?: number;
    }
  | {
      kind: 'pglite';
      dataDir: string;
      /**
       * An in-memory database starts as a copy of this dumped data directory (`PGlite.dumpDataDir`) instead
       * of running initdb: the test suite migrates one template per run and starts every app from it. Never
       * read from the environment; ignored for a data folder on disk.
       */
      startFrom?: Blob;
    };

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** The Slack app alerts are posted with (OAuth v2 bot token per project). */
export interface SlackConfig {
  clientId: string;
  clientSecret: string;
  /** Verifies Slack's interactivity requests (buttons on lead messages). */
  signingSecret: string;
  /** The Web API, e.g. https://slack.com/api; tests point it at a local fake. */
  apiBaseUrl: string;
  /** Where the browser is sent to approve the app. */
  authorizeUrl: string;
}

/** An OpenAI-compatible chat-completions endpoint (any provider speaking that wire format). */
export interface LlmConfig {
  /**
   * e.g. https://api.openai.com/v1 or a local server's http://localhost:11434/v1; requests go to
   * `${baseUrl}/chat/completions`.
   */
  baseUrl: string;
  /** Null only for a local server (Ollama ignores keys): no Authorization header is sent. */
  apiKey: string | null;
  model: string;
}

export interface Config {
  mode: RunMode;
  host: string;
  port: number;
  appUrl: string;
  /**
   * The API's own public address (API_PUBLIC_URL, default http://HOST:PORT; embedded: APP_URL), for
   * redirects that come back to the API itself (the Slack OAuth callback).
   */
  apiPublicUrl: string;
  logLevel: string;
  /** Where embedded mode keeps PGlite and its generated secret; "memory://" keeps nothing on disk. */
  dataDir: string;
  database: DatabaseConfig;
  /** Null only in embedded mode before the persisted secret is read (see embedded/jwt-secret.ts). */
  jwtSecret: string | null;
  /**
   * SECRETS_KEY: what third-party secrets kept in the database (Slack tokens, webhook signing secrets)
   * are sealed with (crypto/secret-box.ts). Null means the JWT secret is used.
   */
  secretsKey: string | null;
  jwtLifetimeSeconds: number;
  corsOrigins: string[];
  authRateLimitMax: number;
  rateLimitMax: number;
  /** Requests per minute per API key (API_KEY_RATE_LIMIT), counted in the database for every replica. */
  apiKeyRateLimit: number;
  adminEmails: string[];
  smtpUrl: string | null;
  /**
   * Without SMTP, whether mail is kept in the outbox table and shown at /dev/outbox (every user's mail,
   * sign-in links included, to anyone who can reach the server). Only in embedded mode on a loopback
   * address, or with DEV_OUTBOX=1 (refused under NODE_ENV=production); otherwise mail is written to the log.
   */
  mailOutbox: boolean;
  mailFrom: string;
  google: GoogleConfig | null;
  staticRoot: string;
  analyticsKey: string;
  analyticsHost: string;
  /**
   * Null when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are not set: brainstorming, lead judging and smart
   * columns are then local only.
   */
  llm: LlmConfig | null;
  /** Null when SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET are not set. */
  slack: SlackConfig | null;
  /** Per CRM: its endpoints and the operator's OAuth app (null: connect by pasted token only). */
  crm: Record<CrmProviderId, CrmProviderConfig>;
  /**
   * TESTS ONLY: origins (scheme://host:port) the website reader may fetch even though they resolve to
   * private or loopback addresses. Empty in every real deployment.
   */
  websiteFetchAllowOrigins: string[];
  /** Requests per minute per IP to the brainstorm routes (each may fetch a website and call the LLM). */
  brainstormRateLimitMax: number;
  /** How often processes that run workers look for data sources due a poll. */
  pollTickSeconds: number;
  /** Seconds between two polls of a source (a source's own shorter interval wins, e.g. the demo feed). */
  defaultPollIntervalSeconds: number;
  /** Base URL of every platform API; tests point them at a local replay server (PLATFORM_BASE_URL_*). */
  platformEndpoints: PlatformEndpoints;
  /** The Reddit API app (REDDIT_CLIENT_ID...) and the User-Agent sent to Reddit (see reddit-config.ts). */
  reddit: RedditSettings;
  /**
   * Worker threads that compute sentence embeddings for the lead engine (EMBEDDING_THREADS, default 1;
   * 0 scores with rule features only). Each loads the encoder on first use (~400 MB).
   */
  embeddingThreads: number;
}

/** PLATFORM_BASE_URL_<NAME> for each platform endpoint, e.g. PLATFORM_BASE_URL_REDDIT_OAUTH. */
export const platformEndpointVariables: Record<keyof PlatformEndpoints, string> = {
  hackernews: 'PLATFORM_BASE_URL_HACKERNEWS',
  reddit: 'PLATFORM_BASE_URL_REDDIT',
  redditOauth: 'PLATFORM_BASE_URL_REDDIT_OAUTH',
  stackexchange: 'PLATFORM_BASE_URL_STACKEXCHANGE',
  github: 'PLATFORM_BASE_URL_GITHUB',
  bluesky: 'PLATFORM_BASE_URL_BLUESKY',
  lobsters: 'PLATFORM_BASE_URL_LOBSTERS',
  devto: 'PLATFORM_BASE_URL_DEVTO',
  x: 'PLATFORM_BASE_URL_X',
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

type Env = Record<string, string | undefined>;

const MEMORY = 'memory://';

/** Reads and validates the environment; every bad variable gives one problem line naming it. */
export function loadConfig(env: Env, mode: RunMode): ConfigResult {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  // Values of variables that may hold credentials are never echoed (they would end up in logs).
  const secretNames = new Set([
    'JWT_SECRET',
    'DATABASE_URL',
    'SMTP_URL',
    'GOOGLE_CLIENT_SECRET',
    'LLM_API_KEY',
    'SECRETS_KEY',
    'SLACK_CLIENT_SECRET',
    'SLACK_SIGNING_SECRET',
    'REDDIT_CLIENT_SECRET',
    'REDDIT_PASSWORD',
  ]);
  const fail = (name: string, message: string) =>
    problems.push(
      secretNames.has(name) ? `${name}: ${message}` : `${name}: ${message} (got "${env[name] ?? ''}")`,
    );

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      fail(name, `must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback: string | undefined, protocols: string[]): string | undefined => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    try {
      const parsed = new URL(raw);
      if (protocols.includes(parsed.protocol)) return raw;
    } catch {
      // reported below
    }
    fail(name, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    return fallback;
  };

  const host = read('HOST') ?? '127.0.0.1';
  const port = integer('PORT', 3000, 0, 65535);
  const appUrl = (url('APP_URL', `http://${host}:${port}`, ['http:', 'https:']) ?? '').replace(/\/+$/, '');

  const apiPublicUrl = (
    url('API_PUBLIC_URL', mode === 'embedded' ? appUrl : `http://${host}:${port}`, ['http:', 'https:']) ?? ''
  ).replace(/\/+$/, '');

  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    fail('LOG_LEVEL', 'must be one of fatal, error, warn, info, debug, trace, silent');
  }

  const rawDataDir = read('DATA_DIR');
  const dataDir = rawDataDir === MEMORY ? MEMORY : path.resolve(rawDataDir ?? path.join(repoRoot, '.data'));
  const databaseUrl = url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']);
  if (mode === 'worker' && !databaseUrl && !problems.some((p) => p.startsWith('DATABASE_URL'))) {
    problems.push(
      'DATABASE_URL: is required by the worker (PGlite serves one process; without PostgreSQL the API and embedded mode work jobs in-process)',
    );
  }
  // Each API replica and worker opens up to this many; their sum must stay under the server's
  // max_connections. Twenty measured no faster than ten under bench:load's fifty clients on two cores.
  const poolSize = integer('DATABASE_POOL_SIZE', 10, 1, 500);
  const database: DatabaseConfig = databaseUrl
    ? { kind: 'postgres', url: databaseUrl, poolSize }
    : { kind: 'pglite', dataDir: dataDir === MEMORY ? MEMORY : path.join(dataDir, 'pglite') };

  const jwtSecret = read('JWT_SECRET') ?? null;
  if (jwtSecret === null && mode === 'server') fail('JWT_SECRET', 'is required to sign access tokens');
  if (jwtSecret !== null && jwtSecret.length < 32) fail('JWT_SECRET', 'must be at least 32 characters long');

  const secretsKey = read('SECRETS_KEY') ?? null;
  if (secretsKey !== null && secretsKey.length < 32)
    fail('SECRETS_KEY', 'must be at least 32 characters long');
  // The worker opens the Slack tokens and webhook secrets the API sealed, and signs unsubscribe links: it
  // needs the same key material as the API, and fails at start rather than at the first alert.
  if (mode === 'worker' && jwtSecret === null && secretsKey === null)
    fail('JWT_SECRET', "is required by the worker too (or SECRETS_KEY), the same as the API's");

  const corsOrigins = (read('CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    let valid = false;
    try {
      valid = new URL(origin).origin === origin;
    } catch {
      valid = false;
    }
    if (!valid) {
      problems.push(
        `CORS_ORIGINS: "${origin}" is not an origin like https://app.example.com (no path, no trailing slash)`,
      );
    }
  }

  const adminEmails = (read('ADMIN_EMAILS') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) problems.push(`ADMIN_EMAILS: "${email}" is not an e-mail address`);
  }

  const smtpUrl = url('SMTP_URL', undefined, ['smtp:', 'smtps:']) ?? null;
  const devOutbox = read('DEV_OUTBOX');
  if (devOutbox !== undefined && devOutbox !== '1') fail('DEV_OUTBOX', 'must be 1 or unset');
  if (devOutbox === '1' && env.NODE_ENV === 'production')
    fail(
      'DEV_OUTBOX',
      "must not be set when NODE_ENV=production: /dev/outbox shows every user's mail and its sign-in links",
    );
  // Loopback only: the page is unauthenticated, so it is safe only where nobody else can reach it.
  const mailOutbox = smtpUrl === null && (devOutbox === '1' || (mode === 'embedded' && isLoopbackHost(host)));
  const mailFrom = read('MAIL_FROM') ?? 'Signalboard <no-reply@signalboard.local>';
  if (!/@/.test(mailFrom))
    fail('MAIL_FROM', 'must contain an e-mail address, e.g. "Signalboard <no-reply@example.com>"');

  const clientId = read('GOOGLE_CLIENT_ID');
  const clientSecret = read('GOOGLE_CLIENT_SECRET');
  if (clientId && !clientSecret)
    problems.push('GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set');
  if (clientSecret && !clientId)
    problems.push('GOOGLE_CLIENT_ID: is required when GOOGLE_CLIENT_SECRET is set');
  const https = ['http:', 'https:'];
  const authUrl = url('GOOGLE_AUTH_URL', 'https://accounts.google.com/o/oauth2/v2/auth', https) ?? '';
  const tokenUrl = url('GOOGLE_TOKEN_URL', 'https://oauth2.googleapis.com/token', https) ?? '';
  const userinfoUrl =
    url('GOOGLE_USERINFO_URL', 'https://openidconnect.googleapis.com/v1/userinfo', https) ?? '';
  const google = clientId && clientSecret ? { clientId, clientSecret, authUrl, tokenUrl, userinfoUrl } : null;

  const analyticsHost = url('ANALYTICS_HOST', 'https://us.i.posthog.com', https) ?? '';

  const llm = readLlmConfig(read, problems);
  const slack = readSlackConfig(read, problems, url);
  const crm = readCrmConfig(read, problems, isLoopbackHost);

  const websiteFetchAllowOrigins = (read('UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of websiteFetchAllowOrigins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || !https.includes(parsed.protocol) || parsed.origin !== origin)
      problems.push(
        `UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS: "${origin}" is not an http(s) origin like http://127.0.0.1:4567 (no path, no trailing slash)`,
      );
  }

  const platformEndpoints = { ...defaultEndpoints };
  for (const [key, name] of Object.entries(platformEndpointVariables) as [keyof PlatformEndpoints, string][])
    platformEndpoints[key] = (url(name, defaultEndpoints[key], https) ?? defaultEndpoints[key]).replace(
      /\/+$/,
      '',
    );
  // Polling a platform more often than every 30 s is rude and gets sources banned; tests poll every second.
  const minPollInterval = env.NODE_ENV === 'test' ? 1 : 30;

  const config: Config = {
    mode,
    host,
    port,
    appUrl,
    apiPublicUrl,
    logLevel,
    dataDir,
    database,
    jwtSecret,
    secretsKey,
    jwtLifetimeSeconds: integer('JWT_LIFETIME_SECONDS', 86_400, 60, 31_536_000),
    corsOrigins,
    authRateLimitMax: integer('AUTH_RATE_LIMIT_MAX', 10, 1, 1_000_000),
    rateLimitMax: integer('RATE_LIMIT_MAX', 1000, 1, 1_000_000),
    apiKeyRateLimit: integer('API_KEY_RATE_LIMIT', 600, 1, 1_000_000),
    adminEmails,
    smtpUrl,
    mailOutbox,
    mailFrom,
    google,
    staticRoot: path.resolve(read('STATIC_ROOT') ?? repoRoot),
    analyticsKey: read('ANALYTICS_KEY') ?? '',
    analyticsHost,
    llm,
    slack,
    crm,
    websiteFetchAllowOrigins,
    brainstormRateLimitMax: integer('BRAINSTORM_RATE_LIMIT_MAX', 30, 1, 1_000_000),
    pollTickSeconds: integer('POLL_TICK_SECONDS', 15, 1, 3600),
    defaultPollIntervalSeconds: integer('DEFAULT_POLL_INTERVAL_SECONDS', 300, minPollInterval, 86_400),
    platformEndpoints,
    reddit: readRedditSettings(read, problems),
    embeddingThreads: integer('EMBEDDING_THREADS', 1, 0, 16),
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

const llmVariables = 'LLM_BASE_URL, LLM_API_KEY, LLM_MODEL';

/**
 * LLM_BASE_URL, LLM_API_KEY and LLM_MODEL: all three or none, except that a local server (loopback or
 * private host, see llm/local-server.ts) needs no key. The base URL is https, or http on a local server
 * only, so a key never crosses the internet in clear text.
 */
function readLlmConfig(read: (name: string) => string | undefined, problems: string[]): LlmConfig | null {
  const given = {
    LLM_BASE_URL: read('LLM_BASE_URL'),
    LLM_API_KEY: read('LLM_API_KEY'),
    LLM_MODEL: read('LLM_MODEL'),
  };
  if (Object.values(given).every((value) => value === undefined)) return null;
  const problemsBefore = problems.length;
  let base: URL | null = null;
  if (given.LLM_BASE_URL !== undefined) {
    try {
      base = new URL(given.LLM_BASE_URL);
    } catch {
      base = null;
    }
    if (!base || !['http:', 'https:'].includes(base.protocol)) {
      problems.push(
        `LLM_BASE_URL: must be a URL starting with http:// or https:// (got "${given.LLM_BASE_URL}")`,
      );
      base = null;
    }
  }
  const local = base !== null && isLocalLlmHost(base.hostname);
  if (base && base.protocol === 'http:' && !local)
    problems.push(
      `LLM_BASE_URL: must start with https:// unless it is a local server (localhost, a loopback or private address, a single-label or .internal name) (got "${given.LLM_BASE_URL}")`,
    );
  if (given.LLM_BASE_URL === undefined)
    problems.push(`LLM_BASE_URL: is required when any of ${llmVariables} is set`);
  if (given.LLM_MODEL === undefined)
    problems.push(`LLM_MODEL: is required when any of ${llmVariables} is set`);
  if (given.LLM_API_KEY === undefined && base && !local)
    problems.push('LLM_API_KEY: is required unless LLM_BASE_URL is a local server');
  if (problems.length > problemsBefore || !base || given.LLM_MODEL === undefined) return null;
  return {
    baseUrl: given.LLM_BASE_URL!.replace(/\/+$/, ''),
    apiKey: given.LLM_API_KEY ?? null,
    model: given.LLM_MODEL,
  };
}

const slackVariables = 'SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET';

/**
 * SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET: all three or none. SLACK_API_BASE_URL and
 * SLACK_AUTHORIZE_URL default to Slack's own; they are https, or http on a loopback address only (a
 * local fake Slack in tests), so the bot token never crosses a network in clear text.
 */
function readSlackConfig(
  read: (name: string) => string | undefined,
  problems: string[],
  url: (name: string, fallback: string | undefined, protocols: string[]) => string | undefined,
): SlackConfig | null {
  const endpoint = (name: string, fallback: string): string => {
    const value = (url(name, fallback, ['http:', 'https:']) ?? fallback).replace(/\/+$/, '');
    const parsed = new URL(value);
    if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname)) {
      problems.push(`${name}: must start with https:// unless it is a loopback address (got "${value}")`);
      return fallback;
    }
    return value;
  };
  const apiBaseUrl = endpoint('SLACK_API_BASE_URL', 'https://slack.com/api');
  const authorizeUrl = endpoint('SLACK_AUTHORIZE_URL', 'https://slack.com/oauth/v2/authorize');
  const given = {
    SLACK_CLIENT_ID: read('SLACK_CLIENT_ID'),
    SLACK_CLIENT_SECRET: read('SLACK_CLIENT_SECRET'),
    SLACK_SIGNING_SECRET: read('SLACK_SIGNING_SECRET'),
  };
  const missing = Object.entries(given).filter(([, value]) => value === undefined);
  if (missing.length === 3) return null;
  for (const [name] of missing) problems.push(`${name}: is required when any of ${slackVariables} is set`);
  if (missing.length > 0) return null;
  return {
    clientId: given.SLACK_CLIENT_ID!,
    clientSecret: given.SLACK_CLIENT_SECRET!,
    signingSecret: given.SLACK_SIGNING_SECRET!,
    apiBaseUrl,
    authorizeUrl,
  };
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Entry points call this: one line per bad variable on stderr, then exit 1 (no stack trace). */
export function readConfigOrExit(mode: RunMode, env: Env = process.env): Config {
  const result = loadConfig(env, mode);
  if (result.ok) return result.config;
  for (const problem of result.problems) process.stderr.write(`Invalid environment variable ${problem}\n`);
  process.stderr.write(`Signalboard ${mode} did not start: fix the variable(s) above.\n`);
  process.exit(1);
}
