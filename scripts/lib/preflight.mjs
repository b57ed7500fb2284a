// What `npm test` needs from the machine beyond Node and npm, checked before anything runs, so a missing
// tool stops the run at once with one line saying what to install instead of failing tests 20 minutes in.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Each tool: how to tell it is there, and the Debian package that brings it. */
export const systemTools = {
  chromium: {
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    debianPackage: 'chromium',
  },
  // The visual suite's baselines are drawn with these fonts; other fonts change every picture.
  'fonts-liberation': {
    present: () => existsSync('/usr/share/fonts/truetype/liberation'),
    debianPackage: 'fonts-liberation',
  },
  'fonts-dejavu-core': {
    present: () => existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
    debianPackage: 'fonts-dejavu-core',
  },
  'docker-compose': { present: () => onPath('docker-compose'), debianPackage: 'docker-compose' },
  nginx: { present: () => existsSync('/usr/sbin/nginx') || onPath('nginx'), debianPackage: 'nginx-light' },
};

/** The one line to print when any of `tools` is missing, or null when all are there. */
export function missingToolsLine(tools, check = (name) => systemTools[name].present()) {
  const missing = [...new Set(tools)].filter((name) => !check(name));
  if (missing.length === 0) return null;
  const packages = missing.map((name) => systemTools[name].debianPackage).join(' ');
  return (
    `npm test needs ${missing.join(', ')}, not found on this machine: install with ` +
    `\`sudo apt-get install ${packages}\` (Debian), or run .ci/run, which installs them.`
  );
}

// `node scripts/lib/preflight.mjs`: the Debian packages still to install, space-separated (.ci/run).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const missing = Object.keys(systemTools).filter((name) => !systemTools[name].present());
  console.log(missing.map((name) => systemTools[name].debianPackage).join(' '));
}
