// The five feedback statuses, each with its own icon. Anything else is shown as an error.
export const FEEDBACK_STATUSES = ['success', 'warning', 'error', 'information', 'feature'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export function normalizeStatus(status: unknown): FeedbackStatus {
  return (FEEDBACK_STATUSES as readonly unknown[]).includes(status) ? (status as FeedbackStatus) : 'error';
}
