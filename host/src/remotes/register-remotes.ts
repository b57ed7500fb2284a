// Loads a remote only after its manifest has been checked: the host reads the manifest itself
// (remote-registry.ts), and only a compatible remote is registered with the federation runtime, by
// its remoteEntry address. An incompatible one is never requested; its area shows why.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteName } from '@signalboard/shared/contract';
import { isFailedRemoteModule, remoteNameFromRequest } from './failed-remote-module';
import type { RemoteRegistry } from './remote-registry';
import { createRemoteRoutesLoader, type RemoteRoutesLoader } from './remote-routes-loader';

/** The two runtime calls the loader needs (the real ones by default; tests pass recording ones). */
export interface FederationRuntime {
  registerRemotes: (remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) => void;
  loadRemote: (request: string) => Promise<unknown>;
}

const federationRuntime: FederationRuntime = { registerRemotes, loadRemote };

export function createFederatedRoutesLoader(
  registry: RemoteRegistry,
  runtime: FederationRuntime = federationRuntime,
): RemoteRoutesLoader {
  const registered = new Map<RemoteName, string>();
  const loader = createRemoteRoutesLoader(async (request) => {
    const remote = remoteNameFromRequest(request) as RemoteName;
    const status = await registry.check(remote);
    if (status.state !== 'compatible') throw status.error;
    const previous = registered.get(remote);
    if (previous !== status.entry) {
      // A new entry for a remote already registered (its map entry moved on before a Retry)
      // replaces the old container.
      runtime.registerRemotes([{ name: containerName(remote), entry: status.entry }], {
        force: previous !== undefined,
      });
      registered.set(remote, status.entry);
    }
    const loaded = await runtime.loadRemote(request);
    const module = (loaded as { default?: unknown } | null)?.default ?? loaded;
    if (!isFailedRemoteModule(module)) registry.markLoaded(remote);
    return loaded;
  });
  return {
    load: loader.load,
    // Retry checks the manifest again too: the remote may have been redeployed meanwhile.
    forget: (remote) => {
      loader.forget(remote);
      registry.forget(remote);
    },
  };
}
