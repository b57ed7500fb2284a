import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';

const secret = { JWT_SECRET: 'a-secret-that-is-at-least-32-characters' };
const slackApp = {
  SLACK_CLIENT_ID: '1111.2222',
  SLACK_CLIENT_SECRET: 'client-secret-value',
  SLACK_SIGNING_SECRET: 'signing-secret-value',
};

describe('Slack configuration', () => {
  it('is off without the SLACK_* variables, with Slack’s own endpoints by default', () => {
    const result = loadConfig(secret, 'server');
    expect(result.ok && result.config.slack).toBeNull();
    const on = loadConfig({ ...secret, ...slackApp }, 'server');
    expect(on.ok && on.config.slack).toEqual({
      clientId: '1111.2222',
      clientSecret: 'client-secret-value',
      signingSecret: 'signing-secret-value',
      apiBaseUrl: 'https://slack.com/api',
      authorizeUrl: 'https://slack.com/oauth/v2/authorize',
    });
  });

  it('wants all three credentials or none, and never echoes the secrets', () => {
    const result = loadConfig({ ...secret, SLACK_CLIENT_SECRET: 'client-secret-value' }, 'server');
    expect(result).toEqual({
      ok: false,
      problems: [
        'SLACK_CLIENT_ID: is required when any of SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET is set',
        'SLACK_SIGNING_SECRET: is required when any of SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET is set',
      ],
    });
    expect(JSON.stringify(result)).not.toContain('client-secret-value');
  });

  it('takes endpoints over https, or http on a loopback address only (a local fake Slack)', () => {
    const local = loadConfig(
      {
        ...secret,
        ...slackApp,
        SLACK_API_BASE_URL: 'http://127.0.0.1:4100/api/',
        SLACK_AUTHORIZE_URL: 'http://localhost:4100/oauth/v2/authorize',
      },
      'server',
    );
    expect(local.ok && local.config.slack).toMatchObject({
      apiBaseUrl: 'http://127.0.0.1:4100/api',
      authorizeUrl: 'http://localhost:4100/oauth/v2/authorize',
    });
    const remote = loadConfig(
      { ...secret, ...slackApp, SLACK_API_BASE_URL: 'http://slack.example.com/api' },
      'server',
    );
    expect(remote).toEqual({
      ok: false,
      problems: [
        'SLACK_API_BASE_URL: must start with https:// unless it is a loopback address (got "http://slack.example.com/api")',
      ],
    });
  });

  it('knows its own public address for the OAuth redirect: API_PUBLIC_URL, else HOST:PORT (embedded: APP_URL)', () => {
    const byDefault = loadConfig({ ...secret, PORT: '4000' }, 'server');
    expect(byDefault.ok && byDefault.config.apiPublicUrl).toBe('http://127.0.0.1:4000');
    const given = loadConfig({ ...secret, API_PUBLIC_URL: 'https://api.example.com/' }, 'server');
    expect(given.ok && given.config.apiPublicUrl).toBe('https://api.example.com');
    const embedded = loadConfig({ APP_URL: 'https://leads.example.com' }, 'embedded');
    expect(embedded.ok && embedded.config.apiPublicUrl).toBe('https://leads.example.com');
  });
});
