// A step's body inside the host's wizard layout (which owns the "New Project" heading and the step
// indicator): the step's number and title, then its content. Focus moves to the title whenever the
// step changes, so keyboard and screen-reader users start at the top of the new step.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { WIZARD_STEPS, type WizardStep } from '@signalboard/shared/contract';
import './wizard.css';

export interface WizardStepFrameProps {
  step: WizardStep;
  /** A sentence under the title: what this step asks and why. */
  intro?: ReactNode;
  children: ReactNode;
}

export function WizardStepFrame({ step, intro, children }: WizardStepFrameProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [step.id]);

  return (
    <section className="sb-stack" aria-labelledby={headingId}>
      <header className="sb-stack sb-stack--sm">
        <p className="sb-muted sb-text-sm">
          Step {step.id} of {WIZARD_STEPS.length}
        </p>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="sb-page-header__title wizard-step__title">
          {step.label}
        </h2>
        {intro ? <p className="sb-muted">{intro}</p> : null}
      </header>
      {children}
    </section>
  );
}
