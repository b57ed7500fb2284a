// Slow connections get longer waits (spec section 9). The Network Information API is Chromium-only;
// elsewhere the connection counts as fast.

const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

interface NetworkInformationLike {
  effectiveType?: string;
}

export function isSlowConnection(): boolean {
  const connection = (
    globalThis.navigator as (Navigator & { connection?: NetworkInformationLike }) | undefined
  )?.connection;
  return SLOW_TYPES.has(connection?.effectiveType ?? '');
}
