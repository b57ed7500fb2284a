// Serves one built app from its own origin with the project's static server (the one start:prod and
// serve:releases use): production's cache rules, precompressed files, CORS for remotes, SPA fallback
// for the host. The e2e suite so loads the apps exactly as those deployments serve them.
import { startStaticServer as serve } from '../../scripts/lib/static-server.mjs';

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

export function startStaticServer(options: {
  dir: string;
  spa?: boolean;
  /** Extra dynamic files, e.g. /app-config.json. */
  files?: Record<string, () => string>;
}): Promise<StaticServer> {
  return serve({ ...options, cors: true });
}
