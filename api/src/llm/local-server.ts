import ipaddr from 'ipaddr.js';

// LLM_BASE_URL is an operator's setting, not a URL a user typed, so a local model server (Ollama,
// llama.cpp's server, vLLM on the same machine or the same private network) is allowed. Plain http is
// allowed only there: elsewhere the API key would cross the internet in clear text.

/** Name suffixes reserved for private use: they never resolve on the public internet. */
const privateNameSuffixes = ['.localhost', '.internal', '.home.arpa', '.local'];

/**
 * Whether an LLM base URL's host is a local server: a loopback or private IP address (127/8, ::1, 10/8,
 * 172.16/12, 192.168/16, fc00::/7), `localhost`, a single-label name (a Docker Compose service such
 * as `ollama`, a LAN host name) or a name under a private-use suffix (`host.docker.internal`,
 * `*.localhost`, `*.home.arpa`, `*.local`). Link-local addresses (cloud metadata at 169.254.169.254)
 * and carrier-grade NAT are not local servers.
 */
export function isLocalLlmHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (ipaddr.isValid(host)) {
    let ip = ipaddr.parse(host);
    if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
      ip = (ip as ipaddr.IPv6).toIPv4Address();
    return ['loopback', 'private', 'uniqueLocal'].includes(ip.range());
  }
  if (host === 'localhost' || !host.includes('.')) return host !== '';
  return privateNameSuffixes.some((suffix) => host.endsWith(suffix));
}
