// The create form's expiry choices and the `expires_at` each gives. "In 30 days" counts from the moment
// of creating; a chosen date lasts to the end of that day where the person is.
export type ExpiryChoice = 'never' | '30' | '90' | '365' | 'date';

export const EXPIRY_CHOICES: readonly { value: ExpiryChoice; label: string }[] = [
  { value: 'never', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In 1 year' },
  { value: 'date', label: 'On a date…' },
];

const DAY_MS = 86_400_000;

/** "2026-03-04" for a date input: the local calendar day of `date`. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day a date may be chosen: tomorrow (today's end would leave a key hours to live). */
export const firstChoosableDay = (now: Date): string => dateInputValue(new Date(now.getTime() + DAY_MS));

/**
 * The instant a choice expires at, or null for "Never". `date` is the date input's value; an empty or
 * unreadable one gives undefined (the form asks for a date).
 */
export function expiryOf(choice: ExpiryChoice, date: string, now: Date): Date | null | undefined {
  if (choice === 'never') return null;
  if (choice !== 'date') return new Date(now.getTime() + Number(choice) * DAY_MS);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  return Number.isNaN(end.getTime()) ? undefined : end;
}
