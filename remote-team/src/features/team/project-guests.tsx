// One project's guests: name, e-mail, when added, and Remove (after a confirmation); its pending
// guest invitations (Resend, Cancel); "Invite a guest by e-mail"; and, when the organization's other
// projects have guests this one has not, a quicker way to add one of them.
import type { UseQueryResult } from '@signalboard/shared/query';
import { useId, useState } from 'react';
import { useGuestInvites, type Project, type ProjectGuest } from '@signalboard/shared/api';
import { Button, LoadError, Spinner } from '@signalboard/shared/ui';
import { formatDate, memberName } from '../../lib/format';
import { AddGuestForm } from './add-guest-form';
import { InviteGuestForm } from './invite-guest-form';
import { PendingGuestInvites } from './pending-guest-invites';
import { RemoveGuestDialog } from './remove-guest-dialog';
import { TableScroll } from './table-scroll';

interface ProjectGuestsProps {
  project: Project;
  guests: UseQueryResult<ProjectGuest[]>;
  /** Guests of any of the organization's projects, to pick from. */
  knownPeople: ProjectGuest[];
}

export function ProjectGuests({ project, guests, knownPeople }: ProjectGuestsProps) {
  const headingId = useId();
  const [removing, setRemoving] = useState<ProjectGuest | null>(null);
  const invites = useGuestInvites(project.id);
  const list = guests.data ?? [];

  return (
    <section className="sb-stack team-guests" aria-labelledby={headingId}>
      <h3 id={headingId} className="team-guests__title">
        {project.name}
      </h3>
      {guests.isPending ? <Spinner size="sm" label={`Loading the guests of ${project.name}`} /> : null}
      {guests.isError ? (
        <LoadError
          size="sm"
          what={`The guests of ${project.name} could not be loaded.`}
          error={guests.error}
          retrying={guests.isFetching}
          onRetry={() => void guests.refetch()}
        />
      ) : null}
      {guests.isSuccess && list.length === 0 ? <p className="sb-muted">No guests yet.</p> : null}
      {list.length > 0 ? (
        <TableScroll label={`Guests of ${project.name}`}>
          <table className="team-table team-table--cards" role="table">
            <caption className="sb-visually-hidden">{`Guests of ${project.name}`}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  Name
                </th>
                <th scope="col" role="columnheader">
                  E-mail
                </th>
                <th scope="col" role="columnheader">
                  Added
                </th>
                <th scope="col" role="columnheader" className="team-table__actions">
                  <span className="sb-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {list.map((guest) => (
                <tr key={guest.id} role="row">
                  <td role="cell" className="team-table__title">
                    {memberName(guest)}
                  </td>
                  <td role="cell" data-label="E-mail" className="team-table__email">
                    {guest.email}
                  </td>
                  <td role="cell" data-label="Added">
                    {formatDate(guest.added_at)}
                  </td>
                  <td role="cell" className="team-table__actions">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${memberName(guest)} from ${project.name}`}
                      onClick={() => setRemoving(guest)}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <PendingGuestInvites project={project} invites={invites} />
      <InviteGuestForm project={project} guests={list} pending={invites.data ?? []} />
      {guests.isSuccess ? (
        <AddGuestForm
          project={project}
          knownPeople={knownPeople.filter((person) => !list.some((guest) => guest.id === person.id))}
        />
      ) : null}
      <RemoveGuestDialog project={project} guest={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}
