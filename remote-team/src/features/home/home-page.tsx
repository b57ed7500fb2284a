// / (the home page): a user without an organization creates one here, or accepts an invitation
// addressed to them (the only page they can see); everyone else gets a short landing.
import { useOrganization } from '@signalboard/shared/api';
import { LoadError, PageSpinner } from '@signalboard/shared/ui';
import { CreateOrganizationForm } from './create-organization-form';
import { InvitesForYou } from './invites-for-you';
import { WelcomeBack } from './welcome-back';

export default function HomePage() {
  const organization = useOrganization();

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
  if (organization.data === null) {
    return (
      <div className="sb-stack sb-stack--lg">
        <CreateOrganizationForm />
        <InvitesForYou />
      </div>
    );
  }
  return <WelcomeBack organizationName={organization.data.name} />;
}
