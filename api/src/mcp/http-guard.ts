import type { Config } from '../config.js';

/**
 * DNS-rebinding protection for /mcp (the MCP spec's "servers MUST validate the Origin header"): a web page
 * elsewhere must not drive the endpoint through a visitor's browser, and a request must be addressed to
 * one of this server's own names. Both lists come from the configuration the server already has.
 */
export interface McpGuard {
  /** The web origins of this app (APP_URL, API_PUBLIC_URL, CORS_ORIGINS): a request with another Origin is refused. */
  origins: Set<string>;
  /** Host names (without port) the server answers to: loopback, and those of APP_URL and API_PUBLIC_URL. */
  hostnames: Set<string>;
}

const wildcardHosts = new Set(['0.0.0.0', '::', '']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function hostnameOf(url: string): string | null {
  try {
    return bare(new URL(url).hostname);
  } catch {
    return null;
  }
}

/** `[::1]` and `::1` alike, any case. */
function bare(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

export function mcpGuard(config: Pick<Config, 'appUrl' | 'apiPublicUrl' | 'corsOrigins' | 'host'>): McpGuard {
  const origins = [config.appUrl, config.apiPublicUrl, ...config.corsOrigins].map(originOf);
  const hostnames = [
    'localhost',
    '127.0.0.1',
    '::1',
    hostnameOf(config.appUrl),
    hostnameOf(config.apiPublicUrl),
  ];
  if (!wildcardHosts.has(config.host)) hostnames.push(bare(config.host));
  return {
    origins: new Set(origins.filter((origin): origin is string => origin !== null)),
    hostnames: new Set(hostnames.filter((name): name is string => name !== null)),
  };
}

/** Whether the Host header names this server (its port is not compared: a proxy may change it). */
export function hostAllowed(guard: McpGuard, host: string | undefined): boolean {
  if (!host) return false;
  const name = /^\[[^\]]*\]/.exec(host)?.[0] ?? host.split(':')[0] ?? '';
  return guard.hostnames.has(bare(name));
}

/** No Origin (a program, not a browser) is fine; a browser's must be one of ours. */
export function originAllowed(guard: McpGuard, origin: string | undefined): boolean {
  return origin === undefined || guard.origins.has(origin);
}
