// Who may do what to a member (the API's role policy, api/README.md): the page offers only what the
// server would allow, and still shows the server's sentence if it refuses.
import type { Member, Role } from '@signalboard/shared/api';

/** Owners remove anyone, admins remove members; nobody removes themselves (they leave instead). */
export function canRemove(callerRole: Role, callerId: string | undefined, member: Member): boolean {
  // Until the caller is known, offer nothing rather than actions on themselves.
  if (callerId === undefined || member.id === callerId) return false;
  return callerRole === 'owner' || (callerRole === 'admin' && member.role === 'member');
}

/** Only owners change roles, and never their own (ownership is handed over, not dropped). */
export function canChangeRole(callerRole: Role, callerId: string | undefined, member: Member): boolean {
  return callerRole === 'owner' && callerId !== undefined && member.id !== callerId;
}

/** Owners and admins manage guest access (list, add, remove); members are refused even the list. */
export function canManageGuests(callerRole: Role): boolean {
  return callerRole === 'owner' || callerRole === 'admin';
}
