import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../../../src/engine/sources/connector-error.js';
import { failureKind } from '../../../src/engine/sources/failure-kind.js';

// The kinds no connector's real failure reaches in failure-words.test.ts: settings that cannot work,
// and the HTTP answers between a refusal and an outage.

describe('the kind of a failed poll', () => {
  it.each([
    [new ConnectorError('config', 'Mastodon: add a hashtag or a keyword'), 'settings'],
    [new ConnectorError('http', 'The feed is gone (HTTP 410)', { status: 410 }), 'gone'],
    [new ConnectorError('http', 'Refused (HTTP 403)', { status: 403 }), 'refused'],
    [new ConnectorError('http', 'Bad request (HTTP 400)', { status: 400 }), 'other'],
    [new ConnectorError('http', 'Answered without a status'), 'other'],
    [new ConnectorError('blocked', 'http://10.0.0.1 is a private address'), 'blocked'],
  ])('%s -> %s', (error, kind) => {
    expect(failureKind(error)).toBe(kind);
  });
});
