// /projects/{projectId}/settings: the title, one navigation (the side navigation on wide screens, the
// compact select on small ones, the tab bar between; settings-shell.css shows one per width), and the
// current tab in a tab panel. The route is the only state: every tab is a link and the one matching
// the path is selected.
import { useId } from 'react';
import { Outlet, useLocation, useParams } from '@signalboard/shared/router';
import { PageHeader } from '@signalboard/shared/ui';
import { SettingsCompactNav } from './settings-compact-nav';
import { SettingsSideNav } from './settings-side-nav';
import { SettingsTabBar } from './settings-tab-bar';
import { tabIndexOfPath } from './settings-tabs';
import '../../lib/settings.css';
import './settings-shell.css';

export default function SettingsShell() {
  const projectId = useParams().projectId ?? '';
  const activeIndex = tabIndexOfPath(useLocation().pathname);
  const prefix = useId();
  const tabId = (index: number) => `${prefix}-tab-${index}`;
  const panelId = `${prefix}-panel`;
  // The navigation only makes sense inside a project (spec: the tab bar needs a projectId).
  const withTabs = projectId !== '';

  return (
    <div className="settings-screen sb-stack sb-stack--lg">
      <PageHeader
        title="Project Settings"
        subtitle="Manage your project name, business details, and notification settings"
      />
      <div className={withTabs ? 'settings-layout' : undefined}>
        {withTabs ? <SettingsSideNav projectId={projectId} activeIndex={activeIndex} /> : null}
        <div className="settings-layout__main">
          {withTabs ? (
            <>
              <SettingsCompactNav projectId={projectId} activeIndex={activeIndex} />
              <SettingsTabBar
                projectId={projectId}
                activeIndex={activeIndex}
                tabId={tabId}
                panelId={panelId}
              />
            </>
          ) : null}
          <div
            id={panelId}
            className="settings-panel"
            {...(withTabs && activeIndex >= 0
              ? { role: 'tabpanel', 'aria-labelledby': tabId(activeIndex), tabIndex: 0 }
              : {})}
          >
            <Outlet />
          </div>
        </div>
      </div>
    </div>
  );
}
