// A team with the lead list open asks for the same first page again and again: every member's screen
// after each live update, each reload, each return to the list. The page depends only on the project's
// data and the filter (read, starred and statuses are the team's, not a person's), so a page the API has
// written stays right until the project's lead list version moves (project_list_versions, kept by
// triggers in the same transaction as each change). The version comes with the access check's statement,
// so a page served from here costs that one statement. Each API process keeps its own pages; all of them
// read the same versions, so replicas never disagree for longer than a request. The overview strip is
// kept the same way (it too shows only what moves the version).
//
// After a change every open screen asks again at once: `write` lets one request write a page while the
// others asking for the same page at the same version wait for it, instead of all writing it.

interface Entry {
  projectId: string;
  text: string;
}

interface ProjectPages {
  version: number;
  keys: Set<string>;
}

/** What a page is written for: a list filter, or the overview's range and day (any JSON value). */
type PageKey = object;

export interface ListPageCache {
  /** The page written for `key` at `version` of the project's list, if kept. */
  get(projectId: string, version: number, key: PageKey): string | undefined;
  /** Keeps `text`, the page written for `key` from data at `version` or newer. */
  set(projectId: string, version: number, key: PageKey, text: string): void;
  /**
   * The kept page, or the one being written for the same key and version, or the one `write` writes
   * now (kept afterwards).
   */
  write(projectId: string, version: number, key: PageKey, write: () => Promise<string>): Promise<string>;
  stats(): { hits: number; misses: number; pages: number; characters: number; shared: number };
}

/**
 * Pages kept up to `maxCharacters` in all (the least recently used go first); a project's pages of an
 * older version go as soon as a newer version is seen.
 */
export function listPageCache({ maxCharacters = 16_000_000 } = {}): ListPageCache {
  const entries = new Map<string, Entry>(); // in use order, oldest first
  const projects = new Map<string, ProjectPages>();
  let characters = 0;
  let hits = 0;
  let misses = 0;
  let shared = 0;
  // Pages being written, by key and version: a failed write is not shared past its own callers.
  const writing = new Map<string, Promise<string>>();

  const keyOf = (projectId: string, key: PageKey) => `${projectId} ${JSON.stringify(key)}`;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    characters -= entry.text.length;
    const pages = projects.get(entry.projectId);
    pages?.keys.delete(key);
    if (pages?.keys.size === 0) projects.delete(entry.projectId);
  }

  /** The project's pages if they are of `version`; older ones are dropped. */
  function pagesAt(projectId: string, version: number): ProjectPages | null {
    const pages = projects.get(projectId);
    if (!pages || pages.version > version) return null;
    if (pages.version < version) {
      for (const key of [...pages.keys]) drop(key);
      return null;
    }
    return pages;
  }

  const cache: ListPageCache = {
    get(projectId, version, filter) {
      const key = keyOf(projectId, filter);
      const entry = pagesAt(projectId, version) ? entries.get(key) : undefined;
      if (!entry) {
        misses += 1;
        return undefined;
      }
      hits += 1;
      entries.delete(key);
      entries.set(key, entry);
      return entry.text;
    },

    set(projectId, version, filter, text) {
      if (text.length > maxCharacters) return;
      const current = projects.get(projectId);
      // A page from a request that read an older version than one already seen is not kept.
      if (current && current.version > version) return;
      const pages = pagesAt(projectId, version) ?? { version, keys: new Set<string>() };
      const key = keyOf(projectId, filter);
      drop(key);
      entries.set(key, { projectId, text });
      pages.keys.add(key);
      projects.set(projectId, pages); // again: dropping the key's old page may have removed an empty entry
      characters += text.length;
      for (const oldest of entries.keys()) {
        if (characters <= maxCharacters) break;
        drop(oldest);
      }
    },

    async write(projectId, version, key, write) {
      const kept = cache.get(projectId, version, key);
      if (kept !== undefined) return kept;
      const inFlight = `${version} ${keyOf(projectId, key)}`;
      const pending = writing.get(inFlight);
      if (pending) {
        shared += 1;
        return pending;
      }
      const written = write().then((text) => {
        cache.set(projectId, version, key, text);
        return text;
      });
      writing.set(inFlight, written);
      try {
        return await written;
      } finally {
        writing.delete(inFlight);
      }
    },

    stats: () => ({ hits, misses, pages: entries.size, characters, shared }),
  };
  return cache;
}
