import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

const secret = { JWT_SECRET: 'a-secret-that-is-at-least-32-characters' };
const reddit = (env: Record<string, string>) => {
  const result = loadConfig({ ...secret, ...env }, 'server');
  return result.ok ? result.config.reddit : result.problems;
};

describe('REDDIT_* variables', () => {
  it('without an app: none, and a User-Agent in the format Reddit asks for', () => {
    expect(reddit({})).toEqual({ app: null, userAgent: 'web:signalboard:0.1.0' });
  });

  it('reads a script app (its account), a web app (a secret) and an installed app (a device id)', () => {
    expect(
      reddit({
        REDDIT_CLIENT_ID: 'id',
        REDDIT_CLIENT_SECRET: 'secret',
        REDDIT_USERNAME: 'signalboard_bot',
        REDDIT_PASSWORD: 'pw',
      }),
    ).toEqual({
      app: {
        clientId: 'id',
        clientSecret: 'secret',
        account: { username: 'signalboard_bot', password: 'pw' },
        deviceId: 'DO_NOT_TRACK_THIS_DEVICE',
      },
      userAgent: 'web:signalboard:0.1.0 (by /u/signalboard_bot)',
    });
    expect(reddit({ REDDIT_CLIENT_ID: 'id', REDDIT_CLIENT_SECRET: 'secret' })).toMatchObject({
      app: { clientSecret: 'secret', account: null },
    });
    expect(
      reddit({
        REDDIT_CLIENT_ID: 'id',
        REDDIT_DEVICE_ID: 'signalboard-device-0001',
        REDDIT_USER_AGENT: 'server:com.example.leads:1.2 (by /u/someone)',
      }),
    ).toEqual({
      app: { clientId: 'id', clientSecret: '', account: null, deviceId: 'signalboard-device-0001' },
      userAgent: 'server:com.example.leads:1.2 (by /u/someone)',
    });
  });

  it('names each variable that is missing or wrong, and never echoes a secret', () => {
    const problems = reddit({
      REDDIT_CLIENT_SECRET: 'hush',
      REDDIT_PASSWORD: 'hush-too',
      REDDIT_DEVICE_ID: 'short',
    });
    expect(problems).toEqual([
      'REDDIT_CLIENT_ID: is required when REDDIT_CLIENT_SECRET or REDDIT_PASSWORD is set',
      'REDDIT_USERNAME: is required when REDDIT_PASSWORD is set',
      'REDDIT_DEVICE_ID: must be 20 to 30 printable characters without spaces (got "short")',
    ]);
    expect(JSON.stringify(problems)).not.toMatch(/hush/);
  });
});
