// /projects/{projectId}/settings: the title, one navigation (the side navigation on wide screens, the
// compact select on small ones, the tab bar between; settings-shell.css shows one per width), and the
// current tab in a tab panel. The route is the only state: every tab is a link and the one matching
// the path is selected. A guest's navigation leaves out the members' tabs (visible-tabs.ts).
import { useId, type ReactNode } from 'react';
import { Outlet, useLocation, useParams } from '@signalboard/shared/router';
import { PageHeader } from '@signalboard/shared/ui';
import { SettingsCompactNav } from './settings-compact-nav';
import { SettingsSideNav } from './settings-side-nav';
import { SettingsTabBar } from './settings-tab-bar';
import { tabIndexOfPath } from './settings-tabs';
import { useVisibleTabs } from './visible-tabs';
import '../../lib/settings.css';
import './settings-shell.css';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="settings-screen sb-stack sb-stack--lg">
      <PageHeader
        title="Project Settings"
        subtitle="Manage your project name, business details, and notification settings"
      />
      {children}
    </div>
  );
}

function WithNavigation({ projectId }: { projectId: string }) {
  const tabs = useVisibleTabs(projectId);
  const activeIndex = tabIndexOfPath(useLocation().pathname, tabs);
  const prefix = useId();
  const tabId = (index: number) => `${prefix}-tab-${index}`;
  const panelId = `${prefix}-panel`;
  return (
    <div className="settings-layout">
      <SettingsSideNav projectId={projectId} tabs={tabs} activeIndex={activeIndex} />
      <div className="settings-layout__main">
        <SettingsCompactNav projectId={projectId} tabs={tabs} activeIndex={activeIndex} />
        <SettingsTabBar
          projectId={projectId}
          tabs={tabs}
          activeIndex={activeIndex}
          tabId={tabId}
          panelId={panelId}
        />
        <div
          id={panelId}
          className="settings-panel"
          {...(activeIndex >= 0
            ? { role: 'tabpanel', 'aria-labelledby': tabId(activeIndex), tabIndex: 0 }
            : {})}
        >
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export default function SettingsShell() {
  const projectId = useParams().projectId ?? '';
  return (
    <Frame>
      {/* The navigation only makes sense inside a project (spec: the tab bar needs a projectId). */}
      {projectId !== '' ? (
        <WithNavigation projectId={projectId} />
      ) : (
        <div className="settings-layout__main">
          <div className="settings-panel">
            <Outlet />
          </div>
        </div>
      )}
    </Frame>
  );
}
