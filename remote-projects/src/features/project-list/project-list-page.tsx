// /projects: the user's projects and, for members of an organization, the way to start a new one and
// the demo project (example leads to look around first: the way in when there is no project yet).
// Guests (no organization of their own) see the projects shared with them, and cannot create any.
import { Link } from '@signalboard/shared/router';
import { useOrganization, useProjects, type Project } from '@signalboard/shared/api';
import {
  buttonClassName,
  EmptyState,
  IconSparkles,
  LoadError,
  PageHeader,
  PageSpinner,
} from '@signalboard/shared/ui';
import { ProjectCard } from './project-card';
import './project-list.css';

function NewProjectLink({ children = 'New project' }: { children?: string }) {
  return (
    <Link className={buttonClassName()} to="/projects/new">
      {children}
    </Link>
  );
}

function OpenDemoLink() {
  return (
    <Link className={buttonClassName('secondary')} to="/demo">
      Open the demo project
    </Link>
  );
}

/** The demo is already in the list: the project fed by the bundled sample feed. */
const hasDemo = (projects: readonly Project[]) =>
  projects.some((project) => project.enabled_platforms.includes('sample'));

interface ProjectListBodyProps {
  /** The user's organization; null for a guest, or when it could not be loaded. */
  organizationId: string | null;
  canCreate: boolean;
}

function ProjectListBody({ organizationId, canCreate }: ProjectListBodyProps) {
  const projects = useProjects();

  if (projects.isPending) return <PageSpinner label="Loading projects" />;
  if (projects.isError) {
    return (
      <LoadError
        what="We could not load your projects."
        error={projects.error}
        retrying={projects.isFetching}
        onRetry={() => void projects.refetch()}
      />
    );
  }
  if (projects.data.length === 0) {
    return canCreate ? (
      <EmptyState
        className="sb-card"
        icon={<IconSparkles />}
        title="Find people who are asking for what you sell"
        description="Signalboard watches public forums and communities for posts from people looking for a product like yours, and turns them into leads your team can answer. Create a project to describe your business and pick the platforms to watch, or look around the demo project and its example leads first."
        action={
          <div className="project-list__actions">
            <NewProjectLink>Create your first project</NewProjectLink>
            <OpenDemoLink />
          </div>
        }
      />
    ) : (
      <EmptyState
        className="sb-card"
        icon={<IconSparkles />}
        title="No projects shared with you yet"
        description="When a member of an organization gives you guest access to one of their projects, it appears here."
      />
    );
  }
  return (
    <ul className="sb-stack sb-plain-list" role="list" aria-label="Your projects">
      {projects.data.map((project) => (
        <li key={project.id}>
          <ProjectCard
            project={project}
            canEdit={organizationId !== null && project.organization_id === organizationId}
          />
        </li>
      ))}
    </ul>
  );
}

function HeaderActions() {
  const projects = useProjects();
  // The demo is offered in the empty state itself, and not again once it is one of the projects.
  const offerDemo = projects.data !== undefined && projects.data.length > 0 && !hasDemo(projects.data);
  return (
    <div className="project-list__actions">
      {offerDemo ? <OpenDemoLink /> : null}
      <NewProjectLink />
    </div>
  );
}

export default function ProjectListPage() {
  const organization = useOrganization();
  const organizationId = organization.data?.id ?? null;
  // A guest (no organization: the API's 404) cannot create projects. When the organization could
  // not be loaded the button stays: the server has the last word and says why if it refuses.
  const canCreate = !organization.isPending && organization.data !== null;

  return (
    <div className="sb-stack sb-stack--lg">
      <PageHeader
        title="Projects"
        subtitle="Each project watches public forums for one business and collects its leads."
        actions={canCreate ? <HeaderActions /> : undefined}
      />
      {organization.isPending ? (
        <PageSpinner label="Loading projects" />
      ) : (
        <ProjectListBody organizationId={organizationId} canCreate={canCreate} />
      )}
    </div>
  );
}
