// Stands the built suite up as production serves it: the host and each remote on its own origin,
// the API on another, mail through a real SMTP server. Origins reach the tests through env vars.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from './mail-catcher';
import { startStaticServer } from './static-server';
import { startApi } from './api-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const remotes = ['auth', 'leads', 'projects', 'settings', 'team'] as const;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const mail = await startMailCatcher();
  const remoteServers = await Promise.all(
    remotes.map((name) => startStaticServer({ dir: path.join(root, `remote-${name}`, 'dist') })),
  );
  let apiOrigin = '';
  const remoteMap = Object.fromEntries(
    remotes.map((name, i) => [name, `${remoteServers[i]!.origin}/mf-manifest.json`]),
  );
  const host = await startStaticServer({
    dir: path.join(root, 'host', 'dist'),
    spa: true,
    files: {
      '/app-config.json': () =>
        JSON.stringify({
          apiUrl: apiOrigin,
          analyticsKey: '',
          analyticsHost: '',
          environment: 'e2e',
          remotes: remoteMap,
        }),
    },
  });
  const api = await startApi({ root, hostOrigin: host.origin, smtpPort: mail.smtpPort });
  apiOrigin = api.origin;

  process.env.E2E_HOST_ORIGIN = host.origin;
  process.env.E2E_API_ORIGIN = api.origin;
  process.env.E2E_MAIL_URL = mail.httpUrl;
  remotes.forEach(
    (name, i) => (process.env[`E2E_REMOTE_${name.toUpperCase()}_ORIGIN`] = remoteServers[i]!.origin),
  );

  return async () => {
    await api.close();
    await host.close();
    await Promise.all(remoteServers.map((s) => s.close()));
    await mail.close();
  };
}
