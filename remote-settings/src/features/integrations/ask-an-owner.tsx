// For a member who is not an owner where only an owner can act (pasting a CRM token): who can, by name
// when the organization's members can be read, else "an owner of your organization".
import { useMembers, type Member } from '@signalboard/shared/api';

const nameOf = (member: Member) =>
  [member.first_name, member.last_name].filter(Boolean).join(' ').trim() || member.email;

/** "Ada Lovelace or Grace Hopper", in the reader's language. */
function either(names: string[]): string {
  return new Intl.ListFormat(undefined, { type: 'disjunction' }).format(names);
}

export function useOwnerNames(): string | null {
  const owners = (useMembers().data ?? []).filter((member) => member.role === 'owner').map(nameOf);
  return owners.length > 0 ? either(owners) : null;
}

export function AskAnOwner({ action, what }: { action: string; what: string }) {
  const owners = useOwnerNames();
  return (
    <p className="settings-notice">
      <strong>Ask an owner to {action}.</strong> Only an owner of your organization can paste {what}
      {owners ? `: ${owners}.` : '.'}
    </p>
  );
}
