// The compact navigation (small screens, in place of the side navigation): a native select, which
// phones show as their own picker. Choosing a section opens it.
import { useId } from 'react';
import { useNavigate } from '@signalboard/shared/router';
import { SETTINGS_TABS, settingsPath } from './settings-tabs';

export function SettingsCompactNav({ projectId, activeIndex }: { projectId: string; activeIndex: number }) {
  const navigate = useNavigate();
  const id = useId();
  const current = SETTINGS_TABS[activeIndex];
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
            const tab = SETTINGS_TABS.find((t) => t.path === event.target.value);
            if (tab) navigate(settingsPath(projectId, tab));
          }}
        >
          {current ? null : <option value="">Choose a section</option>}
          {SETTINGS_TABS.map((tab) => (
            <option key={tab.path} value={tab.path}>
              {tab.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
