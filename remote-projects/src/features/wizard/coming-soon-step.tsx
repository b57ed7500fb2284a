// A wizard step whose form arrives with the wizard issue: its title, and what it will ask.
import type { WizardStep } from '@signalboard/shared/contract';
import { EmptyState, IconSparkles } from '@signalboard/shared/ui';
import { WizardStepFrame } from './wizard-step-frame';
import { UPCOMING_STEP_CONTENT } from './upcoming-step-content';

export function ComingSoonStep({ step }: { step: WizardStep }) {
  return (
    <WizardStepFrame step={step}>
      <EmptyState
        className="sb-card"
        icon={<IconSparkles />}
        title="Coming soon"
        description={UPCOMING_STEP_CONTENT[step.id]}
      />
    </WizardStepFrame>
  );
}
