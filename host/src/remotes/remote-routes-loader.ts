// Loads a remote's './routes' once, checks that it speaks the host's contract version, and keeps
// the promise per remote. A failed load is forgotten, so the next attempt really fetches again.
import {
  CONTRACT_VERSION,
  containerName,
  majorOf,
  type RemoteName,
  type RemoteRoutesModule,
} from '@signalboard/shared/contract';
import { isFailedRemoteModule, type FailedRemoteModule } from './failed-remote-module';

/** Fetches a federated module by request id, e.g. "remote_leads/routes". */
export type LoadFederatedModule = (request: string) => Promise<unknown>;

export type LoadedRemote = RemoteRoutesModule | FailedRemoteModule;

export class RemoteContractError extends Error {
  override readonly name = 'RemoteContractError';
}

export function routesRequest(remote: RemoteName): string {
  return `${containerName(remote)}/routes`;
}

/** Checks a loaded './routes' module against the contract and returns its RemoteRoutesModule. */
export function checkRemoteModule(remote: RemoteName, loaded: unknown): LoadedRemote {
  const candidate = (loaded as { default?: unknown } | null)?.default ?? loaded;
  if (isFailedRemoteModule(candidate)) return candidate;
  if (typeof candidate !== 'object' || candidate === null || !('mounts' in candidate)) {
    throw new RemoteContractError(`The ${remote} remote did not expose its routes in the expected shape.`);
  }
  const module = candidate as RemoteRoutesModule;
  // A second guard behind the manifest check: a manifest can be stale or hand-edited, the code cannot.
  if (majorOf(module.contractVersion) !== majorOf(CONTRACT_VERSION)) {
    throw new RemoteContractError(
      `The ${remote} remote was built for contract version ${String(module.contractVersion)}, but this host ` +
        `speaks version ${CONTRACT_VERSION}. Deploy a ${remote} remote built for contract ${String(majorOf(CONTRACT_VERSION))}.`,
    );
  }
  if (module.remote !== remote) {
    throw new RemoteContractError(
      `The address configured for the ${remote} remote serves the ${String(module.remote)} remote.`,
    );
  }
  return module;
}

export interface RemoteRoutesLoader {
  load: (remote: RemoteName) => Promise<LoadedRemote>;
  /** Drops the cached result so the next `load` fetches again. */
  forget: (remote: RemoteName) => void;
}

export function createRemoteRoutesLoader(loadModule: LoadFederatedModule): RemoteRoutesLoader {
  const cache = new Map<RemoteName, Promise<LoadedRemote>>();
  const forget = (remote: RemoteName) => cache.delete(remote);
  const load = (remote: RemoteName) => {
    let pending = cache.get(remote);
    if (!pending) {
      pending = loadModule(routesRequest(remote)).then((loaded) => {
        const checked = checkRemoteModule(remote, loaded);
        if (isFailedRemoteModule(checked)) forget(remote);
        return checked;
      });
      pending.catch(() => forget(remote));
      cache.set(remote, pending);
    }
    return pending;
  };
  return { load, forget };
}
