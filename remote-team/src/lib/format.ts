// How the team screens write people, roles and dates.
import type { Member, Role } from '@signalboard/shared/api';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** "Mar 8, 2025"; the raw value when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export const roleLabels: Record<Role, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** First and last name, or the e-mail for someone who has not set a name. */
export function memberName(member: Pick<Member, 'first_name' | 'last_name' | 'email'>): string {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ').trim();
  return name || member.email;
}
