/**
 * Dates as people and exports write them: ISO 8601 (with or without time or zone), RFC 2822
 * ("Tue, 05 Mar 2024 10:00:00 +0000"), or a unix epoch in seconds (milliseconds when 13 digits).
 * Anything outside 1970-2100 is treated as unreadable: it is almost always a wrong column.
 */
export function parseLenientDate(value: unknown): Date | null {
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d{9,13}(\.\d+)?$/.test(text)) return fromEpoch(Number(text));
  // Date.parse guesses a date from almost anything ("12" is December 2001): ask for a 4-digit year.
  if (!/(?:^|\D)\d{4}(?:\D|$)/.test(text)) return null;
  // "2024-03-05 10:00:00" (SQL exports) is not ISO for every engine: make the separator explicit.
  const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text) ? text.replace(' ', 'T') : text;
  return inRange(new Date(normalised));
}

function fromEpoch(value: number): Date | null {
  if (!Number.isFinite(value)) return null;
  // 13 digits and more are milliseconds (JavaScript exports), fewer are seconds.
  return inRange(new Date(value >= 1e12 ? value : value * 1000));
}

const earliest = Date.UTC(1970, 0, 1);
const latest = Date.UTC(2100, 0, 1);

function inRange(date: Date): Date | null {
  const time = date.getTime();
  return Number.isNaN(time) || time < earliest || time >= latest ? null : date;
}
