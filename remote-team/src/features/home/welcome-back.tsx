// The landing for a user with an organization: a greeting, the two places to go, recent projects.
import { Link } from '@signalboard/shared/router';
import { useMe } from '@signalboard/shared/api';
import { Card, linkClassName, PageHeader } from '@signalboard/shared/ui';
import { RecentProjects } from './recent-projects';

export function WelcomeBack({ organizationName }: { organizationName: string }) {
  const firstName = useMe().data?.first_name;
  return (
    <div className="team-screen sb-stack sb-stack--lg">
      <PageHeader
        title={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
        subtitle={organizationName}
      />
      <nav aria-label="Quick links">
        <ul className="sb-cluster sb-plain-list" role="list">
          <li>
            <Card
              title={
                <Link className={linkClassName} to="/projects">
                  Projects
                </Link>
              }
            >
              <p className="sb-muted sb-text-sm">Your projects and their leads.</p>
            </Card>
          </li>
          <li>
            <Card
              title={
                <Link className={linkClassName} to="/team">
                  Team
                </Link>
              }
            >
              <p className="sb-muted sb-text-sm">Members, invitations and guest access.</p>
            </Card>
          </li>
        </ul>
      </nav>
      <RecentProjects />
    </div>
  );
}
