// What this host offers a remote: the contract it speaks and its shared singletons with their
// versions (injected at build time from the shared webpack helper's list, so they are the versions
// actually bundled).
import { CONTRACT_VERSION, type HostProvides } from '@signalboard/shared/contract';

interface SharedConfigEntry {
  version: string;
  singleton?: boolean;
}

/** The federation `shared` config, keyed by module name (react, react/, @signalboard/shared/ui...). */
export function hostProvidesFrom(shared: Record<string, SharedConfigEntry>): HostProvides {
  return {
    contract: CONTRACT_VERSION,
    shared: Object.entries(shared).map(([name, entry]) => ({
      name,
      version: entry.version,
      singleton: entry.singleton === true,
    })),
  };
}

export const hostProvides: HostProvides = hostProvidesFrom(__SHARED_SINGLETONS__);
