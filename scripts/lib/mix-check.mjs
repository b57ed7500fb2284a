// Checks a mix of remotes against a host with the same rules the host applies in the browser
// (checkRemoteManifest from @signalboard/shared/contract): the local builds, or an environment's map.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkRemoteManifest, CONTRACT_VERSION } from '../../shared/src/contract/compatibility.mjs';
import { root } from './workspace.mjs';
import { manifestForEntry } from './environment-maps.mjs';

export const defaultHostManifest = path.join(root, 'host', 'dist', 'mf-manifest.json');

/** What a host build provides (its contract and shared modules), from its mf-manifest.json. */
export function hostProvides(file = defaultHostManifest) {
  if (!existsSync(file)) {
    throw new Error(
      `The host's build is needed to check remotes against it, and ${path.relative(root, file) || file} is missing: ` +
        'build the host first (cd host && npx webpack --mode production).',
    );
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return {
    // A host built before manifests carried release metadata speaks this checkout's contract.
    contract: manifest.signalboard?.contract ?? CONTRACT_VERSION,
    shared: manifest.shared ?? [],
  };
}

/**
 * Checks each remote of `entries` ({ leads: "1.0.0" | URL | "local" }) against `host`.
 * Returns one result per remote: { name, entry, source, releasedAt, ok, version, contract, problems, advice }.
 */
export async function checkEntries(entries, { host, registry }) {
  const results = [];
  for (const [name, entry] of Object.entries(entries)) {
    try {
      const { manifest, source, releasedAt } = await manifestForEntry(name, entry, { registry });
      results.push({
        name,
        entry,
        source,
        releasedAt,
        ...checkRemoteManifest({ remote: name, manifest, host }),
      });
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      results.push({
        name,
        entry,
        source: entry,
        ok: false,
        version: null,
        contract: null,
        problems: [problem],
        advice: null,
      });
    }
  }
  return results;
}

/** Lines for a person: "ok   leads 1.0.0 (contract 1.0.0)" or "FAIL ..." with each problem. */
export function describe(result) {
  const what = `${result.name} ${result.version ?? result.entry}`;
  if (result.ok) return [`ok   ${what} (contract ${result.contract}, from ${result.source})`];
  return [
    `FAIL ${what} (from ${result.source})`,
    ...result.problems.map((p) => `  - ${p}`),
    ...(result.advice ? [`  ${result.advice}`] : []),
  ];
}
