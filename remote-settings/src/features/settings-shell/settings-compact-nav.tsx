// The compact navigation (small screens, in place of the side navigation): a native select, which
// phones show as their own picker. Choosing a section opens it.
import { useId } from 'react';
import { useNavigate } from '@signalboard/shared/router';
import { settingsPath, type SettingsTab } from './settings-tabs';

export function SettingsCompactNav({
  projectId,
  tabs,
  activeIndex,
}: {
  projectId: string;
  tabs: readonly SettingsTab[];
  activeIndex: number;
}) {
  const navigate = useNavigate();
  const id = useId();
  const current = tabs[activeIndex];
  return (
    <div className="settings-compact-nav">
      <div className="sb-field">
        <label className="sb-field__label" htmlFor={id}>
          Settings section
        </label>
        <select
          id={id}
          className="sb-select"
          value={current?.path ?? ''}
          onChange={(event) => {
            const tab = tabs.find((t) => t.path === event.target.value);
            if (tab) navigate(settingsPath(projectId, tab));
          }}
        >
          {current ? null : <option value="">Choose a section</option>}
          {tabs.map((tab) => (
            <option key={tab.path} value={tab.path}>
              {tab.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
