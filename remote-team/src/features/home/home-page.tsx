// / (the home page): a user without an organization creates one here, accepts an invitation
// addressed to them, or opens the projects shared with them as a guest; everyone else gets a short
// landing.
import { useOrganization, useProjects } from '@signalboard/shared/api';
import { LoadError, PageSpinner } from '@signalboard/shared/ui';
import { NoOrganizationHome } from './no-organization-home';
import { WelcomeBack } from './welcome-back';
import '../../lib/touch-targets.css';

export default function HomePage() {
  const organization = useOrganization();
  // Every version of the page shows projects: ask for them alongside the organization, not after it.
  useProjects();

  if (organization.isPending) return <PageSpinner label="Loading your organization" />;
  if (organization.isError) {
    return (
      <LoadError
        what="We could not load your organization."
        error={organization.error}
        retrying={organization.isFetching}
        onRetry={() => void organization.refetch()}
      />
    );
  }
  if (organization.data === null) return <NoOrganizationHome />;
  return <WelcomeBack organizationName={organization.data.name} />;
}
