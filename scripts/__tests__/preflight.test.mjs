import { test } from 'node:test';
import assert from 'node:assert/strict';
import { missingToolsLine, systemTools } from '../lib/preflight.mjs';

test('names every missing tool and the Debian packages that bring them, on one line', () => {
  const line = missingToolsLine(
    ['chromium', 'docker-compose', 'nginx', 'nginx'],
    (name) => name === 'chromium',
  );
  assert.equal(
    line,
    'npm test needs docker-compose, nginx, not found on this machine: install with ' +
      '`sudo apt-get install docker-compose nginx-light` (Debian), or run .ci/run, which installs them.',
  );
  assert.ok(!line.includes('\n'));
});

test('says nothing when every tool is there', () => {
  assert.equal(
    missingToolsLine(['chromium', 'nginx'], () => true),
    null,
  );
});

test('knows every tool a step may ask for', () => {
  for (const tool of ['chromium', 'fonts-liberation', 'fonts-dejavu-core', 'docker-compose', 'nginx'])
    assert.equal(typeof systemTools[tool].present, 'function');
});
