import { safeNextPath } from '../safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/projects', '/projects'],
    ['/team?tab=invites#top', '/team?tab=invites#top'],
    ['/projects/../team', '/team'],
  ])('follows the path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['projects'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
  ])('refuses %j and goes home', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});
