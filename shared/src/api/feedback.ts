// POST /api/v1/feedback: free text from a signed-in user to the Signalboard team. The text travels in
// a JSON body: the spec's query-string form would put up to 30,000 encoded characters in the URL, past
// Node's 16 KB header limit. Nothing is cached or invalidated.
import { useMutation } from '@signalboard/shared/query';
import { apiClient, unwrap } from './client';
import type { FeedbackReceipt } from './types';

/** The API's limit (api/src/schemas/feedback.ts: 1 to 5000 characters, not only blanks). */
export const FEEDBACK_MAX_LENGTH = 5000;
/** The API's limit on `page`, where in the app the feedback was sent from. */
export const FEEDBACK_PAGE_MAX_LENGTH = 2048;

export const FEEDBACK_FAILED = 'Your feedback could not be sent. Please try again.';
export const FEEDBACK_REQUIRED = 'Write your feedback before sending it.';
export const FEEDBACK_TOO_LONG = `Feedback can be at most ${FEEDBACK_MAX_LENGTH.toLocaleString('en')} characters.`;

/**
 * Characters as the API counts them (JSON Schema maxLength counts Unicode code points): an emoji
 * is one character here, where String#length says two.
 */
export function feedbackLength(text: string): number {
  return Array.from(text).length;
}

/**
 * A lone UTF-16 surrogate (possible in pasted text) cannot be stored as UTF-8: it becomes the
 * replacement character here, as it would in any UTF-8 form post, so what is sent is what is kept.
 */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Why `text` cannot be sent as it is, in the words the field shows; null when it can. */
export function feedbackProblem(text: string): string | null {
  if (!text.trim()) return FEEDBACK_REQUIRED;
  if (feedbackLength(text) > FEEDBACK_MAX_LENGTH) return FEEDBACK_TOO_LONG;
  return null;
}

export interface FeedbackInput {
  feedback: string;
  /** The page it was sent from, e.g. "/projects/1/leads"; cut to the API's limit. */
  page?: string;
}

/** Sends the text without its surrounding blanks (the server trims it too). */
export function sendFeedback({ feedback, page }: FeedbackInput): Promise<FeedbackReceipt> {
  const text = wellFormed(feedback.trim());
  const body = page
    ? { feedback: text, page: wellFormed(Array.from(page).slice(0, FEEDBACK_PAGE_MAX_LENGTH).join('')) }
    : { feedback: text };
  return unwrap(apiClient().POST('/api/v1/feedback', { body }), FEEDBACK_FAILED);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
