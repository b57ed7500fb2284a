// One settings tab's body, until its real form arrives: what it is, and what will be there.
import { EmptyState, IconSparkles } from '@signalboard/shared/ui';
import type { SettingsTab } from './settings-tabs';

export function SettingsTabPage({ tab }: { tab: SettingsTab }) {
  return (
    <section aria-label={tab.label}>
      <EmptyState
        className="sb-card"
        icon={<IconSparkles />}
        title={`${tab.label}: coming soon`}
        description={tab.upcoming}
      />
    </section>
  );
}
