import { asNumber, asRecord, asString } from './config-values.js';

// Where a Reddit listing (JSON 'new', 'search:<keyword>', or the Atom 'feed') was left: the newest
// creation time taken, its fullname (for reading), and the fullnames created in that second. Reddit's
// own `before=<fullname>` is not used: it answers nothing once that post is deleted.

export interface ListingCursor {
  newest_utc: number;
  newest_name: string | null;
  ids: string[];
}

/** An item of a listing as the cursor sees it: its fullname and creation time (Unix seconds). */
export interface CursorItem {
  name: string | null;
  created_utc: number | null;
}

export function listingCursor(value: unknown): ListingCursor | undefined {
  const record = asRecord(value);
  const newest = asNumber(record.newest_utc);
  if (newest === null) return undefined;
  return {
    newest_utc: newest,
    newest_name: asString(record.newest_name),
    ids: Array.isArray(record.ids) ? record.ids.filter((id): id is string => typeof id === 'string') : [],
  };
}

/** Whether an item was already taken (not newer than the cursor, or one of its last second's). */
export function reached(floor: ListingCursor, item: CursorItem): boolean {
  if (item.created_utc === null || item.name === null) return false;
  return (
    item.created_utc < floor.newest_utc ||
    (item.created_utc === floor.newest_utc && floor.ids.includes(item.name))
  );
}

export function advance(floor: ListingCursor, items: readonly CursorItem[]): ListingCursor {
  let next = floor;
  for (const { created_utc: created, name } of items) {
    if (created === null || name === null) continue;
    if (created > next.newest_utc) next = { newest_utc: created, newest_name: name, ids: [name] };
    else if (created === next.newest_utc && !next.ids.includes(name))
      next = { ...next, ids: [...next.ids, name] };
  }
  return next;
}
