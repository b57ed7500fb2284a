// The session: the access token, kept in localStorage so a reload stays signed in. Defined here,
// once, so the host and every remote read the same store (shared as a Module Federation singleton).
import { create } from 'zustand';

export const ACCESS_TOKEN_KEY = 'access_token';

function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    return null; // storage can be blocked (privacy mode); the session then lives in memory only
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(ACCESS_TOKEN_KEY, token);
    else globalThis.localStorage?.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    /* see readToken */
  }
}

type SignOutListener = (reason: 'sign-out' | 'unauthorized') => void;
const signOutListeners = new Set<SignOutListener>();

export interface SessionState {
  accessToken: string | null;
  /** Stores a new access token (login, Google callback, impersonation). */
  signIn: (accessToken: string) => void;
  /** Removes the token and tells listeners (the host clears the cache and navigates). */
  signOut: (reason?: 'sign-out' | 'unauthorized') => void;
}

export const useSession = create<SessionState>()((set) => ({
  accessToken: readToken(),
  signIn: (accessToken) => {
    writeToken(accessToken);
    set({ accessToken });
  },
  signOut: (reason = 'sign-out') => {
    writeToken(null);
    set({ accessToken: null });
    for (const listener of signOutListeners) listener(reason);
  },
}));

/** Subscribes to sign-outs; returns the unsubscribe function. */
export function onSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

export function getAccessToken(): string | null {
  return useSession.getState().accessToken;
}
