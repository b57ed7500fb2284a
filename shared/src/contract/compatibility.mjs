// The rules that decide whether a remote's build can run inside a host, as one dependency-free
// module: the host applies them in the browser before it loads a remote, and the release and
// check:remotes commands apply them with plain `node` before a mix is deployed. Plain JavaScript
// (types in compatibility.d.mts) so a script can import it without a build step.

/**
 * The contract the host and the remotes speak (semantic version; a new major breaks remotes).
 * 2.0.0: the router facade is the declarative router with the suite's own useBlocker (createAppRouter,
 * AppRouterProvider, useCanBlock; createBrowserRouter, RouterProvider, UNSAFE_DataRouterContext and
 * useRouteError are gone), and TanStack Query is shared only inside @signalboard/shared/query. A
 * remote built for 1.x would look for what is gone, or bring its own TanStack Query.
 */
export const CONTRACT_VERSION = '2.0.0';

/**
 * How the user knows each remote's area, for messages about the remote as a whole: the area of the
 * mount named like the remote, else of its first mount (mount-paths.ts; a test keeps them equal).
 */
export const REMOTE_AREA_LABELS = Object.freeze({
  auth: 'Sign in',
  leads: 'Leads',
  projects: 'Projects',
  settings: 'Settings',
  team: 'Team',
});

/**
 * The host singletons every remote must share. A remote renders React elements into the host's
 * tree, so a copy of its own React breaks every hook. Other singletons are checked only when the
 * remote's manifest lists them: a manifest names only the shared modules a build consumes, so a
 * remote that never imports zustand cannot be told apart from one that bundles its own.
 */
export const REQUIRED_SHARED = Object.freeze(['react', 'react-dom']);

/** The area label of a remote, or the remote's name when the mount table has none. */
export function remoteLabel(remote) {
  return REMOTE_AREA_LABELS[remote] ?? remote;
}

/** "3.0.0+abc1234" -> "3.0.0": build metadata says which commit, not which release. */
export function withoutBuildMetadata(version) {
  return String(version).split('+')[0];
}

