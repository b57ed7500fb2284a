// What the invitation offers, as a description list. A guest invitation (`project` set) opens one
// project and nothing else of the organization, so it names the project and says what a guest sees
// instead of a role (the API keeps a placeholder role on guest invitations).
import type { InvitePreview } from '@signalboard/shared/api';

const roleLabels: Record<InvitePreview['role'], string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function Item({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt className="sb-muted sb-text-sm">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function InviteDetails({ invite }: { invite: InvitePreview }) {
  const { project } = invite;
  return (
    <dl className="sb-stack sb-stack--sm" aria-label="Invitation">
      {project ? <Item term="Project">{project.name}</Item> : null}
      <Item term="Organization">{invite.organization_name}</Item>
      <Item term="Invited by">{invite.inviter_name ?? 'A member of the organization'}</Item>
      {project ? (
        <Item term="Access">Guest: this project and its leads, nothing else of the organization</Item>
      ) : (
        <Item term="Role">{roleLabels[invite.role]}</Item>
      )}
      {invite.email ? <Item term="For">{invite.email}</Item> : null}
      <Item term="Expires">{dateFormat.format(new Date(invite.expires_at))}</Item>
    </dl>
  );
}
