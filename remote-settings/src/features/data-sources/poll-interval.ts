// How often a source is polled, as the Data Sources tab offers and words it. The API takes any
// number of seconds from a minute to a day (null: the deployment's default); the form offers these.
export const INTERVAL_CHOICES: readonly { seconds: number; label: string }[] = [
  { seconds: 60, label: 'Every minute' },
  { seconds: 300, label: 'Every 5 minutes' },
  { seconds: 900, label: 'Every 15 minutes' },
  { seconds: 1800, label: 'Every 30 minutes' },
  { seconds: 3600, label: 'Hourly' },
  { seconds: 21_600, label: 'Every 6 hours' },
  { seconds: 86_400, label: 'Daily' },
];

const unit = (count: number, name: string) => (count === 1 ? `every ${name}` : `every ${count} ${name}s`);

/** "every 5 minutes", "hourly", "every 6 hours", "daily"; any other number of seconds as it divides. */
export function describeInterval(seconds: number): string {
  const choice = INTERVAL_CHOICES.find((c) => c.seconds === seconds);
  if (choice) return choice.label.charAt(0).toLowerCase() + choice.label.slice(1);
  if (seconds % 86_400 === 0) return unit(seconds / 86_400, 'day');
  if (seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}
