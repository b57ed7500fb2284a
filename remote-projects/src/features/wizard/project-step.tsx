// A wizard step of an existing project (/projects/new/{projectId}/step-N): loads the project, sends
// the user back to the step they stopped at when they try to skip ahead, then renders the step.
import type { ComponentType } from 'react';
import { Link, Navigate, useParams } from '@signalboard/shared/router';
import { useProject, type Project } from '@signalboard/shared/api';
import { LoadError, PageSpinner, linkClassName } from '@signalboard/shared/ui';
import { furthestStep, stepPath, wizardStep, type StepId } from './wizard-progress';
import { WizardStepFrame } from './wizard-step-frame';

export interface StepBodyProps {
  project: Project;
}

export interface ProjectStepProps {
  step: StepId;
  Body: ComponentType<StepBodyProps>;
}

export function ProjectStep({ step, Body }: ProjectStepProps) {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);

  // Data first: a failed background refresh keeps the step (and what the user typed) on screen.
  if (project.data) {
    const furthest = furthestStep(project.data);
    // Skipping ahead would leave earlier steps unsaved: resume where the user stopped instead.
    if (step > furthest) return <Navigate to={stepPath(projectId, furthest)} replace />;
    return <Body key={project.data.id} project={project.data} />;
  }

  return (
    <WizardStepFrame step={wizardStep(step)}>
      {project.isError ? (
        <div className="sb-stack">
          <LoadError
            what="We could not load this project."
            error={project.error}
            retrying={project.isFetching}
            onRetry={() => void project.refetch()}
          />
          <p>
            <Link className={linkClassName} to="/projects">
              Back to your projects
            </Link>
          </p>
        </div>
      ) : (
        <PageSpinner label="Loading the project" />
      )}
    </WizardStepFrame>
  );
}
