import { leadNoteLimits } from '../schemas/lead-note.js';
import { invalidFilter } from './invalid-filter.js';

/**
 * A control character other than tab and line feed (carriage returns became line feeds already). NUL
 * never gets here: every route refuses it in any field (plugins/app/storable-text.ts).
 */
const isControl = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f;
};

/**
 * A note's text as it is stored: line breaks as `\n`, trimmed, 1 to 5,000 characters (code points, as the
 * database's check counts them), plain text. Anything else is a 422 naming `body`.
 */
export function noteBody(sent: string): string {
  const body = sent.replace(/\r\n?/g, '\n').trim();
  if (body === '') throw invalidFilter('body', 'must not be blank');
  if ([...body].length > leadNoteLimits.body)
    throw invalidFilter('body', `must be at most ${leadNoteLimits.body} characters long`);
  if ([...body].some(isControl))
    throw invalidFilter('body', 'must be plain text: no control characters but line breaks and tabs');
  return body;
}

/** The people a note mentions, each once (ids compared without case). */
export const mentionIds = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];
