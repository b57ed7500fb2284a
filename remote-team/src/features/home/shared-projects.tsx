// The projects other organizations shared with a user who has no organization of their own: each
// opens its leads, which a guest may read.
import { Link } from '@signalboard/shared/router';
import type { Project } from '@signalboard/shared/api';
import { Card, linkClassName } from '@signalboard/shared/ui';

export function SharedProjects({ projects }: { projects: Project[] }) {
  return (
    <Card
      title="Projects shared with you"
      description="You are a guest of these projects: you can read their leads. Their organizations manage them."
    >
      <ul className="sb-stack sb-stack--sm sb-plain-list" role="list" aria-label="Projects shared with you">
        {projects.map((project) => (
          <li key={project.id}>
            <Link className={linkClassName} to={`/projects/${encodeURIComponent(project.id)}/leads`}>
              {project.name}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
