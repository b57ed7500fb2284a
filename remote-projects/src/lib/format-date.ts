// A date as the reader's locale writes it ("Jan 5, 2025"); the raw ISO string if it is not a date.
const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}
