// How the settings screens write dates: in the reader's locale; the raw value when it is not a date.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** "Jan 5, 2025". */
export const formatDate = (iso: string): string => format(dateFormat, iso);

/** "Jan 5, 2025, 10:42 AM". */
export const formatDateTime = (iso: string): string => format(dateTimeFormat, iso);
