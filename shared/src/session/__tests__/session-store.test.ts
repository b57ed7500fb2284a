import { act, renderHook } from '@testing-library/react';
import { ACCESS_TOKEN_KEY, getAccessToken, onSignOut, useIsSignedIn, useSession } from '../index';
import { nextPathFromSearch, safeNextPath, signInPathFor } from '../next-path';

afterEach(() => {
  useSession.getState().signOut();
  localStorage.clear();
});

describe('session store', () => {
  it('persists the token on sign-in and removes it on sign-out', () => {
    useSession.getState().signIn('token-1');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('token-1');
    expect(getAccessToken()).toBe('token-1');

    useSession.getState().signOut();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('tells sign-out listeners the reason, until they unsubscribe', () => {
    const reasons: string[] = [];
    const stop = onSignOut((reason) => reasons.push(reason));
    useSession.getState().signOut('unauthorized');
    useSession.getState().signOut();
    stop();
    useSession.getState().signOut();
    expect(reasons).toEqual(['unauthorized', 'sign-out']);
  });

  it('remembers why the session ended until the next sign-in', () => {
    useSession.getState().signIn('t');
    expect(useSession.getState().signOutReason).toBeNull();
    useSession.getState().signOut('unauthorized');
    expect(useSession.getState().signOutReason).toBe('unauthorized');
    useSession.getState().signIn('t2');
    expect(useSession.getState().signOutReason).toBeNull();
  });

  it('useIsSignedIn follows the token', () => {
    const { result } = renderHook(() => useIsSignedIn());
    expect(result.current).toBe(false);
    act(() => useSession.getState().signIn('t'));
    expect(result.current).toBe(true);
    act(() => useSession.getState().signOut());
    expect(result.current).toBe(false);
  });
});

describe('next path after sign-in', () => {
  it('accepts same-origin paths only', () => {
    expect(safeNextPath('/projects/1/leads?x=1')).toBe('/projects/1/leads?x=1');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });

  it('round-trips through the sign-in address', () => {
    expect(signInPathFor('/')).toBe('/sign-in');
    const path = signInPathFor('/team?tab=invites');
    expect(path).toBe('/sign-in?next=%2Fteam%3Ftab%3Dinvites');
    expect(nextPathFromSearch(path.slice(path.indexOf('?')))).toBe('/team?tab=invites');
  });
});
