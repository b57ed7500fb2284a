// The few most recently created projects, each opening its leads.
import { Link } from '@signalboard/shared/router';
import { useProjects } from '@signalboard/shared/api';
import { Card, linkClassName, Spinner } from '@signalboard/shared/ui';

const SHOWN = 5;

export function RecentProjects() {
  const projects = useProjects();
  const recent = [...(projects.data ?? [])]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, SHOWN);

  return (
    <Card title="Recent projects">
      {projects.isPending ? <Spinner label="Loading projects" /> : null}
      {projects.isError ? <p className="sb-muted">Your projects could not be loaded.</p> : null}
      {projects.isSuccess && recent.length === 0 ? (
        <p className="sb-muted">
          No projects yet.{' '}
          <Link className={linkClassName} to="/projects/new">
            Create your first project
          </Link>
        </p>
      ) : null}
      {recent.length > 0 ? (
        <ul className="sb-stack sb-stack--sm sb-plain-list" role="list" aria-label="Recent projects">
          {recent.map((project) => (
            <li key={project.id}>
              <Link className={linkClassName} to={`/projects/${encodeURIComponent(project.id)}/leads`}>
                {project.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
