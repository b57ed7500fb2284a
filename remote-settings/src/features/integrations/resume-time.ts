// When a CRM's rate limit lets pushes go on: the time alone today ("14:32"), with the date otherwise.
const timeOnly = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dateAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function resumeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toDateString() === now.toDateString() ? timeOnly.format(at) : dateAndTime.format(at);
}
