// One row per remote: Area, Version, Contract, Source, Manifest address, Status (in that order:
// the release checks read the table by column). On narrow screens each row becomes a card whose
// cells carry their column name.
import { remoteLabel, remoteNames, type RemoteName } from '@signalboard/shared/contract';
import type { RemoteRegistry, RemoteStatus } from '../../remotes/remote-registry';
import { sourceText, statusText } from './status-text';

const COLUMNS = ['Area', 'Version', 'Contract', 'Source', 'Manifest address', 'Status'] as const;

function stated(status: RemoteStatus | undefined, field: 'version' | 'contract'): string {
  if (!status || status.state === 'unreachable') return '—';
  return status[field] ?? '—';
}

export function RemoteVersionsTable({
  registry,
  statuses,
}: {
  registry: RemoteRegistry;
  statuses: Partial<Record<RemoteName, RemoteStatus>>;
}) {
  return (
    <table className="sb-staging__table">
      <caption>Each remote's manifest, checked against this host when this page opened</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {remoteNames.map((remote) => {
          const status = statuses[remote];
          const { address, source } = registry.address(remote);
          const state = status?.state ?? 'checking';
          return (
            <tr key={remote} data-state={state}>
              <th scope="row" data-label="Area">
                {remoteLabel(remote)}
              </th>
              <td data-label="Version">
                <span className="sb-staging__version">{stated(status, 'version')}</span>
              </td>
              <td data-label="Contract">{stated(status, 'contract')}</td>
              <td data-label="Source">{sourceText(source)}</td>
              <td data-label="Manifest address">
                {address ? (
                  // Truncated to fit; hovering or focusing the link shows the whole address.
                  <a className="sb-staging__address" href={address} title={address}>
                    {address}
                  </a>
                ) : (
                  'None configured'
                )}
              </td>
              <td data-label="Status" className="sb-staging__status">
                {statusText(status, registry.isLoaded(remote))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
