import { platformName } from '../platform-names';

// That these are the API catalogue's names is checked in api/test/data-sources/platform-names.test.ts.
describe('platform names', () => {
  it('reads as people write them, and an unknown id as itself', () => {
    expect(platformName('hackernews')).toBe('Hacker News');
    expect(platformName('stackexchange')).toBe('Stack Exchange');
    expect(platformName('devto')).toBe('Dev.to');
    expect(platformName('github')).toBe('GitHub');
    expect(platformName('sample')).toBe('Sample feed');
    expect(platformName('threads')).toBe('threads');
  });
});
