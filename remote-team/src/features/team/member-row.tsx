// One member: the role is a labelled select for whoever may change it, plain text otherwise.
import type { Member, Role } from '@signalboard/shared/api';
import { Button } from '@signalboard/shared/ui';
import { memberName, roleLabels } from '../../lib/format';

interface MemberRowProps {
  member: Member;
  isYou: boolean;
  roleEditable: boolean;
  removable: boolean;
  roleBusy: boolean;
  onRoleChange: (role: Role) => void;
  onRemove: () => void;
}

const roles: Role[] = ['owner', 'admin', 'member'];

export function MemberRow({
  member,
  isYou,
  roleEditable,
  removable,
  roleBusy,
  onRoleChange,
  onRemove,
}: MemberRowProps) {
  const name = memberName(member);
  return (
    <tr>
      <td>
        {name}
        {isYou ? (
          <>
            {' '}
            <span className="sb-muted">(you)</span>
          </>
        ) : null}
      </td>
      <td className="team-table__email">{member.email}</td>
      <td>
        {roleEditable ? (
          <select
            className="sb-select"
            aria-label={`Role of ${name}`}
            value={member.role}
            disabled={roleBusy}
            aria-busy={roleBusy || undefined}
            onChange={(event) => onRoleChange(event.target.value as Role)}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        ) : (
          roleLabels[member.role]
        )}
      </td>
      <td className="team-table__actions">
        {removable ? (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
