/** Digests arrive at this local hour... */
export const digestHour = 8;
/** ...or up to this many hours later when no worker ran at 08:00 (a later digest covers what it missed). */
export const digestCatchUpHours = 6;

export type DigestFrequency = 'daily' | 'weekly';

/** A recipient-local day ('2026-11-26') or ISO week ('2026-W48') whose digest is due. */
export interface DuePeriod {
  frequency: DigestFrequency;
  period: string;
}

/** True when `zone` is an IANA time zone name this runtime knows ('Europe/Paris', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  /** ISO day of the week: 1 = Monday ... 7 = Sunday. */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and hour at `now` in `zone`. */
export function localTime(now: Date, zone: string): LocalTime {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  return { year, month, day, hour: Number(parts.hour), weekday };
}

/**
 * The period whose digest is due at `now` for a recipient in `zone`, or null: a daily digest from 08:00
 * local each day, a weekly one from 08:00 local on Monday, each for `digestCatchUpHours`.
 */
export function duePeriod(frequency: DigestFrequency, now: Date, zone: string): DuePeriod | null {
  const local = localTime(now, zone);
  if (local.hour < digestHour || local.hour >= digestHour + digestCatchUpHours) return null;
  if (frequency === 'daily') {
    const pad = (n: number) => String(n).padStart(2, '0');
    return { frequency, period: `${local.year}-${pad(local.month)}-${pad(local.day)}` };
  }
  if (local.weekday !== 1) return null;
  return { frequency, period: isoWeek(local.year, local.month, local.day) };
}

/** '2026-W48' for a calendar date (ISO 8601 weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  // The Thursday of the date's week decides the week's year; its day of that year decides the week.
  const weekYear = date.getUTCFullYear();
  const week = 1 + Math.floor((date.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * 86_400_000));
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/** How far back the first digest of a recipient looks. */
export const firstDigestLookbackMs: Record<DigestFrequency, number> = {
  daily: 24 * 3_600_000,
  weekly: 7 * 24 * 3_600_000,
};
