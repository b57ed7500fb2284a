// "5 min ago" in the row, the exact time on hover: recent leads matter by how fresh they are.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const absoluteFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** How long ago `iso` was, shortly; a date after a month (or for a time in the future). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const age = now - at;
  if (age < 0 || age >= 30 * DAY) return dateFormat.format(at);
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)} h ago`;
  const days = Math.floor(age / DAY);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

export function absoluteTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : absoluteFormat.format(at);
}
