// `npm test -- --changed`: the steps that test what a change touches, and what depends on it. A change is
// the work tree against HEAD (staged, unstaged and untracked files), or against a ref: `--changed=main`.
import { execFileSync } from 'node:child_process';
import { frontEndApps } from './workspace.mjs';

const git = (args, cwd) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Paths changed against `ref` (default HEAD), untracked files included. */
export function changedFiles(cwd, ref = 'HEAD') {
  return [
    ...new Set([
      ...git(['diff', '--name-only', ref], cwd),
      ...git(['ls-files', '--others', '--exclude-standard'], cwd),
    ]),
  ];
}

const everyFrontEnd = frontEndApps;
const e2eAndContract = ['contract', 'e2e'];

/**
 * The step names (as `npm test -- <step>` takes them) that a change to `files` calls for. What depends on
 * what: the front ends and e2e on shared/ and tools/webpack/; the API client on the API's OpenAPI document;
 * e2e on everything it serves; anything at the workspace's root (lockfile, configs) on everything.
 */
export function stepsForChange(files) {
  const steps = new Set();
  for (const file of files) {
    const top = file.split('/')[0];
    if (file.split('/').length === 1 && !file.endsWith('.md') && file !== 'docker-compose.yml') return null;
    if (top === 'api') ['api', 'api client', ...e2eAndContract].forEach((s) => steps.add(s));
    else if (top === 'shared')
      ['shared', 'api client', ...everyFrontEnd, ...e2eAndContract].forEach((s) => steps.add(s));
    else if (top === 'tools') [...everyFrontEnd, 'tools', ...e2eAndContract].forEach((s) => steps.add(s));
    else if (frontEndApps.includes(top)) [top, ...e2eAndContract].forEach((s) => steps.add(s));
    else if (top === 'e2e') steps.add('e2e');
    else if (top === 'scripts') ['tools', 'compose', ...e2eAndContract].forEach((s) => steps.add(s));
    else if (top === 'docker' || file === 'docker-compose.yml')
      ['compose', 'tools'].forEach((s) => steps.add(s));
    else if (top === 'deploy') ['tools', 'contract'].forEach((s) => steps.add(s));
  }
  return [...steps];
}
