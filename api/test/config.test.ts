import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { packageRoot, repoRoot } from '../src/paths.js';

const secret = { JWT_SECRET: 'a-secret-that-is-at-least-32-characters' };

describe('loadConfig', () => {
  it('has working defaults: PGlite in <repo>/.data/pglite, outbox mail, no Google', () => {
    const result = loadConfig(secret, 'server');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      appUrl: 'http://127.0.0.1:3000',
      database: { kind: 'pglite', dataDir: path.join(repoRoot, '.data', 'pglite') },
      authRateLimitMax: 10,
      smtpUrl: null,
      mailFrom: 'Signalboard <no-reply@signalboard.local>',
      google: null,
      corsOrigins: [],
      staticRoot: repoRoot,
    });
  });

  it('keeps mail in the readable outbox only in embedded mode on loopback, or with DEV_OUTBOX=1', () => {
    const outbox = (mode: 'server' | 'embedded' | 'worker', env: Record<string, string>) => {
      const result = loadConfig({ ...secret, DATABASE_URL: 'postgres://u@db:5432/app', ...env }, mode);
      if (!result.ok) throw new Error(result.problems.join('\n'));
      return result.config.mailOutbox;
    };
    expect(outbox('embedded', {})).toBe(true);
    expect(outbox('embedded', { HOST: 'localhost' })).toBe(true);
    expect(outbox('embedded', { HOST: '::1' })).toBe(true);
    expect(outbox('embedded', { HOST: '0.0.0.0' })).toBe(false);
    expect(outbox('embedded', { HOST: '192.168.1.20' })).toBe(false);
    expect(outbox('server', {})).toBe(false);
    expect(outbox('server', { HOST: '0.0.0.0' })).toBe(false);
    expect(outbox('worker', {})).toBe(false);
    expect(outbox('server', { HOST: '0.0.0.0', DEV_OUTBOX: '1' })).toBe(true);
    expect(outbox('worker', { DEV_OUTBOX: '1' })).toBe(true);
    // SMTP wins over everything.
    expect(outbox('embedded', { SMTP_URL: 'smtp://mail:25' })).toBe(false);
    expect(outbox('server', { SMTP_URL: 'smtp://mail:25', DEV_OUTBOX: '1' })).toBe(false);
  });

  it('refuses DEV_OUTBOX under NODE_ENV=production, and any value but 1', () => {
    expect(loadConfig({ ...secret, DEV_OUTBOX: '1', NODE_ENV: 'production' }, 'server')).toEqual({
      ok: false,
      problems: [
        'DEV_OUTBOX: must not be set when NODE_ENV=production: /dev/outbox shows every user\'s mail and its sign-in links (got "1")',
      ],
    });
    expect(loadConfig({ ...secret, DEV_OUTBOX: 'yes' }, 'server')).toEqual({
      ok: false,
      problems: ['DEV_OUTBOX: must be 1 or unset (got "yes")'],
    });
  });

  it('reads PostgreSQL, Google endpoints, CORS origins and admins', () => {
    const result = loadConfig(
      {
        ...secret,
        DATABASE_URL: 'postgres://u@db:5432/app',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'shh',
        CORS_ORIGINS: 'https://a.example, http://localhost:8080',
        ADMIN_EMAILS: 'Ops@Example.com,',
        APP_URL: 'https://app.example/',
      },
      'server',
    );
    expect(result.ok && result.config).toMatchObject({
      database: { kind: 'postgres', url: 'postgres://u@db:5432/app', poolSize: 10 },
      google: {
        clientId: 'id',
        clientSecret: 'shh',
        authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      },
      corsOrigins: ['https://a.example', 'http://localhost:8080'],
      adminEmails: ['ops@example.com'],
      appUrl: 'https://app.example',
    });
  });

  it('gives one line per bad variable, naming it (and never echoing secrets)', () => {
    const result = loadConfig(
      {
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        DATABASE_POOL_SIZE: '0',
        JWT_SECRET: 'short',
        CORS_ORIGINS: 'https://ok.example,https://bad.example/path',
        AUTH_RATE_LIMIT_MAX: '0',
        SMTP_URL: 'http://mail',
        GOOGLE_CLIENT_ID: 'only-the-id',
        LOG_LEVEL: 'loud',
      },
      'server',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'PORT: must be a whole number from 0 to 65535 (got "eighty")',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
      'DATABASE_POOL_SIZE: must be a whole number from 1 to 500 (got "0")',
      'JWT_SECRET: must be at least 32 characters long',
      'CORS_ORIGINS: "https://bad.example/path" is not an origin like https://app.example.com (no path, no trailing slash)',
      'SMTP_URL: must be a URL starting with smtp:// or smtps://',
      'GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set',
      'AUTH_RATE_LIMIT_MAX: must be a whole number from 1 to 1000000 (got "0")',
    ]);
  });

  it('requires JWT_SECRET for the API but not in embedded mode, and DATABASE_URL for the worker', () => {
    expect(loadConfig({}, 'server')).toEqual({
      ok: false,
      problems: ['JWT_SECRET: is required to sign access tokens'],
    });
    expect(loadConfig({}, 'embedded').ok).toBe(true);
    const worker = loadConfig({}, 'worker');
    expect(worker.ok === false && worker.problems[0]).toMatch(/^DATABASE_URL: is required by the worker/);
    expect(worker.ok === false && worker.problems).toContain(
      "JWT_SECRET: is required by the worker too (or SECRETS_KEY), the same as the API's",
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', SECRETS_KEY: 'k'.repeat(32) }, 'worker').ok).toBe(
      true,
    );
  });

  it('has no AI assistant, no fetch allow-list and 30 brainstorms a minute by default', () => {
    const result = loadConfig(secret, 'server');
    expect(result.ok && result.config).toMatchObject({
      llm: null,
      websiteFetchAllowOrigins: [],
      brainstormRateLimitMax: 30,
    });
  });

  it('reads the AI assistant from all three LLM_* variables', () => {
    const result = loadConfig(
      {
        ...secret,
        LLM_BASE_URL: 'https://api.openai.com/v1/',
        LLM_API_KEY: 'sk-live-key',
        LLM_MODEL: 'gpt-4o-mini',
        BRAINSTORM_RATE_LIMIT_MAX: '5',
      },
      'server',
    );
    expect(result.ok && result.config).toMatchObject({
      llm: { baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-live-key', model: 'gpt-4o-mini' },
      brainstormRateLimitMax: 5,
    });
  });

  it('wants all three LLM_* variables or none, an http(s) base URL, and never echoes the key', () => {
    const partial = loadConfig({ ...secret, LLM_API_KEY: 'sk-secret-value' }, 'server');
    expect(partial).toEqual({
      ok: false,
      problems: [
        'LLM_BASE_URL: is required when any of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL is set',
        'LLM_MODEL: is required when any of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL is set',
      ],
    });
    const badUrl = loadConfig(
      { ...secret, LLM_BASE_URL: 'ftp://llm.example', LLM_API_KEY: 'sk-secret-value', LLM_MODEL: 'm' },
      'server',
    );
    expect(badUrl.ok === false && badUrl.problems).toEqual([
      'LLM_BASE_URL: must be a URL starting with http:// or https:// (got "ftp://llm.example")',
    ]);
    expect(JSON.stringify([partial, badUrl])).not.toContain('sk-secret-value');
  });

  it('reads the test-only website allow-list, which takes http(s) origins only', () => {
    const ok = loadConfig(
      { ...secret, UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS: 'http://127.0.0.1:4567, https://localhost' },
      'server',
    );
    expect(ok.ok && ok.config.websiteFetchAllowOrigins).toEqual([
      'http://127.0.0.1:4567',
      'https://localhost',
    ]);
    const bad = loadConfig(
      {
        ...secret,
        UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS: 'file:///etc,http://127.0.0.1:4567/path,127.0.0.1,gopher://x',
      },
      'server',
    );
    const problem = (origin: string) =>
      `UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS: "${origin}" is not an http(s) origin like http://127.0.0.1:4567 (no path, no trailing slash)`;
    expect(bad.ok === false && bad.problems).toEqual([
      problem('file:///etc'),
      problem('http://127.0.0.1:4567/path'),
      problem('127.0.0.1'),
      problem('gopher://x'),
    ]);
  });
});

describe('an entry point started with a bad environment', () => {
  it('prints one line per bad variable, no stack trace, and exits 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: packageRoot,
      env: { PATH: process.env.PATH ?? '', PORT: '99999', JWT_SECRET: 'short' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "99999")',
      'Invalid environment variable JWT_SECRET: must be at least 32 characters long',
      'Signalboard server did not start: fix the variable(s) above.',
    ]);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses to start with DEV_OUTBOX=1 under NODE_ENV=production', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: packageRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DEV_OUTBOX: '1',
        JWT_SECRET: 'a-secret-that-is-at-least-32-characters',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Invalid environment variable DEV_OUTBOX: must not be set when NODE_ENV=production',
    );
  });
});