/** [major, minor, patch] of a version such as 19.3.1, v19.3, 2.0.0-rc.1+abc; null if unreadable. */
export function parseVersion(version) {
  const match = /^\s*[v=]?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?\s*$/.exec(
    String(version ?? ''),
  );
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** The major of a version, or null if it is unreadable. */
export function majorOf(version) {
  return parseVersion(version)?.[0] ?? null;
}

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

function satisfiesOne(version, range) {
  const [a, b] = version;
  if (range.startsWith('^')) {
    const low = parseVersion(range.slice(1));
    if (!low) return false;
    const [x, y] = low;
    // npm's caret: the first non-zero part is fixed.
    if (x > 0) return a === x && compare(version, low) >= 0;
    if (y > 0) return a === 0 && b === y && compare(version, low) >= 0;
    return compare(version, low) === 0;
  }
  if (range.startsWith('~')) {
    const low = parseVersion(range.slice(1));
    if (!low) return false;
    return a === low[0] && b === low[1] && compare(version, low) >= 0;
  }
  if (range.startsWith('>=')) {
    const low = parseVersion(range.slice(2));
    return Boolean(low) && compare(version, low) >= 0;
  }
  const exact = parseVersion(range);
  return Boolean(exact) && compare(version, exact) === 0;
}

/**
 * Does `version` satisfy `range`? Covers what federation manifests carry: caret (^19.3.1, ^0.1.0),
 * tilde, >=, exact versions, `*` or empty (anything), and alternatives joined by `||`.
 */
export function satisfies(version, range) {
  if (range === undefined || range === null || range === '' || range === '*') return true;
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return String(range)
    .split('||')
    .map((part) => part.trim())
    .some((part) => part === '*' || part === '' || satisfiesOne(parsed, part));
}

/** The host's entry for a shared module: its own name, or a prefix share such as `react/`. */
function hostEntryFor(hostShared, name) {
  const exact = hostShared.find((entry) => entry.name === name);
  if (exact) return exact;
  return hostShared
    .filter((entry) => entry.name.endsWith('/') && name.startsWith(entry.name))
    .sort((x, y) => y.name.length - x.name.length)[0];
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks one remote's mf-manifest.json against what the host provides.
 * @param {object} input
 * @param {string} input.remote     the remote's name (leads)
 * @param {string} [input.label]    how messages name it; the mount table's area by default (Leads)
 * @param {unknown} input.manifest  the parsed mf-manifest.json
 * @param {{ contract: string, shared: Array<{ name: string, version: string, singleton?: boolean }>, required?: string[] }} input.host
 * @returns {{ ok: boolean, version: string|null, contract: string|null, problems: string[], advice: string|null }}
 */
export function checkRemoteManifest({ remote, label = remoteLabel(remote), manifest, host }) {
  const problems = [];
  const hostMajor = majorOf(host.contract);
  if (!isObject(manifest)) {
    problems.push(`The ${label} manifest is not a Module Federation manifest (mf-manifest.json).`);
    return finish(problems, null, null, label, hostMajor);
  }

  const meta = manifest.signalboard;
  const version = isObject(meta) && typeof meta.version === 'string' ? meta.version : null;
  const contract = isObject(meta) && typeof meta.contract === 'string' ? meta.contract : null;
  const named = version ? `${label} ${withoutBuildMetadata(version)}` : label;

  if (!isObject(meta)) {
    problems.push(
      `The ${label} manifest has no release metadata (signalboard.version and signalboard.contract); rebuild ${label} with this repository's build.`,
    );
  } else if (!version || !contract || majorOf(contract) === null || !parseVersion(version)) {
    problems.push(
      `The ${label} manifest's release metadata is unreadable (version ${JSON.stringify(meta.version ?? null)}, contract ${JSON.stringify(meta.contract ?? null)}); rebuild ${label} with this repository's build.`,
    );
  } else {
    if (majorOf(contract) !== hostMajor) {
      problems.push(`${named} needs contract ${majorOf(contract)}; this host speaks ${hostMajor}.`);
    }
    if (typeof meta.remote === 'string' && meta.remote !== remote) {
      problems.push(
        `The manifest at the ${label} address is the ${meta.remote} remote's, not the ${remote} remote's.`,
      );
    }
  }

  const remoteEntry = isObject(manifest.metaData) ? manifest.metaData.remoteEntry : null;
  if (!isObject(remoteEntry) || typeof remoteEntry.name !== 'string' || !remoteEntry.name) {
    problems.push(`${named} names no remoteEntry file in its manifest, so there is nothing to load.`);
  }

  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  if (!exposes.some((entry) => isObject(entry) && entry.path === './routes')) {
    problems.push(`${named} does not expose ./routes, the module this host mounts.`);
  }

  const shared = Array.isArray(manifest.shared) ? manifest.shared.filter(isObject) : [];
  const required = host.required ?? REQUIRED_SHARED;
  for (const name of required) {
    const provided = host.shared.some((entry) => entry.name === name);
    if (provided && !shared.some((entry) => entry.name === name)) {
      problems.push(`${named} does not share ${name} with this host; it would load its own copy.`);
    }
  }
  for (const entry of shared) {
    const hostEntry = hostEntryFor(host.shared, entry.name);
    // A module the host does not provide runs from the remote's own fallback: nothing to agree on.
    if (!hostEntry) continue;
    // Subpaths shared through a prefix (react/, react-dom/) carry no flag in a manifest.
    if (hostEntry.singleton === true && entry.singleton === false) {
      problems.push(
        `${named} shares ${entry.name} but not as a singleton; it would keep a copy apart from this host's.`,
      );
    }
    if (!satisfies(hostEntry.version, entry.requiredVersion)) {
      problems.push(
        `${named} needs ${entry.name} ${entry.requiredVersion}; this host provides ${hostEntry.version}.`,
      );
    }
  }

  return finish(problems, version, contract, label, hostMajor);
}

function finish(problems, version, contract, label, hostMajor) {
  const ok = problems.length === 0;
  return {
    ok,
    version,
    contract,
    problems,
    advice: ok
      ? null
      : `Deploy a ${label} version built for contract ${hostMajor}, or change its entry in this environment's map.`,
  };
}
