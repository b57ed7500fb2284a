// Module Federation runtime plugin: when a remote's manifest, entry or module fails to load,
// `loadRemote` resolves to a fallback module instead of rejecting, so the shell never goes down.
// At `afterResolve` (the manifest) nothing is returned on purpose: whatever is returned there is
// used as the manifest. The failure then surfaces at `onLoad`, where the fallback is returned.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFailedRemoteModule, remoteNameFromRequest } from './failed-remote-module';

export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'signalboard-error-load-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const remote = remoteNameFromRequest(id);
      console.warn(
        `[signalboard] The ${remote} remote could not be loaded (${id}); its area shows the error.`,
      );
      return { default: createFailedRemoteModule(remote, error) };
    },
  };
}
