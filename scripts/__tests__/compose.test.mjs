// docker-compose.yml as docker-compose itself reads it: valid (`config -q`), and laid out as the
// production suite runs: PostgreSQL, the API and the worker from api/Dockerfile's targets, and the
// host and each remote from docker/web.Dockerfile with its APP, the host's config naming every remote.
// No container engine is needed: `docker-compose config` only reads files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root, remotes } from '../lib/workspace.mjs';

/** `docker-compose` (1.x, Debian's package) or `docker compose` (2.x), whichever answers. */
function composeCommand() {
  for (const command of [['docker-compose'], ['docker', 'compose']]) {
    const probe = spawnSync(command[0], [...command.slice(1), 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return command;
  }
  return null;
}

const compose = composeCommand();
const missing =
  'docker-compose is not installed, so docker-compose.yml cannot be checked: install it ' +
  '(apt-get install docker-compose; .ci/run does this in CI).';
// CI must not pass by skipping: there the missing tool is a failure.
const skip = compose || process.env.CI === 'true' ? false : missing;

function runCompose(args) {
  assert.ok(compose, missing);
  const result = spawnSync(compose[0], [...compose.slice(1), '-f', 'docker-compose.yml', ...args], {
    cwd: root,
    encoding: 'utf8',
    // Interpolated values come from the file's defaults, not from whoever runs the test.
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  return result;
}

/** The resolved configuration as an object. */
function resolvedConfig() {
  // docker compose 2.x prints JSON itself; 1.x prints only YAML, and it is a Python program built on
  // PyYAML, so the python3 that runs it can turn that YAML into JSON (no YAML parser in our tools).
  const json = runCompose(['config', '--format', 'json']);
  if (json.status === 0 && json.stdout.trim().startsWith('{')) return JSON.parse(json.stdout);
  const yaml = runCompose(['config']);
  assert.equal(yaml.status, 0, yaml.stderr);
  const converted = spawnSync(
    'python3',
    ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
    { input: yaml.stdout, encoding: 'utf8' },
  );
  assert.equal(converted.status, 0, `Could not read docker-compose's YAML output: ${converted.stderr}`);
  return JSON.parse(converted.stdout);
}

const publishedPort = (service) => Number(service.ports?.[0]?.published);
const webApps = ['host', ...remotes];

test('docker-compose config -q accepts docker-compose.yml', { skip }, () => {
  const result = runCompose(['config', '-q']);
  assert.equal(result.status, 0, `docker-compose.yml is not valid:\n${result.stderr}`);
});

test('the layout: postgres, api, worker, the host and one service per remote', { skip }, () => {
  const { services } = resolvedConfig();
  assert.deepEqual(Object.keys(services).sort(), ['api', 'postgres', 'worker', ...webApps].sort());

  assert.match(services.postgres.image, /^postgres:\d+\.\d+/, 'PostgreSQL is pinned to a minor version');
  assert.ok(services.postgres.healthcheck, 'the API waits on PostgreSQL being ready');

  for (const [name, target] of [
    ['api', 'api'],
    ['worker', 'worker'],
  ]) {
    const { build, environment, depends_on: dependsOn } = services[name];
    assert.equal(path.resolve(build.context), root, `${name} builds from the repository root`);
    assert.equal(build.dockerfile, 'api/Dockerfile');
    assert.equal(build.target, target);
    assert.equal(dependsOn.postgres.condition, 'service_healthy');
    assert.match(environment.DATABASE_URL, /@postgres:5432\//, `${name} reaches the postgres service`);
    assert.ok(environment.JWT_SECRET, `${name} has a JWT_SECRET`);
  }

  for (const app of webApps) {
    const { build } = services[app];
    assert.equal(path.resolve(build.context), root, `${app} builds from the repository root`);
    assert.equal(build.dockerfile, 'docker/web.Dockerfile', app);
    assert.equal(build.args.APP, app, `${app} passes its own APP`);
    assert.equal(services[app].ports[0].target, 80, `${app} publishes nginx's port`);
  }

  const ports = ['api', ...webApps].map((name) => publishedPort(services[name]));
  assert.equal(new Set(ports).size, ports.length, `each service has its own port: ${ports.join(', ')}`);
});

test(
  "the host's app-config names the API and every remote's manifest on its published port",
  { skip },
  () => {
    const { services } = resolvedConfig();
    const hostEnv = services.host.environment;
    assert.equal(hostEnv.API_URL, `http://localhost:${publishedPort(services.api)}`);
    for (const remote of remotes) {
      const key = `REMOTE_${remote.replace('remote-', '').toUpperCase()}_URL`;
      assert.equal(hostEnv[key], `http://localhost:${publishedPort(services[remote])}/mf-manifest.json`, key);
    }
    // The API accepts the host's origin and links mail to it.
    const hostOrigin = `http://localhost:${publishedPort(services.host)}`;
    assert.equal(services.api.environment.CORS_ORIGINS, hostOrigin);
    assert.equal(services.api.environment.APP_URL, hostOrigin);

    // The script that turns that environment into app-config.json writes every remote.
    const script = readFileSync(path.join(root, 'docker', 'write-app-config.sh'), 'utf8');
    for (const remote of remotes) {
      const name = remote.replace('remote-', '');
      assert.ok(
        script.includes(`"${name}": "\${REMOTE_${name.toUpperCase()}_URL}"`),
        `docker/write-app-config.sh writes the ${name} remote`,
      );
    }
  },
);
