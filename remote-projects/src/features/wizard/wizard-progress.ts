// Where a project stands in the wizard. `wizard_step` is the step to resume at (null once finished):
// the steps up to it can be visited freely; a later one sends the user back to it, because the steps
// before it have not been saved yet.
import type { Project } from '@signalboard/shared/api';
import { WIZARD_STEPS, type WizardStep } from '@signalboard/shared/contract';

export type StepId = WizardStep['id'];

export const LAST_STEP = WIZARD_STEPS.length as StepId;

export function stepPath(projectId: string, step: number): string {
  return `/projects/new/${encodeURIComponent(projectId)}/step-${step}`;
}

export function wizardStep(id: StepId): WizardStep {
  return WIZARD_STEPS[id - 1]!;
}

/** The furthest step the user may open: the saved one, or every step once the wizard is finished. */
export function furthestStep(project: Pick<Project, 'wizard_step'>): StepId {
  const saved = project.wizard_step;
  if (saved === null) return LAST_STEP;
  return Math.min(Math.max(saved, 1), LAST_STEP) as StepId;
}

/**
 * The `wizard_step` to save when leaving a step for `next`: progress never goes backwards (going
 * Back and Continue again keeps the later steps reachable), and a finished project stays finished.
 */
export function progressPatch(project: Pick<Project, 'wizard_step'>, next: StepId): { wizard_step?: number } {
  if (project.wizard_step === null) return {};
  return { wizard_step: Math.max(project.wizard_step, next) };
}
