// The role an invite gives: a labelled native select, styled like the kit's fields.
import { useId } from 'react';
import type { NewInvite } from '@signalboard/shared/api';

export type InviteRole = NewInvite['role'];

export function RoleSelect({ value, onChange }: { value: InviteRole; onChange: (role: InviteRole) => void }) {
  const id = useId();
  return (
    <div className="sb-field">
      <label className="sb-field__label" htmlFor={id}>
        Role
      </label>
      <select
        id={id}
        className="sb-select"
        value={value}
        onChange={(event) => onChange(event.target.value as InviteRole)}
      >
        <option value="member">Member</option>
        <option value="admin">Admin</option>
      </select>
    </div>
  );
}
