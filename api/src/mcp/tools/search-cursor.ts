import { ToolRefusal } from '../tool-answers.js';

/**
 * Where search_leads goes on: after the REST list's own cursor `c` (keyset paging, stable while leads
 * arrive), less the first `o` leads there that an earlier call already went through (the tool may stop
 * inside a REST page, when it keeps some rows and not others). Before the list's first cursor, `o` is the
 * REST `skip`. Opaque to the model: base64url JSON.
 */
export interface SearchPosition {
  c: string | null;
  o: number;
}

export const firstPosition: SearchPosition = { c: null, o: 0 };

export function encodeCursor(position: SearchPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): SearchPosition {
  if (!cursor) return firstPosition;
  try {
    const { c, o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<SearchPosition>;
    const validC = c === null || (typeof c === 'string' && c.length > 0 && c.length <= 300);
    if (validC && typeof o === 'number' && Number.isInteger(o) && o >= 0 && o <= 100_000) return { c, o };
  } catch {
    // refused below
  }
  throw new ToolRefusal(
    'This cursor is not one search_leads gave: leave it out to start from the first page.',
  );
}
