// Stands the built suite up as production serves it: the host and each remote on its own origin,
// the API on another, mail through a real SMTP server, Slack and HubSpot through local fakes of their APIs.
// Origins reach the tests through env vars.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from './mail-catcher';
import { startStaticServer } from './static-server';
import { startApi } from './api-process';
import { startAnalyticsCapture } from './analytics-capture';
import { startCompanyWebsite } from './company-website';
import { startCrmWorkspace } from './crm-workspace';
import { startSlackWorkspace } from './slack-workspace';
import { startReleaseEnvironments } from './release-environments';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const remotes = ['auth', 'leads', 'projects', 'settings', 'team'] as const;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const mail = await startMailCatcher();
  const website = await startCompanyWebsite();
  const slack = await startSlackWorkspace();
  const crm = await startCrmWorkspace();
  const remoteServers = await Promise.all(
    remotes.map((name) => startStaticServer({ dir: path.join(root, `remote-${name}`, 'dist') })),
  );
  let apiOrigin = '';
  const analytics = await startAnalyticsCapture();
  const remoteMap = Object.fromEntries(
    remotes.map((name, i) => [name, `${remoteServers[i]!.origin}/mf-manifest.json`]),
  );
  // The host build served as production does; its app-config.json (read at each start) is the only
  // difference between the plain host and the one with an analytics key.
  const serveHost = (analyticsKey: string, analyticsHost: string) =>
    startStaticServer({
      dir: path.join(root, 'host', 'dist'),
      spa: true,
      files: {
        '/app-config.json': () =>
          JSON.stringify({
            apiUrl: apiOrigin,
            analyticsKey,
            analyticsHost,
            environment: 'e2e',
            remotes: remoteMap,
          }),
      },
    });
  const host = await serveHost('', '');
  const analyticsHost = await serveHost('phc_e2e_key', analytics.origin);
  // A release store and a staging and a production host reading their environment maps.
  const releases = await startReleaseEnvironments(root);
  const api = await startApi({
    root,
    hostOrigins: [host.origin, analyticsHost.origin, releases.stagingOrigin, releases.productionOrigin],
    smtpPort: mail.smtpPort,
    websiteOrigins: [website.origin],
    env: { ...slack.env, ...crm.env },
  });
  apiOrigin = api.origin;
  releases.writeMaps(api.origin, remoteMap);

  process.env.E2E_HOST_ORIGIN = host.origin;
  process.env.E2E_API_ORIGIN = api.origin;
  process.env.E2E_MAIL_URL = mail.httpUrl;
  process.env.E2E_WEBSITE_ORIGIN = website.origin;
  process.env.E2E_SLACK_ORIGIN = slack.origin;
  process.env.E2E_SLACK_CONTROL_URL = slack.controlUrl;
  process.env.E2E_CRM_ORIGIN = crm.origin;
  process.env.E2E_CRM_CONTROL_URL = crm.controlUrl;
  process.env.E2E_ANALYTICS_HOST_ORIGIN = analyticsHost.origin;
  process.env.E2E_ANALYTICS_CAPTURE_ORIGIN = analytics.origin;
  process.env.E2E_RELEASES_DIR = releases.dir;
  process.env.E2E_RELEASE_STORE_ORIGIN = releases.storeOrigin;
  process.env.E2E_STAGING_HOST_ORIGIN = releases.stagingOrigin;
  process.env.E2E_PRODUCTION_HOST_ORIGIN = releases.productionOrigin;
  remotes.forEach(
    (name, i) => (process.env[`E2E_REMOTE_${name.toUpperCase()}_ORIGIN`] = remoteServers[i]!.origin),
  );

  return async () => {
    await api.close();
    await host.close();
    await analyticsHost.close();
    await releases.close();
    await analytics.close();
    await Promise.all(remoteServers.map((s) => s.close()));
    await mail.close();
    await website.close();
    await slack.close();
    await crm.close();
  };
}
