import ipaddr from 'ipaddr.js';

/**
 * Whether the website reader may connect to this IP address: only ordinary public unicast addresses.
 * Everything else is refused: private (10/8, 172.16/12, 192.168/16), loopback, link-local (cloud
 * metadata at 169.254.169.254), unique-local (fc00::/7), carrier-grade NAT (100.64/10), multicast,
 * broadcast, unspecified, documentation, benchmarking and other reserved ranges, and IPv6 forms that
 * embed an IPv4 address (IPv4-mapped ::ffff:0:0/96, IPv4-compatible ::/96, NAT64, 6to4, Teredo),
 * which could smuggle a private IPv4 address past the check.
 */
export function isPublicAddress(address: string): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return false;
    // ::/96, the deprecated IPv4-compatible form (ipaddr.js only names ::/128 and ::1/128 in it).
    if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  }
  return ip.range() === 'unicast';
}
