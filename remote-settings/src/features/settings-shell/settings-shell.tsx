// /projects/{projectId}/settings: the title, a link per tab (the tab matching the route is marked
// current), and the tab's content. The animated tab bar of the spec arrives with the settings issue.
import { NavLink, Outlet, useParams } from 'react-router-dom';
import { PageHeader } from '@signalboard/shared/ui';
import { SETTINGS_TABS } from './settings-tabs';

export default function SettingsShell() {
  // Absolute links: a relative one would resolve against the host's splat route, i.e. the current tab.
  const base = `/projects/${encodeURIComponent(useParams().projectId ?? '')}/settings`;
  return (
    <div className="sb-stack sb-stack--lg">
      <PageHeader
        title="Project Settings"
        subtitle="Manage your project name, business details, and notification settings"
      />
      <nav aria-label="Settings sections">
        <ul className="sb-cluster sb-plain-list" role="list">
          {SETTINGS_TABS.map((tab) => (
            <li key={tab.path}>
              {/* NavLink marks the current tab with aria-current="page". */}
              <NavLink
                to={`${base}/${tab.path}`}
                className="sb-link"
                style={({ isActive }) => (isActive ? { fontWeight: 700, textDecoration: 'none' } : undefined)}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
