// A wizard draft kept per project in sessionStorage, so a reload between steps keeps it, and wiped on
// sign-out so another person signing in on this tab never sees it. Storage is user-editable: `read`
// gets the parsed JSON and returns null unless it still has the expected shape.
import { onSignOut } from '@signalboard/shared/session';

export interface ProjectSessionStore<T> {
  read: (projectId: string) => T | null;
  /** Best effort: a full or disabled storage only means the draft is not kept. */
  store: (projectId: string, value: T) => void;
}

export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function projectSessionStore<T>(
  prefix: string,
  read: (value: unknown) => T | null,
): ProjectSessionStore<T> {
  onSignOut(() => {
    try {
      for (const key of Object.keys(sessionStorage))
        if (key.startsWith(prefix)) sessionStorage.removeItem(key);
    } catch {
      /* storage disabled */
    }
  });
  return {
    read: (projectId) => {
      try {
        const text = sessionStorage.getItem(prefix + projectId);
        return text ? read(JSON.parse(text)) : null;
      } catch {
        return null; // not JSON, or storage disabled
      }
    },
    store: (projectId, value) => {
      try {
        sessionStorage.setItem(prefix + projectId, JSON.stringify(value));
      } catch {
        /* storage full or disabled */
      }
    },
  };
}
