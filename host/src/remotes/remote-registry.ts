// This page's remotes: where each one's manifest is (environment map or override), whether its
// manifest is compatible with this host (checked once per remote, when its area is first needed,
// or when the staging page asks), and which ones have been loaded.
import {
  checkRemoteManifest,
  remoteLabel,
  type HostProvides,
  type RemoteName,
} from '@signalboard/shared/contract';
import { fetchRemoteManifest, ManifestUnreachableError, remoteEntryUrl } from './remote-manifest';

/** A remote whose manifest says it cannot run in this host: its code is never requested. */
export class RemoteRefusedError extends Error {
  override readonly name = 'RemoteRefusedError';
  constructor(
    readonly problems: string[],
    /** What to do, e.g. "Deploy a Leads version built for contract 1, or change its entry…". */
    readonly advice: string,
  ) {
    super(problems.join(' '));
  }
}

export type RemoteSource = 'map' | 'override';

interface StatusBase {
  remote: RemoteName;
  address: string;
  source: RemoteSource;
}

export type RemoteStatus =
  | (StatusBase & { state: 'compatible'; version: string; contract: string; entry: string })
  | (StatusBase & {
      state: 'refused';
      version: string | null;
      contract: string | null;
      error: RemoteRefusedError;
    })
  | (StatusBase & { state: 'unreachable'; reason: string; error: Error });

export interface RemoteRegistry {
  /** The active overrides (remote -> manifest address), as the override banner lists them. */
  overrides: Partial<Record<RemoteName, string>>;
  /** Drops every override and starts again from the environment map (reloads the page). */
  clearOverrides: () => void;
  /** Manifest address per remote ('' when none is configured) and where it came from. */
  address: (remote: RemoteName) => { address: string; source: RemoteSource };
  /** The check of a remote's manifest: cached, unless `fresh` (then fetched again). Never rejects. */
  check: (remote: RemoteName, options?: { fresh?: boolean }) => Promise<RemoteStatus>;
  /** Drops the cached check (Retry), so the next `check` fetches the manifest again. */
  forget: (remote: RemoteName) => void;
  markLoaded: (remote: RemoteName) => void;
  isLoaded: (remote: RemoteName) => boolean;
}

export interface RemoteRegistryOptions {
  /** Manifest address per remote, overrides applied. */
  remotes: Record<RemoteName, string>;
  /** The remotes whose address comes from an override. */
  overridden: Partial<Record<RemoteName, string>>;
  clearOverrides?: () => void;
  host: HostProvides;
  fetchImpl?: typeof fetch;
  /** The page address relative manifest addresses are resolved against. */
  base?: string;
}

export function createRemoteRegistry(options: RemoteRegistryOptions): RemoteRegistry {
  const { remotes, overridden, host, fetchImpl = (...args) => fetch(...args) } = options;
  const checks = new Map<RemoteName, Promise<RemoteStatus>>();
  const loaded = new Set<RemoteName>();

  const address = (remote: RemoteName) => ({
    address: remotes[remote] ? new URL(remotes[remote], options.base ?? window.location.href).href : '',
    source: (overridden[remote] ? 'override' : 'map') as RemoteSource,
  });

  async function run(remote: RemoteName): Promise<RemoteStatus> {
    const where = { remote, ...address(remote) };
    const label = remoteLabel(remote);
    if (!where.address) {
      const reason = `no address is configured ("remotes.${remote}" in app-config.json)`;
      return { ...where, state: 'unreachable', reason, error: new Error(`${label} has ${reason}.`) };
    }
    let manifest: unknown;
    try {
      manifest = await fetchRemoteManifest(where.address, fetchImpl);
    } catch (error) {
      const reason = error instanceof ManifestUnreachableError ? error.reason : String(error);
      const message = `${label} could not be reached: ${reason} (${where.address}).`;
      return { ...where, state: 'unreachable', reason, error: new Error(message) };
    }
    const result = checkRemoteManifest({ remote, manifest, host });
    if (!result.ok) {
      const error = new RemoteRefusedError(result.problems, result.advice ?? '');
      return { ...where, state: 'refused', version: result.version, contract: result.contract, error };
    }
    return {
      ...where,
      state: 'compatible',
      version: result.version ?? '',
      contract: result.contract ?? '',
      entry: remoteEntryUrl(manifest, where.address),
    };
  }

  return {
    overrides: overridden,
    clearOverrides: options.clearOverrides ?? (() => undefined),
    address,
    check(remote, { fresh = false } = {}) {
      let pending = fresh ? undefined : checks.get(remote);
      if (!pending) {
        pending = run(remote);
        checks.set(remote, pending);
      }
      return pending;
    },
    forget: (remote) => void checks.delete(remote),
    markLoaded: (remote) => void loaded.add(remote),
    isLoaded: (remote) => loaded.has(remote),
  };
}
