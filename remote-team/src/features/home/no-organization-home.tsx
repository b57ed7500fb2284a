// The home page of someone without an organization. A guest (someone another organization shared
// projects with) sees those projects first; everyone can create an organization or accept an
// invitation addressed to them. Projects are shared by an e-mail invitation, so there is no id to
// show here any more.
import { useInvitesAddressedToMe, useMe, useProjects } from '@signalboard/shared/api';
import { LoadError, PageHeader, PageSpinner } from '@signalboard/shared/ui';
import { CreateOrganizationForm } from './create-organization-form';
import { InvitesForYou } from './invites-for-you';
import { SharedProjects } from './shared-projects';

export function NoOrganizationHome() {
  const projects = useProjects();
  const firstName = useMe().data?.first_name;
  // Asked for now, while the projects load, rather than once the list below is shown.
  useInvitesAddressedToMe();

  if (projects.isPending) return <PageSpinner label="Loading your projects" />;
  // Without an organization, every project the API lists is one shared with the user.
  const shared = projects.data ?? [];

  if (shared.length === 0) {
    return (
      <div className="team-screen sb-stack sb-stack--lg">
        <CreateOrganizationForm />
        {projects.isError ? (
          <LoadError
            size="sm"
            what="We could not check for projects shared with you."
            error={projects.error}
            retrying={projects.isFetching}
            onRetry={() => void projects.refetch()}
          />
        ) : null}
        <InvitesForYou />
      </div>
    );
  }

  return (
    <div className="team-screen sb-stack sb-stack--lg">
      <PageHeader
        title={firstName ? `Welcome, ${firstName}` : 'Welcome'}
        subtitle="Other organizations shared these projects with you. You can also start your own organization."
      />
      <SharedProjects projects={shared} />
      <InvitesForYou />
      <CreateOrganizationForm asCard />
    </div>
  );
}
