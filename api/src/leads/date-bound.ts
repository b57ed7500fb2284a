/** A bound on a lead's publication time; a date alone covers its whole UTC day. */
export interface DateBound {
  at: Date;
  /** False for the end of a date-only `date_to`: the next day's midnight, excluded. */
  inclusive: boolean;
}

/**
 * The last instant a bound may be: a `date_to` of 9999-12-31 (or a late offset) would otherwise end in
 * year 10000, which JavaScript writes as +010000 and PostgreSQL cannot read. Past it, nothing is stored.
 */
const lastInstant = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function withinYears(bound: DateBound): DateBound {
  return bound.at.getTime() > lastInstant ? { at: new Date(lastInstant), inclusive: true } : bound;
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads `date_from`/`date_to`: an ISO 8601 date-time with its offset, or a date. Null when it is neither
 * or names a day that does not exist (2024-02-30), so the caller can say which field is wrong.
 */
export function parseDateBound(raw: string, end: 'from' | 'to'): DateBound | null {
  const bound = readDateBound(raw, end);
  return bound && withinYears(bound);
}

function readDateBound(raw: string, end: 'from' | 'to'): DateBound | null {
  // An unencoded "+02:00" arrives as " 02:00" once the query string is decoded.
  const text = raw.trim().replace(/ (\d{2}:?\d{2})$/, '+$1');
  const day = dateOnly.exec(text);
  if (day) {
    const start = new Date(`${text}T00:00:00Z`);
    if (!sameDay(start, day)) return null;
    if (end === 'from') return { at: start, inclusive: true };
    return { at: new Date(start.getTime() + 86_400_000), inclusive: false };
  }
  const moment = dateTime.exec(text);
  if (!moment) return null;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return null;
  // Date accepts 2024-02-30T10:00Z as 1 March; the calendar day must exist as written.
  const check = new Date(`${moment[1]}-${moment[2]}-${moment[3]}T00:00:00Z`);
  if (!sameDay(check, moment)) return null;
  return { at, inclusive: true };
}

function sameDay(date: Date, parts: RegExpExecArray): boolean {
  return (
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() === Number(parts[1]) &&
    date.getUTCMonth() + 1 === Number(parts[2]) &&
    date.getUTCDate() === Number(parts[3])
  );
}
