// The short history an environment map keeps of its own changes, so a rollback can name the
// version a remote ran before without digging through git.
const KEEP = 20;

/** Appends one change ({ remote, from, to, rollback }) with its time, keeping the last 20. */
export function recordChange(map, { remote, from, to, rollback = false }, now = new Date()) {
  const entry = { remote, from, to, at: now.toISOString() };
  if (rollback) entry.rollback = true;
  map.history = [...(map.history ?? []), entry].slice(-KEEP);
}

/**
 * The version a remote ran before its current one: the `from` of the latest forward change that
 * brought the current version in. Rollbacks are skipped, so rolling back twice walks two steps back
 * instead of bouncing between two versions. Null when the history does not go back that far.
 */
export function previousVersion(map, remote) {
  const current = map.remotes[remote];
  const change = [...(map.history ?? [])]
    .reverse()
    .find((entry) => entry.remote === remote && entry.to === current && !entry.rollback);
  return change?.from ?? null;
}
