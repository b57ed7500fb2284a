// The side navigation (wide screens): every tab with what it holds; the current one is marked
// (aria-current) and a bar slides to it in 0.2 s.
import { useRef, type CSSProperties } from 'react';
import { Link } from '@signalboard/shared/router';
import { cx } from '@signalboard/shared/ui';
import { SIDE_NAV_INDICATOR_SLIDE_MS } from './settings-layout';
import { settingsPath, type SettingsTab } from './settings-tabs';
import { INDICATOR_ITEM, useSlidingIndicator } from './use-sliding-indicator';

const navVars = { '--settings-side-slide': `${SIDE_NAV_INDICATOR_SLIDE_MS}ms` } as CSSProperties;

export function SettingsSideNav({
  projectId,
  tabs,
  activeIndex,
}: {
  projectId: string;
  tabs: readonly SettingsTab[];
  activeIndex: number;
}) {
  const list = useRef<HTMLUListElement>(null);
  const indicator = useSlidingIndicator(list, activeIndex, 'y');
  return (
    <nav aria-label="Project settings" className="settings-side-nav" style={navVars}>
      <ul ref={list} className="settings-side-nav__list sb-plain-list" role="list">
        {tabs.map((tab, index) => {
          const current = index === activeIndex;
          return (
            <li key={tab.path} {...{ [INDICATOR_ITEM]: '' }}>
              <Link
                to={settingsPath(projectId, tab)}
                aria-current={current ? 'page' : undefined}
                className={cx('settings-side-nav__item', current && 'settings-side-nav__item--current')}
              >
                <tab.Icon size={18} />
                <span className="settings-side-nav__text">
                  <span className="settings-side-nav__label">{tab.label}</span>
                  <span className="settings-side-nav__summary">{tab.summary}</span>
                </span>
              </Link>
            </li>
          );
        })}
        <li className="settings-side-nav__indicator" aria-hidden="true" style={indicator} />
      </ul>
    </nav>
  );
}
