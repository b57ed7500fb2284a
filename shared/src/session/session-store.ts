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

export type SignOutReason = 'sign-out' | 'unauthorized';
type SignOutListener = (reason: SignOutReason) => void;
const signOutListeners = new Set<SignOutListener>();

export interface SessionState {
  accessToken: string | null;
  /**
   * Why the last session ended, until the next sign-in: 'sign-out' (the user chose to) or
   * 'unauthorized' (no token, or the API answered 401). Null while signed in or never signed in.
   */
  signOutReason: SignOutReason | null;
  /** Stores a new access token (login, Google callback, impersonation). */
  signIn: (accessToken: string) => void;
  /** Removes the token and tells listeners (the host clears the cache and navigates). */
  signOut: (reason?: SignOutReason) => void;
}

export const useSession = create<SessionState>()((set) => ({
  accessToken: readToken(),
  signOutReason: null,
  signIn: (accessToken) => {
    writeToken(accessToken);
    set({ accessToken, signOutReason: null });
  },
  signOut: (reason = 'sign-out') => {
    writeToken(null);
    set({ accessToken: null, signOutReason: reason });
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
