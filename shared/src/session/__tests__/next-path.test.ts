import { nextPathFromSearch, safeNextPath, signInPathFor, pathWithNext } from '../next-path';

describe('safeNextPath', () => {
  it.each([
    ['/projects', '/projects'],
    ['/team?tab=invites#top', '/team?tab=invites#top'],
    ['/projects/../team', '/team'],
    ['/projects/p1/leads/', '/projects/p1/leads/'],
  ])('follows the path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['projects'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/team\\..\\..\\evil'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\u0000/evil.example'],
    ['/\u007f/evil.example'],
    ['/.//evil.example'],
    ['/a/..//evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
  ])('refuses %j and goes home', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('protects the sign-in address and ?next= alike', () => {
    expect(signInPathFor('/\t/evil.example')).toBe('/sign-in');
    expect(nextPathFromSearch(`?next=${encodeURIComponent('/\t/evil.example')}`)).toBe('/');
    expect(nextPathFromSearch(`?next=${encodeURIComponent('/.//evil.example')}`)).toBe('/');
  });

  it('carries a safe return path on another page, and drops an unsafe one', () => {
    expect(pathWithNext('/sign-up', '/invite?t=abc')).toBe('/sign-up?next=%2Finvite%3Ft%3Dabc');
    expect(pathWithNext('/sign-up', '/')).toBe('/sign-up');
    expect(pathWithNext('/sign-up', null)).toBe('/sign-up');
    expect(pathWithNext('/sign-in', '//evil.example')).toBe('/sign-in');
  });
});
