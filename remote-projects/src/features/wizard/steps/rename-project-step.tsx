// Step 1 of an existing project (/projects/new/{projectId}/step-1): the name, changeable.
import { useNavigate } from '@signalboard/shared/router';
import { useUpdateProject } from '@signalboard/shared/api';
import type { StepBodyProps } from '../project-step';
import { progressPatch, stepPath, wizardStep } from '../wizard-progress';
import { WizardStepFrame } from '../wizard-step-frame';
import { ProjectNameForm } from './project-name-form';

export default function RenameProjectStep({ project }: StepBodyProps) {
  const navigate = useNavigate();
  const update = useUpdateProject(project.id);

  return (
    <WizardStepFrame
      step={wizardStep(1)}
      intro="Give the project a name your team will recognise, like your product or brand."
    >
      <ProjectNameForm
        initialName={project.name}
        saving={update.isPending}
        error={update.error}
        onSave={(name) =>
          update.mutate(
            { name, ...progressPatch(project, 2) },
            { onSuccess: () => navigate(stepPath(project.id, 2)) },
          )
        }
      />
    </WizardStepFrame>
  );
}
