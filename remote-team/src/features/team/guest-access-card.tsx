// Guest access: for each project of the organization, the people outside it who may see that
// project and its leads, the invitations sent to others, and a way to invite, add or remove one. Owners and admins only (the API refuses
// members even the list), so members read what guests are and who to ask.
import { useQueries } from '@signalboard/shared/query';
import { Link } from '@signalboard/shared/router';
import {
  projectGuestsQueryOptions,
  useProjects,
  type ProjectGuest,
  type Role,
} from '@signalboard/shared/api';
import { buttonClassName, Card, EmptyState, LoadError, Spinner } from '@signalboard/shared/ui';
import { canManageGuests } from './can-manage';
import { ProjectGuests } from './project-guests';

export const GUESTS_EXPLAINED =
  "Guests are people outside your organization who can see one project's leads, and nothing else of your organization. Invite them by e-mail: they accept with a Signalboard account, and need no organization.";

export function GuestAccessCard({
  callerRole,
  organizationId,
}: {
  callerRole: Role;
  organizationId: string;
}) {
  return (
    <Card title="Guest access" description={GUESTS_EXPLAINED}>
      {canManageGuests(callerRole) ? (
        <ManagedGuests organizationId={organizationId} />
      ) : (
        <p className="sb-muted">
          Only owners and admins see and manage who has guest access. Ask one of them to invite a guest.
        </p>
      )}
    </Card>
  );
}

function ManagedGuests({ organizationId }: { organizationId: string }) {
  const projects = useProjects();
  // The project list also holds projects of other organizations the caller is a guest of: not theirs to share.
  const own = (projects.data ?? []).filter((project) => project.organization_id === organizationId);
  const guestLists = useQueries({ queries: own.map((project) => projectGuestsQueryOptions(project.id)) });

  if (projects.isPending) return <Spinner label="Loading projects" />;
  if (projects.isError) {
    return (
      <LoadError
        size="sm"
        what="The projects could not be loaded."
        error={projects.error}
        retrying={projects.isFetching}
        onRetry={() => void projects.refetch()}
      />
    );
  }
  if (own.length === 0) {
    return (
      <EmptyState
        title="No projects to share yet"
        description="Guest access is given per project. Create a project, then invite guests to it here."
        action={
          <Link className={buttonClassName('secondary')} to="/projects/new">
            New project
          </Link>
        }
      />
    );
  }

  // Everyone already a guest of one project, offered as a shortcut on the others.
  const people = new Map<string, ProjectGuest>();
  for (const list of guestLists) for (const guest of list.data ?? []) people.set(guest.id, guest);

  return (
    <div className="sb-stack sb-stack--lg">
      {own.map((project, index) => {
        // useQueries answers in the order of `queries`: one result per project.
        const guests = guestLists[index];
        return guests ? (
          <ProjectGuests
            key={project.id}
            project={project}
            guests={guests}
            knownPeople={[...people.values()]}
          />
        ) : null;
      })}
    </div>
  );
}
