import {
  crmProviderIds,
  type CrmEndpoints,
  type CrmProviderConfig,
  type CrmProviderId,
} from './crm-types.js';

// The CRMs' endpoints and the operator's OAuth apps, from the environment. Per CRM, <CRM>_CLIENT_ID and
// <CRM>_CLIENT_SECRET (both or neither) turn on "Connect with OAuth"; without them members can still
// connect with a token an owner pastes. The endpoint variables exist for local fakes: each is https, or
// http on a loopback address only, so a token never crosses a network in clear text.

export const crmDefaultEndpoints: Record<CrmProviderId, CrmEndpoints> = {
  hubspot: {
    apiBaseUrl: 'https://api.hubapi.com',
    authorizeUrl: 'https://app.hubspot.com/oauth/authorize',
    tokenUrl: 'https://api.hubapi.com/oauth/2026-03/token',
    appUrl: 'https://app.hubspot.com',
  },
  pipedrive: {
    apiBaseUrl: 'https://api.pipedrive.com',
    authorizeUrl: 'https://oauth.pipedrive.com/oauth/authorize',
    tokenUrl: 'https://oauth.pipedrive.com/oauth/token',
    appUrl: 'https://app.pipedrive.com',
  },
  attio: {
    apiBaseUrl: 'https://api.attio.com',
    authorizeUrl: 'https://app.attio.com/authorize',
    tokenUrl: 'https://app.attio.com/oauth/token',
    appUrl: 'https://app.attio.com',
  },
};

const endpointVariables: Record<keyof CrmEndpoints, string> = {
  apiBaseUrl: 'API_BASE_URL',
  authorizeUrl: 'AUTHORIZE_URL',
  tokenUrl: 'TOKEN_URL',
  appUrl: 'APP_URL',
};

export function readCrmConfig(
  read: (name: string) => string | undefined,
  problems: string[],
  isLoopbackHost: (hostname: string) => boolean,
): Record<CrmProviderId, CrmProviderConfig> {
  const result = {} as Record<CrmProviderId, CrmProviderConfig>;
  for (const id of crmProviderIds) {
    const prefix = id.toUpperCase();
    const endpoints = { ...crmDefaultEndpoints[id] };
    for (const [key, suffix] of Object.entries(endpointVariables) as [keyof CrmEndpoints, string][]) {
      const name = `${prefix}_${suffix}`;
      const given = read(name);
      if (given === undefined) continue;
      let parsed: URL | null = null;
      try {
        parsed = new URL(given);
      } catch {
        parsed = null;
      }
      if (!parsed || !['http:', 'https:'].includes(parsed.protocol))
        problems.push(`${name}: is not an http(s) URL (got "${given}")`);
      else if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname))
        problems.push(`${name}: must start with https:// unless it is a loopback address (got "${given}")`);
      else endpoints[key] = given.replace(/\/+$/, '');
    }
    const clientId = read(`${prefix}_CLIENT_ID`);
    const clientSecret = read(`${prefix}_CLIENT_SECRET`);
    if (clientId && !clientSecret)
      problems.push(`${prefix}_CLIENT_SECRET: is required when ${prefix}_CLIENT_ID is set`);
    if (clientSecret && !clientId)
      problems.push(`${prefix}_CLIENT_ID: is required when ${prefix}_CLIENT_SECRET is set`);
    result[id] = { endpoints, oauthApp: clientId && clientSecret ? { clientId, clientSecret } : null };
  }
  return result;
}
