// The images build from this repository's files only: pinned base images, no downloads in RUN steps
// other than the lockfile's packages (frozen) and pnpm pinned by hash, every COPY source present,
// and a .dockerignore beside each Dockerfile that keeps local installs and builds out of the context.
// No engine runs here; this reads the Dockerfiles as text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/workspace.mjs';

const dockerfiles = ['api/Dockerfile', 'docker/web.Dockerfile'];

/** Instructions with continuation lines joined and comments dropped. */
function instructions(file) {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/\\\n/g, ' ');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** True when a COPY source (possibly with one `*`) names something in the repository. */
function sourceExists(source) {
  if (!source.includes('*')) return existsSync(path.join(root, source));
  const dir = path.dirname(source);
  const pattern = new RegExp(`^${path.basename(source).replace(/[.]/g, '\\.').replace('*', '.*')}$`);
  return readdirSync(path.join(root, dir)).some((name) => pattern.test(name));
}

for (const file of dockerfiles) {
  test(`${file}: base images are pinned to an exact version`, () => {
    const stages = new Set();
    for (const { keyword, args } of instructions(file).filter((i) => i.keyword === 'FROM')) {
      const [image, as, stage] = args.split(/\s+/);
      if (as?.toUpperCase() === 'AS') stages.add(stage);
      if (stages.has(image) && image !== stage) continue; // an earlier stage of this file
      assert.equal(keyword, 'FROM');
      assert.match(
        image,
        /^[\w./-]+:\d+\.\d+\.\d+[\w.-]*$|@sha256:[0-9a-f]{64}$/,
        `${file}: ${image} is not pinned`,
      );
    }
  });

  test(`${file}: RUN steps fetch nothing but the frozen lockfile's packages`, () => {
    const runs = instructions(file).filter((i) => i.keyword === 'RUN');
    assert.ok(runs.length > 0);
    for (const { args } of runs) {
      assert.doesNotMatch(args, /\b(curl|wget|git clone|apt-get|apk add|npm (i|install)|npx|yarn)\b/, args);
      assert.doesNotMatch(
        args,
        /corepack (prepare|install)/,
        `pnpm comes from package.json#packageManager: ${args}`,
      );
      for (const install of args.match(/pnpm install[^&;]*/g) ?? [])
        assert.match(install, /--frozen-lockfile/, `${file}: ${install}`);
      assert.doesNotMatch(
        args,
        /deploy[^&;]*--legacy/,
        'a legacy deploy resolves packages again, off the lockfile',
      );
    }
    for (const { keyword, args } of instructions(file).filter((i) => i.keyword === 'ADD'))
      assert.doesNotMatch(args, /https?:\/\//, `${file}: ${keyword} ${args} downloads`);
  });

  test(`${file}: every COPY source is a file of this repository`, () => {
    for (const { args } of instructions(file).filter((i) => i.keyword === 'COPY')) {
      if (/--from=/.test(args)) continue;
      const parts = args.split(/\s+/).filter((p) => !p.startsWith('--'));
      for (const source of parts.slice(0, -1))
        assert.ok(source === '.' || sourceExists(source), `${file}: COPY ${source} is not in the repository`);
    }
  });

  test(`${file}: its .dockerignore keeps installs, builds and git out of the context`, () => {
    const ignore = path.join(root, `${file}.dockerignore`);
    assert.ok(existsSync(ignore), `${file}.dockerignore is missing (BuildKit reads it for ${file})`);
    const lines = readFileSync(ignore, 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.git'])
      assert.ok(lines.includes(entry), `${file}: ${entry}`);
  });
}

test('the root .dockerignore does the same for builders that read only the context root', () => {
  const lines = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
  for (const entry of ['**/node_modules', '**/dist', '.git']) assert.ok(lines.includes(entry), entry);
});

test('pnpm is pinned by version and sha512 in package.json, which corepack checks in the images', () => {
  const { packageManager } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.match(packageManager, /^pnpm@\d+\.\d+\.\d+\+sha512\.[0-9a-f]{128}$/);
});
