import { describe, expect, it } from 'vitest';
import { networkReason, unreachable } from '../../src/net/network-reason.js';

const codes = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
];

describe('networkReason', () => {
  it('says what went wrong, never "could not be reached" again after "X could not be reached:"', () => {
    for (const code of codes) {
      const reason = networkReason({ code });
      if (reason !== unreachable) expect(reason, code).not.toMatch(/could not be reached/);
    }
    expect(networkReason({ code: 'ETIMEDOUT' })).toBe('the connection timed out');
    expect(networkReason({ code: 'ENOTFOUND' })).toMatch(/no internet connection/);
    expect(networkReason({})).toBe(unreachable);
  });
});
