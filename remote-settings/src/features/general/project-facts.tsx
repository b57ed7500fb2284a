// What the project is, read-only: created and last changed dates, and its id to copy.
import type { Project } from '@signalboard/shared/api';
import { CopyButton } from '@signalboard/shared/ui';
import { formatDate, formatDateTime } from '../../lib/format';

export function ProjectFacts({ project }: { project: Project }) {
  return (
    <dl className="settings-facts">
      <div className="settings-facts__row">
        <dt>Created</dt>
        <dd>
          <time dateTime={project.created_at}>{formatDate(project.created_at)}</time>
        </dd>
      </div>
      <div className="settings-facts__row">
        <dt>Last changed</dt>
        <dd>
          <time dateTime={project.updated_at}>{formatDateTime(project.updated_at)}</time>
        </dd>
      </div>
      <div className="settings-facts__row">
        <dt>Project id</dt>
        <dd className="settings-facts__id">
          <code>{project.id}</code>
          <CopyButton value={project.id} label="Copy the project id" />
        </dd>
      </div>
    </dl>
  );
}
