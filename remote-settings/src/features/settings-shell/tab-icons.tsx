// One icon per settings tab: inline SVG (24 px grid, stroked like the UI kit's icons), decorative
// only, since the tab's label says what it is.
import type { ReactNode } from 'react';

function icon(paths: ReactNode, name: string) {
  function TabIcon({ size = 18 }: { size?: number }) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </svg>
    );
  }
  TabIcon.displayName = name;
  return TabIcon;
}

/** General: a sliders glyph. */
export const IconGeneral = icon(
  <>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
  'IconGeneral',
);

/** Business: a briefcase. */
export const IconBusiness = icon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </>,
  'IconBusiness',
);

/** Data Sources: a stack of disks. */
export const IconDataSources = icon(
  <>
    <ellipse cx="12" cy="5.5" rx="7.5" ry="2.5" />
    <path d="M4.5 5.5v6c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5v-6" />
    <path d="M4.5 11.5v6c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5v-6" />
  </>,
  'IconDataSources',
);

/** Lead quality: a target (how close leads come to what the team wants). */
export const IconLeadQuality = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="0.8" />
  </>,
  'IconLeadQuality',
);

/** Notifications: a bell. */
export const IconNotifications = icon(
  <>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </>,
  'IconNotifications',
);

/** Integrations: a plug (leads go out to another tool). */
export const IconIntegrations = icon(
  <>
    <path d="M9 3v4M15 3v4" />
    <path d="M6.5 7h11v3.5a5.5 5.5 0 0 1-11 0Z" />
    <path d="M12 16v5" />
  </>,
  'IconIntegrations',
);

/** API keys: a key (what programs and assistants sign in with). */
export const IconApiKeys = icon(
  <>
    <circle cx="7.5" cy="15.5" r="4" />
    <path d="m10.5 12.5 9-9M16 7l2.5 2.5M13.5 9.5 15.5 11.5" />
  </>,
  'IconApiKeys',
);

/** Danger Zone: a warning triangle. */
export const IconDangerZone = icon(
  <>
    <path d="M10.3 4.3 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0Z" />
    <path d="M12 10v4M12 17.5v.01" />
  </>,
  'IconDangerZone',
);
