// The toast store the whole suite writes to (react-hot-toast, through @signalboard/shared/feedback).
import { toast as hotToast } from '@signalboard/shared/feedback';

export { resolveValue, toastStatus, useToaster } from '@signalboard/shared/feedback';
export type { Toast } from '@signalboard/shared/feedback';

export const dismissToast = (id: string): void => hotToast.dismiss(id);
