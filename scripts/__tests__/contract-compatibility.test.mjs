// The compatibility rules of @signalboard/shared/contract run in plain node, without a build step:
// the release and check:remotes commands import them as they are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CONTRACT_VERSION, checkRemoteManifest } from '../../shared/src/contract/compatibility.mjs';

const host = { contract: CONTRACT_VERSION, shared: [{ name: 'react', version: '19.3.1', singleton: true }] };
const manifest = (signalboard) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes', path: './routes' }],
  shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }],
  signalboard,
});

test('a plain node script imports the rules and gets the same sentences as the host', () => {
  const speaks = Number(CONTRACT_VERSION.split('.')[0]);
  const v3 = manifest({ remote: 'leads', version: '3.0.0+def5678', contract: `${speaks + 1}.1.0` });
  const refused = checkRemoteManifest({ remote: 'leads', manifest: v3, host });
  assert.equal(refused.ok, false);
  assert.deepEqual(refused.problems, [
    `Leads 3.0.0 needs contract ${speaks + 1}; this host speaks ${speaks}.`,
  ]);

  const current = manifest({ remote: 'leads', version: '0.1.0+abc1234', contract: CONTRACT_VERSION });
  assert.equal(checkRemoteManifest({ remote: 'leads', manifest: current, host }).ok, true);
});
