// /staging: which version of each remote this page runs and where it comes from, for whoever is
// testing a mix of remote versions. Not in production (the 404 page there).
import { getRuntimeConfig, isProduction } from '@signalboard/shared/config';
import { CONTRACT_VERSION, remoteLabel, type RemoteName } from '@signalboard/shared/contract';
import { Navigate } from '@signalboard/shared/router';
import { useEffect } from 'react';
import { useRemoteRegistry } from '../../remotes/remote-registry-context';
import { RemoteVersionsTable } from './remote-versions-table';
import { useHostRelease } from './use-host-release';
import { useRemoteStatuses } from './use-remote-statuses';

export function StagingPage() {
  if (isProduction()) return <Navigate to="/404" replace />;
  return <RemoteVersions />;
}

function RemoteVersions() {
  const registry = useRemoteRegistry();
  const statuses = useRemoteStatuses(registry);
  const hostVersion = useHostRelease();
  const overrides = Object.entries(registry.overrides) as Array<[RemoteName, string]>;
  useEffect(() => {
    const previous = document.title;
    document.title = 'Remote versions · Signalboard';
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <article className="sb-staging">
      <header className="sb-staging__header">
        <h1>Remote versions</h1>
        <dl className="sb-staging__facts">
          <div>
            <dt>Environment</dt>
            <dd>{getRuntimeConfig().environment}</dd>
          </div>
          <div>
            <dt>Host version</dt>
            <dd className="sb-staging__host-version">
              {hostVersion === undefined ? 'Reading…' : (hostVersion ?? 'Unknown (no release metadata)')}
            </dd>
          </div>
          <div>
            <dt>Host contract</dt>
            <dd>{CONTRACT_VERSION}</dd>
          </div>
        </dl>
      </header>

      <RemoteVersionsTable registry={registry} statuses={statuses} />

      <section className="sb-staging__overrides" aria-labelledby="staging-overrides">
        <h2 id="staging-overrides">Overrides</h2>
        {overrides.length === 0 ? (
          <p>
            None: every remote comes from this environment's map. Add{' '}
            <code>?remote.leads=&lt;manifest address&gt;</code> to a page address to try another build.
          </p>
        ) : (
          <>
            <ul>
              {overrides.map(([remote, address]) => (
                <li key={remote}>
                  {remoteLabel(remote)} → <code>{address}</code>
                </li>
              ))}
            </ul>
            <button type="button" className="sb-override-banner__clear" onClick={registry.clearOverrides}>
              Clear
            </button>
          </>
        )}
      </section>
    </article>
  );
}
