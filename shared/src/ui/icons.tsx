// A small stroke icon set (24 px grid, currentColor), drawn for Signalboard. Icons are decorative
// (aria-hidden); the control that holds one carries the accessible name.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: ReactNode, displayName: string) {
  function Icon({ size = 20, ...props }: IconProps) {
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
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const IconSuccess = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12.5 2.5 2.5 5-5.5" />
  </>,
  'IconSuccess',
);
export const IconWarning = icon(
  <>
    <path d="M10.3 4.2 2.8 17.3A2 2 0 0 0 4.5 20.3h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4" />
    <path d="M12 17h.01" />
  </>,
  'IconWarning',
);
export const IconError = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
  'IconError',
);
export const IconInformation = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5" />
    <path d="M12 7.6h.01" />
  </>,
  'IconInformation',
);
export const IconSparkles = icon(
  <>
    <path d="M12 3.5 13.8 9l5.7 1.8-5.7 1.9L12 18.2l-1.8-5.5-5.7-1.9L10.2 9Z" />
    <path d="M19 3v4M21 5h-4M5 17v3M6.5 18.5h-3" />
  </>,
  'IconSparkles',
);
export const IconClose = icon(<path d="M18 6 6 18M6 6l12 12" />, 'IconClose');
export const IconEye = icon(
  <>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="2.8" />
  </>,
  'IconEye',
);
export const IconEyeOff = icon(
  <>
    <path d="M9.9 5.8A9.7 9.7 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.6 6.7C3.9 8.5 2.5 12 2.5 12s3.5 6.5 9.5 6.5a9.4 9.4 0 0 0 5.2-1.6" />
    <path d="M9.9 10a2.8 2.8 0 0 0 4 4" />
    <path d="m3 3 18 18" />
  </>,
  'IconEyeOff',
);
export const IconFolder = icon(
  <path d="M3.5 7.5A2 2 0 0 1 5.5 5.5h3.6l2 2.2h7.4a2 2 0 0 1 2 2v7.8a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2Z" />,
  'IconFolder',
);
export const IconUsers = icon(
  <>
    <circle cx="9" cy="8.5" r="3.5" />
    <path d="M2.8 19.5a6.2 6.2 0 0 1 12.4 0" />
    <path d="M16 5.2a3.5 3.5 0 0 1 0 6.6M18 14.3a6.2 6.2 0 0 1 3.2 5.2" />
  </>,
  'IconUsers',
);
export const IconInbox = icon(
  <>
    <path d="M3.5 13.5 6 5.5h12l2.5 8v5a1.5 1.5 0 0 1-1.5 1.5H5a1.5 1.5 0 0 1-1.5-1.5Z" />
    <path d="M3.5 13.5h4.8l1.2 2.3h5l1.2-2.3h4.8" />
  </>,
  'IconInbox',
);
export const IconSettings = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>,
  'IconSettings',
);
export const IconMessage = icon(
  <path d="M20.5 12a8 8 0 0 1-11.7 7.1L3.5 20.5l1.4-5A8 8 0 1 1 20.5 12Z" />,
  'IconMessage',
);
export const IconSignOut = icon(
  <>
    <path d="M9.5 20.5h-4a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2h4" />
    <path d="m16 16.5 4.5-4.5L16 7.5M20.5 12H9.5" />
  </>,
  'IconSignOut',
);
export const IconChevronDown = icon(<path d="m6 9 6 6 6-6" />, 'IconChevronDown');
export const IconCheck = icon(<path d="M5 12.5 10 17.5 19.5 7" />, 'IconCheck');
export const IconPlus = icon(<path d="M12 5v14M5 12h14" />, 'IconPlus');
export const IconRefresh = icon(
  <>
    <path d="M20.5 12a8.5 8.5 0 0 1-15 5.5M3.5 12a8.5 8.5 0 0 1 15-5.5" />
    <path d="M18.5 2.5v4h-4M5.5 21.5v-4h4" />
  </>,
  'IconRefresh',
);
export const IconMail = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
  'IconMail',
);
