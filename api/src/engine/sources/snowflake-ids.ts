/**
 * Ids that grow with time (X tweet ids, Mastodon status ids) as decimal strings longer than a double holds
 * exactly: compared as BigInt. Other sortable ids (Pleroma's flake ids) compare by length, then text.
 */
export function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const difference = BigInt(a) - BigInt(b);
    return difference === 0n ? 0 : difference > 0n ? 1 : -1;
  }
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** The newest of some ids (absent ones skipped); null when there is none. */
export function newestId(ids: Iterable<string | null | undefined>): string | null {
  let newest: string | null = null;
  for (const id of ids) if (id && (newest === null || compareIds(id, newest) > 0)) newest = id;
  return newest;
}
