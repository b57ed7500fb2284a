// @signalboard/shared/ui: the suite's UI kit. Styles come from @signalboard/shared/styles.css
// (class names prefixed `sb-`), which the host loads once.
export { cx } from './class-names';
export { Button, buttonClassName } from './button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button';
export { Spinner, PageSpinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { TextAreaField } from './text-area-field';
export type { TextAreaFieldProps } from './text-area-field';
export { ChipInput } from './chip-input';
export type { ChipInputProps } from './chip-input';
export { PasswordField } from './password-field';
export type { PasswordFieldProps } from './password-field';
export { PasswordStrengthMeter } from './password-strength-meter';
export type { PasswordStrengthMeterProps } from './password-strength-meter';
export {
  loadPasswordChecker,
  MIN_PASSWORD_SCORE,
  passwordStrength,
  strongEnoughPassword,
} from './password-strength';
// Forms: the layout pieces, the state hook, the field rules.
export { Form, FormError, FormActions } from './form';
export { LoadError } from './load-error';
export { OperatorNotice } from './operator-notice';
export { CopyButton } from './copy-button';
export type { CopyButtonProps } from './copy-button';
export type { OperatorNoticeProps } from './operator-notice';
export type { LoadErrorProps } from './load-error';
export { useForm } from './use-form';
export type { FieldProps } from './use-form';
export {
  required,
  maxLength,
  email,
  minPasswordLength,
  MIN_PASSWORD_LENGTH,
  website,
} from './field-validators';
export type { Validator } from './field-validators';
export { PageHeader, Card, linkClassName } from './layout';
export type { PageHeaderProps, CardProps } from './layout';
export { EmptyState, ComingSoon } from './empty-state';
export type { EmptyStateProps, ComingSoonProps } from './empty-state';
export { Tooltip, tooltipOpenDelay } from './tooltip';
export { retryableLazy, retryFailedLazies } from './retryable-lazy';
export type { TooltipProps } from './tooltip';
export { Dialog, ConfirmDialog, preloadDialog } from './dialog';
export { DialogError } from './dialog-error';
export type { DialogProps, ConfirmDialogProps } from './dialog';
export { StatusIcon } from './status-icon';
export type { StatusIconStatus } from './status-icon';
export { Wordmark } from './wordmark';
export * from './icons';
