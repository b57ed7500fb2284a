// /projects/new (step 1): names and creates the project, then goes on to step 2 for it. The project
// is created with `wizard_step` 2, so the list can offer to resume its set-up from there.
import { useNavigate } from '@signalboard/shared/router';
import { useCreateProject } from '@signalboard/shared/api';
import { ProjectNameForm } from './project-name-form';
import { stepPath, wizardStep } from '../wizard-progress';
import { WizardStepFrame } from '../wizard-step-frame';

const INTRO = 'Give the project a name your team will recognise, like your product or brand.';

export default function NameYourProjectStep() {
  const navigate = useNavigate();
  const createProject = useCreateProject();

  return (
    <WizardStepFrame step={wizardStep(1)} intro={INTRO}>
      <ProjectNameForm
        saving={createProject.isPending}
        error={createProject.error}
        onSave={(name) =>
          createProject.mutate(
            { name, wizard_step: 2 },
            { onSuccess: (project) => navigate(stepPath(project.id, 2)) },
          )
        }
      />
    </WizardStepFrame>
  );
}
