import { IconError, IconInformation, IconSparkles, IconSuccess, IconWarning, type IconProps } from './icons';

export type StatusIconStatus = 'success' | 'warning' | 'error' | 'information' | 'feature';

const ICONS = {
  success: IconSuccess,
  warning: IconWarning,
  error: IconError,
  information: IconInformation,
  feature: IconSparkles,
} as const;

/** The icon of a feedback status (toasts and alerts), coloured by its status class. */
export function StatusIcon({ status, ...props }: IconProps & { status: StatusIconStatus }) {
  const Icon = ICONS[status] ?? IconError;
  return (
    <span className={`sb-status-icon sb-status-icon--${status}`}>
      <Icon {...props} />
    </span>
  );
}
