// A step's body inside the host's wizard layout (which owns the "New Project" heading and the step
// indicator): the step's title and number, then its content.
import { useId, type ReactNode } from 'react';
import { WIZARD_STEPS, type WizardStep } from '@signalboard/shared/contract';

export function WizardStepFrame({ step, children }: { step: WizardStep; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="sb-stack" aria-labelledby={headingId}>
      <header className="sb-stack sb-stack--sm">
        <p className="sb-muted sb-text-sm">
          Step {step.id} of {WIZARD_STEPS.length}
        </p>
        <h2 id={headingId} className="sb-page-header__title">
          {step.label}
        </h2>
      </header>
      {children}
    </section>
  );
}
