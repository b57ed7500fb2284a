// /projects: the user's projects (name, description, when created) and the way to start a new one.
import { Link } from 'react-router-dom';
import { useProjects } from '@signalboard/shared/api';
import {
  buttonClassName,
  EmptyState,
  IconSparkles,
  LoadError,
  PageHeader,
  PageSpinner,
} from '@signalboard/shared/ui';
import { ProjectCard } from './project-card';

function NewProjectLink() {
  return (
    <Link className={buttonClassName()} to="/projects/new">
      New project
    </Link>
  );
}

function ProjectListBody() {
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
    return (
      <EmptyState
        className="sb-card"
        icon={<IconSparkles />}
        title="Create your first project"
        description="A project describes one business: its website, what it sells and the intent signals to look for. Signalboard then watches public forums for people asking for it, and turns their posts into leads you can triage."
        action={<NewProjectLink />}
      />
    );
  }
  return (
    <ul className="sb-stack sb-plain-list" role="list" aria-label="Your projects">
      {projects.data.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}

export default function ProjectListPage() {
  return (
    <div className="sb-stack sb-stack--lg">
      <PageHeader
        title="Projects"
        subtitle="Each project watches public forums for one business and collects its leads."
        actions={<NewProjectLink />}
      />
      <ProjectListBody />
    </div>
  );
}
