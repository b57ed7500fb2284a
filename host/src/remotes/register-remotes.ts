// Tells the federation runtime where each remote's manifest is, from the runtime config.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@signalboard/shared/config';
import { containerName, remoteNames } from '@signalboard/shared/contract';
import { createRemoteRoutesLoader, type RemoteRoutesLoader } from './remote-routes-loader';

export function registerConfiguredRemotes(config: RuntimeConfig): void {
  const remotes = remoteNames
    .filter((remote) => config.remotes[remote])
    .map((remote) => ({
      name: containerName(remote),
      entry: new URL(config.remotes[remote], window.location.href).href,
    }));
  registerRemotes(remotes);
}

/** The loader the app uses: the real federation runtime. */
export function createFederatedRoutesLoader(config: RuntimeConfig): RemoteRoutesLoader {
  return createRemoteRoutesLoader(async (request) => {
    const remote = request.split('/')[0]?.replace(/^remote_/, '') as keyof RuntimeConfig['remotes'];
    if (!config.remotes[remote]) {
      throw new Error(
        `No address is configured for the ${remote} remote ("remotes.${remote}" in app-config.json).`,
      );
    }
    return loadRemote(request);
  });
}
