// / (the home page): a user without an organization creates one here, or accepts an invitation
// addressed to them (the only page they can see); everyone else gets a short landing.
import { errorMessage, useOrganization } from '@signalboard/shared/api';
import { Button, FormError, PageSpinner } from '@signalboard/shared/ui';
import { CreateOrganizationForm } from './create-organization-form';
import { InvitesForYou } from './invites-for-you';
import { WelcomeBack } from './welcome-back';

export default function HomePage() {
  const organization = useOrganization();

  if (organization.isPending) return <PageSpinner label="Loading your organization" />;
  if (organization.isError) {
    return (
      <div className="sb-stack">
        <FormError>We could not load your organization. {errorMessage(organization.error, '')}</FormError>
        <div>
          <Button
            variant="secondary"
            loading={organization.isFetching}
            onClick={() => void organization.refetch()}
          >
            Try again
          </Button>
        </div>
      </div>
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
