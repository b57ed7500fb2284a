// What the invitation offers, as a description list.
import type { InvitePreview } from '@signalboard/shared/api';

const roleLabels: Record<InvitePreview['role'], string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function InviteDetails({ invite }: { invite: InvitePreview }) {
  return (
    <dl className="sb-stack sb-stack--sm" aria-label="Invitation">
      <div>
        <dt className="sb-muted sb-text-sm">Organization</dt>
        <dd>{invite.organization_name}</dd>
      </div>
      <div>
        <dt className="sb-muted sb-text-sm">Invited by</dt>
        <dd>{invite.inviter_name ?? 'A member of the organization'}</dd>
      </div>
      <div>
        <dt className="sb-muted sb-text-sm">Role</dt>
        <dd>{roleLabels[invite.role]}</dd>
      </div>
      {invite.email ? (
        <div>
          <dt className="sb-muted sb-text-sm">For</dt>
          <dd>{invite.email}</dd>
        </div>
      ) : null}
      <div>
        <dt className="sb-muted sb-text-sm">Expires</dt>
        <dd>{dateFormat.format(new Date(invite.expires_at))}</dd>
      </div>
    </dl>
  );
}
