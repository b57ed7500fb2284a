// The members table: name, e-mail and role of everyone in the organization. Owners change roles
// in place; owners and admins remove members after a confirmation.
import { useState } from 'react';
import {
  errorMessage,
  useChangeMemberRole,
  useMe,
  useMembers,
  type Member,
  type Role,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Card, FormError, LoadError, Spinner } from '@signalboard/shared/ui';
import { memberName } from '../../lib/format';
import { canChangeRole, canRemove } from './can-manage';
import { MemberRow } from './member-row';
import { RemoveMemberDialog } from './remove-member-dialog';
import { TableScroll } from './table-scroll';

export function MembersCard({ callerRole }: { callerRole: Role }) {
  const members = useMembers();
  const callerId = useMe().data?.id;
  const changeRole = useChangeMemberRole();
  const [removing, setRemoving] = useState<Member | null>(null);

  const onRoleChange = (member: Member, role: Role) => {
    changeRole.mutate(
      { userId: member.id, role },
      {
        onSuccess: () =>
          notify.success(`${memberName(member)} is now ${role === 'admin' ? 'an' : 'a'} ${role}.`),
      },
    );
  };

  return (
    <Card title="Members">
      {members.isPending ? <Spinner label="Loading members" /> : null}
      {members.isError ? (
        <LoadError
          size="sm"
          what="The members could not be loaded."
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      ) : null}
      {members.isSuccess && members.data.length === 0 ? <p className="sb-muted">No members yet.</p> : null}
      {members.isSuccess && members.data.length > 0 ? (
        <TableScroll label="Members of the organization">
          <table className="team-table">
            <caption className="sb-visually-hidden">Members of the organization</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col" className="team-table__actions">
                  <span className="sb-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  isYou={member.id === callerId}
                  roleEditable={canChangeRole(callerRole, callerId, member)}
                  removable={canRemove(callerRole, callerId, member)}
                  roleBusy={changeRole.isPending && changeRole.variables.userId === member.id}
                  onRoleChange={(role) => onRoleChange(member, role)}
                  onRemove={() => setRemoving(member)}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <FormError>
        {changeRole.isError ? errorMessage(changeRole.error, 'Could not change the role') : null}
      </FormError>
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
