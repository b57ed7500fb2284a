// The horizontal tab bar: one link per tab, shown as an ARIA tablist. The route decides the
// selected tab; Left/Right move focus between tabs (wrapping round), Home/End jump to the ends,
// Enter or Space opens the focused tab. Focus moves without opening, so arrowing across the bar
// neither loads every tab nor fills the history. The active tab is underlined by a sliding
// indicator and scrolled to the centre of the bar.
import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Link } from '@signalboard/shared/router';
import { centreInBar } from './centre-scroll';
import { TAB_BAR_HEIGHT_PX, TAB_GAP_PX, TAB_INDICATOR_SLIDE_MS } from './settings-layout';
import { settingsPath, type SettingsTab } from './settings-tabs';
import { INDICATOR_ITEM, useSlidingIndicator } from './use-sliding-indicator';

export interface SettingsTabBarProps {
  projectId: string;
  /** The tabs the caller may open (visible-tabs.ts). */
  tabs: readonly SettingsTab[];
  /** Index in `tabs` of the tab the route shows; -1 while redirecting from the index. */
  activeIndex: number;
  tabId: (index: number) => string;
  panelId: string;
}

const barVars = {
  '--settings-tab-bar-height': `${TAB_BAR_HEIGHT_PX}px`,
  '--settings-tab-gap': `${TAB_GAP_PX}px`,
  '--settings-tab-slide': `${TAB_INDICATOR_SLIDE_MS}ms`,
} as CSSProperties;

/** The tab a key moves focus to from `current`, or null for a key the bar does not handle. */
export function tabTarget(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function SettingsTabBar({ projectId, tabs, activeIndex, tabId, panelId }: SettingsTabBarProps) {
  const list = useRef<HTMLDivElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  // The roving tab stop: the focused tab while focus is in the bar, else the selected one.
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = focused ?? Math.max(activeIndex, 0);
  const indicator = useSlidingIndicator(list, activeIndex, 'x');
  const centred = useRef(false);

  useLayoutEffect(() => {
    const bar = list.current;
    const tab = links.current[activeIndex];
    if (!bar || !tab) return;
    // Jumps on first show, glides on later changes.
    centreInBar(bar, tab, centred.current);
    centred.current = true;
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ' || event.key === 'Spacebar') {
      // Links open on Enter only; tabs open on Space too.
      event.preventDefault();
      links.current[tabStop]?.click();
      return;
    }
    const next = tabTarget(event.key, tabStop, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    links.current[next]?.focus();
  };

  return (
    <div className="settings-tab-bar" style={barVars}>
      <div
        ref={list}
        role="tablist"
        aria-label="Settings sections"
        aria-orientation="horizontal"
        className="settings-tab-bar__list"
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
        }}
      >
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <Link
              key={tab.path}
              ref={(element) => {
                links.current[index] = element;
              }}
              to={settingsPath(projectId, tab)}
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={index === tabStop ? 0 : -1}
              className="settings-tab-bar__tab"
              onFocus={() => setFocused(index)}
              {...{ [INDICATOR_ITEM]: '' }}
            >
              <tab.Icon size={18} />
              <span>{tab.label}</span>
            </Link>
          );
        })}
        <span className="settings-tab-bar__indicator" aria-hidden="true" style={indicator} />
      </div>
    </div>
  );
}
