// What a failed note call says to the person, by the API's stable codes (api/README.md, issue 26);
// anything else is the server's own sentence (ApiError's message) or the call's.
import { errorMessage, isApiError, LEAD_NOTE_EDIT_MINUTES } from '@signalboard/shared/api';

const sentences: Record<string, string> = {
  NOTE_EDIT_WINDOW_CLOSED: `It is too late to edit this note (notes can be edited for ${LEAD_NOTE_EDIT_MINUTES} minutes). Add a new note instead.`,
  NOTE_NOT_AUTHOR: 'Only the person who wrote a note can edit it.',
  NOTE_DELETE_FORBIDDEN:
    'Only the person who wrote this note, or an owner or admin of the organization, can delete it.',
  NOTE_NOT_FOUND: 'This note was deleted meanwhile.',
  LEAD_NOTE_LIMIT: 'This lead has as many notes as it can hold (1,000). Delete an old note to add one.',
  MENTION_NOT_IN_PROJECT:
    'Someone you mentioned is no longer in this project. Remove the mention and try again.',
  LEAD_NOT_FOUND: 'This lead was deleted, or it is no longer in this project.',
};

/** The sentence for a failed note call. */
export function noteErrorSentence(error: unknown, fallback: string): string {
  if (!isApiError(error)) return errorMessage(error, fallback);
  const known = error.code ? sentences[error.code] : undefined;
  if (known) return known;
  // A 422 on the text reads "body: must not be blank": said of "the note" instead of a field name.
  const about = error.field === 'body' ? /^body: (.+?)\.?$/u.exec(error.detail ?? '')?.[1] : undefined;
  return about ? `The note ${about}.` : errorMessage(error, fallback);
}

/** Whether the API named the note's text or its mentions: the error then shows by the field. */
export function isNoteFieldError(error: unknown): boolean {
  return isApiError(error) && (error.field === 'body' || error.field === 'mentioned_user_ids');
}
