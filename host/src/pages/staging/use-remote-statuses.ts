// Checks every remote's manifest when the staging page opens (never its code). A remote this page
// has already loaded keeps the check it was loaded with, so its row says what actually runs.
import { remoteNames, type RemoteName } from '@signalboard/shared/contract';
import { useEffect, useState } from 'react';
import type { RemoteRegistry, RemoteStatus } from '../../remotes/remote-registry';

export function useRemoteStatuses(registry: RemoteRegistry): Partial<Record<RemoteName, RemoteStatus>> {
  const [statuses, setStatuses] = useState<Partial<Record<RemoteName, RemoteStatus>>>({});
  useEffect(() => {
    let open = true;
    for (const remote of remoteNames) {
      void registry.check(remote, { fresh: !registry.isLoaded(remote) }).then((status) => {
        if (open) setStatuses((current) => ({ ...current, [remote]: status }));
      });
    }
    return () => {
      open = false;
    };
  }, [registry]);
  return statuses;
}
