// POST /api/v1/feedback: free text from a signed-in user to the Signalboard team. The text travels in
// the `feedback` query parameter (the product spec's shape), so nothing is cached or invalidated.
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from './client';
import type { FeedbackReceipt } from './types';

/** The API's limit (api/src/schemas/feedback.ts: 1 to 5000 characters, not only blanks). */
export const FEEDBACK_MAX_LENGTH = 5000;
/** The API's limit on `page`, where in the app the feedback was sent from. */
export const FEEDBACK_PAGE_MAX_LENGTH = 2048;

/**
 * How long the URL-encoded text may be. The text travels in the URL, and Node's HTTP server refuses
 * a request whose request line and headers pass 16 KB (431, without CORS headers, so a browser on
 * another origin only sees a network error): 5000 accented letters encode to 30,000 characters.
 * 12,000 leaves room for the token and the browser's own headers.
 */
export const FEEDBACK_MAX_ENCODED_LENGTH = 12_000;

export const FEEDBACK_FAILED = 'Your feedback could not be sent. Please try again.';
export const FEEDBACK_REQUIRED = 'Write your feedback before sending it.';
export const FEEDBACK_TOO_LONG = `Feedback can be at most ${FEEDBACK_MAX_LENGTH.toLocaleString('en')} characters.`;
export const FEEDBACK_TOO_LONG_TO_SEND =
  'Your message is too long to send in one go (accented letters and emoji take more room). Shorten it and try again.';

/**
 * Characters as the API counts them (JSON Schema maxLength counts Unicode code points): an emoji
 * is one character here, where String#length says two.
 */
export function feedbackLength(text: string): number {
  return Array.from(text).length;
}

/**
 * A lone UTF-16 surrogate (possible in pasted text) makes encodeURIComponent throw: it becomes the
 * replacement character instead, as it would in any UTF-8 form post.
 */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Why `text` cannot be sent as it is, in the words the field shows; null when it can. */
export function feedbackProblem(text: string): string | null {
  if (!text.trim()) return FEEDBACK_REQUIRED;
  if (feedbackLength(text) > FEEDBACK_MAX_LENGTH) return FEEDBACK_TOO_LONG;
  if (encodeURIComponent(wellFormed(text)).length > FEEDBACK_MAX_ENCODED_LENGTH)
    return FEEDBACK_TOO_LONG_TO_SEND;
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
  const query = page
    ? { feedback: text, page: wellFormed(page.slice(0, FEEDBACK_PAGE_MAX_LENGTH)) }
    : { feedback: text };
  return unwrap(
    apiClient().POST('/api/v1/feedback', { params: { query } }),
    // A very long text in the query string can exceed the server's URL or header limit, which
    // answers without a JSON detail: say what to do rather than "status 431".
    (status) => (status === 414 || status === 431 ? FEEDBACK_TOO_LONG_TO_SEND : FEEDBACK_FAILED),
  );
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
