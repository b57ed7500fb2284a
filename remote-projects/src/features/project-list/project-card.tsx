// One project in the list: its name (opens its leads), its business description, when it was made.
import { Link } from 'react-router-dom';
import type { Project } from '@signalboard/shared/api';
import { Card, linkClassName } from '@signalboard/shared/ui';
import { formatDate } from '../../lib/format-date';

export function ProjectCard({ project }: { project: Project }) {
  return (
    <Card className="sb-stack sb-stack--sm">
      <h2 className="sb-card__title">
        <Link className={linkClassName} to={`/projects/${encodeURIComponent(project.id)}/leads`}>
          {project.name}
        </Link>
      </h2>
      <p className={project.business_description ? undefined : 'sb-muted'}>
        {project.business_description ?? 'No business description yet.'}
      </p>
      <p className="sb-muted sb-text-sm">
        Created <time dateTime={project.created_at}>{formatDate(project.created_at)}</time>
      </p>
    </Card>
  );
}
