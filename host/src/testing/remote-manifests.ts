// Remote manifests for tests, as this repository's build writes them, and a fetch that serves them
// by address (a string answer is sent as that HTTP status; `null` is a network failure).
import { CONTRACT_VERSION, containerName, majorOf, type RemoteName } from '@signalboard/shared/contract';
import { hostProvides } from '../remotes/host-provides';

/** The contract major this host speaks, and the next one (a remote built for it is refused). */
export const HOST_MAJOR = majorOf(CONTRACT_VERSION) as number;
export const NEXT_MAJOR = HOST_MAJOR + 1;
/** The refusal sentence and advice for leads 3.0.0 built for the next contract. */
export const FUTURE_LEADS_PROBLEM = `Leads 3.0.0 needs contract ${NEXT_MAJOR}; this host speaks ${HOST_MAJOR}.`;
export const FUTURE_LEADS_ADVICE = `Deploy a Leads version built for contract ${HOST_MAJOR}, or change its entry in this environment's map.`;

export interface TestManifest {
  metaData: { name: string; publicPath: string; remoteEntry: { name: string; path: string; type: string } };
  shared: Array<{ name: string; version: string; singleton?: boolean; requiredVersion: string }>;
  exposes: Array<{ name: string; path: string }>;
  signalboard: { app: string; remote: string; version: string; contract: string; commit: string };
}

/** A manifest compatible with this host: every shared module at the host's version. */
export function compatibleManifest(remote: RemoteName, version = '0.1.0+abc1234'): TestManifest {
  return {
    metaData: {
      name: containerName(remote),
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: hostProvides.shared
      .filter((entry) => !entry.name.endsWith('/'))
      .map(({ name, version: provided, singleton }) => ({
        name,
        version: provided,
        singleton,
        requiredVersion: `^${provided}`,
      })),
    exposes: [{ name: 'routes', path: './routes' }],
    signalboard: {
      app: `remote-${remote}`,
      remote,
      version,
      contract: CONTRACT_VERSION,
      commit: version.split('+')[1] ?? 'abc1234',
    },
  };
}

export type ManifestAnswer = unknown | number | null;

/** A fetch answering each address from `answers`; records every address asked for. */
export function manifestFetch(answers: Record<string, ManifestAnswer>) {
  const requests: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const address = String(input);
    requests.push(address);
    if (!(address in answers)) return new Response('Not found', { status: 404 });
    const answer = answers[address];
    if (answer === null) throw new TypeError('Failed to fetch');
    if (typeof answer === 'number') return new Response('', { status: answer });
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, requests };
}
