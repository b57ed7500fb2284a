// What the Status column of the staging page says about one remote.
import type { RemoteStatus } from '../../remotes/remote-registry';

export function statusText(status: RemoteStatus | undefined, loaded: boolean): string {
  if (!status) return 'Checking…';
  switch (status.state) {
    case 'compatible':
      return loaded ? 'Loaded' : 'Compatible, not loaded yet';
    case 'refused':
      return `Refused: ${status.error.problems.join(' ')}`;
    case 'unreachable':
      return `Unreachable: ${status.reason}`;
  }
}

export function sourceText(source: RemoteStatus['source']): string {
  return source === 'override' ? 'Override' : 'Environment map';
}
