// Step 4, "How do you want to use the product?": one use case, as radio cards. It shapes the intent
// signals step 6 proposes.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@signalboard/shared/router';
import { errorMessage, USE_CASES, useUpdateProject, type UseCase } from '@signalboard/shared/api';
import { Form, FormError } from '@signalboard/shared/ui';
import type { StepBodyProps } from '../project-step';
import { StepActions } from '../step-actions';
import { progressPatch, stepPath, wizardStep } from '../wizard-progress';
import { WizardStepFrame } from '../wizard-step-frame';

export default function UseCaseStep({ project }: StepBodyProps) {
  const navigate = useNavigate();
  const update = useUpdateProject(project.id);
  const idPrefix = useId();
  const [useCase, setUseCase] = useState<UseCase | null>(project.use_case);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!useCase) return;
    update.mutate(
      { use_case: useCase, ...progressPatch(project, 5) },
      { onSuccess: () => navigate(stepPath(project.id, 5)) },
    );
  };

  return (
    <WizardStepFrame
      step={wizardStep(4)}
      intro="Pick the one that fits best: Signalboard uses it to suggest what to look for."
    >
      <Form onSubmit={submit}>
        <fieldset className="wizard-choices">
          <legend className="sb-field__label">What do you want to find?</legend>
          <div className="wizard-choices__grid">
            {USE_CASES.map((option) => (
              <label key={option.id} className="wizard-choice">
                <input
                  type="radio"
                  name="use_case"
                  value={option.id}
                  checked={useCase === option.id}
                  onChange={() => setUseCase(option.id)}
                  // Named by the title alone; the sentence under it is its description.
                  aria-labelledby={`${idPrefix}-${option.id}-title`}
                  aria-describedby={`${idPrefix}-${option.id}`}
                  className="wizard-choice__input"
                />
                <span className="wizard-choice__text">
                  <span id={`${idPrefix}-${option.id}-title`} className="wizard-choice__title">
                    {option.title}
                  </span>
                  <span id={`${idPrefix}-${option.id}`} className="sb-muted sb-text-sm">
                    {option.description}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormError>
          {update.isError ? errorMessage(update.error, 'Could not save your choice') : null}
        </FormError>
        <StepActions
          back={stepPath(project.id, 3)}
          busy={update.isPending}
          blockers={useCase ? [] : ['Choose how you want to use Signalboard.']}
        />
      </Form>
    </WizardStepFrame>
  );
}
