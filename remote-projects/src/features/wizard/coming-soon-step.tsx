// A wizard step whose form arrives with the wizard issue: its title, and what it will ask.
import { EmptyState, IconSparkles } from '@signalboard/shared/ui';
import { WizardStepFrame } from './wizard-step-frame';
import type { WizardStep } from './wizard-steps';

export function ComingSoonStep({ step }: { step: WizardStep }) {
  return (
    <WizardStepFrame step={step}>
      <EmptyState
        className="sb-card"
        icon={<IconSparkles />}
        title="Coming soon"
        description={step.upcoming}
      />
    </WizardStepFrame>
  );
}
