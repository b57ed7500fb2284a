// One project in the list: its name, unread leads, business description, the platforms it watches
// and when it was made. A project whose set-up is unfinished says at which step, and (for those who
// may edit it) offers to resume there; a finished one opens its leads.
import { Link } from '@signalboard/shared/router';
import { platformName, type Project } from '@signalboard/shared/api';
import { WIZARD_STEPS } from '@signalboard/shared/contract';
import { Card, buttonClassName, linkClassName } from '@signalboard/shared/ui';
import { formatDate } from '../../lib/format-date';

const count = new Intl.NumberFormat();

export interface ProjectCardProps {
  project: Project;
  /** Whether the user may change the project (a member of its organization, not a guest). */
  canEdit: boolean;
}

function UnreadCount({ unread }: { unread: number }) {
  if (unread === 0) return <span className="sb-muted sb-text-sm">No unread leads</span>;
  return (
    <span className="project-card__badge">
      {count.format(unread)} unread<span className="sb-visually-hidden"> leads</span>
    </span>
  );
}

export function ProjectCard({ project, canEdit }: ProjectCardProps) {
  const id = encodeURIComponent(project.id);
  const step = project.wizard_step === null ? null : WIZARD_STEPS.find((s) => s.id === project.wizard_step);
  const resumePath = step ? `/projects/new/${id}/step-${step.id}` : null;
  const href = canEdit && resumePath ? resumePath : `/projects/${id}/leads`;
  const platforms = project.enabled_platforms.map(platformName);

  return (
    <Card className="sb-stack sb-stack--sm project-card">
      <div className="project-card__head">
        <h2 className="sb-card__title">
          <Link className={linkClassName} to={href}>
            {project.name}
          </Link>
        </h2>
        <UnreadCount unread={project.unread_count} />
      </div>
      <p className={project.business_description ? 'project-card__description' : 'sb-muted'}>
        {project.business_description ?? 'No business description yet.'}
      </p>
      {step ? (
        <div className="project-card__setup sb-cluster">
          <p>
            Set-up not finished — step {step.id} of {WIZARD_STEPS.length}: {step.label}
          </p>
          {canEdit && resumePath ? (
            <Link
              className={buttonClassName('secondary', 'sm')}
              to={resumePath}
              aria-label={`Resume set-up of ${project.name}`}
            >
              Resume set-up
            </Link>
          ) : null}
        </div>
      ) : null}
      <dl className="project-card__facts sb-text-sm">
        <div>
          <dt className="sb-muted">Data sources</dt>
          <dd>{platforms.length > 0 ? platforms.join(', ') : 'None yet'}</dd>
        </div>
        <div>
          <dt className="sb-muted">Created</dt>
          <dd>
            <time dateTime={project.created_at}>{formatDate(project.created_at)}</time>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
