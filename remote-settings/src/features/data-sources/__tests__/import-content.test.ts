import { LEAD_IMPORT_MAX_BYTES } from '@signalboard/shared/api';
import { byteLength, detectFormat, previewImport, readCsvRecords, sizeProblem } from '../import-content';

describe('reading a file for the import preview', () => {
  it('reads CSV as spreadsheets write it: quotes, line breaks inside quotes, CRLF, a BOM, semicolons', () => {
    expect(readCsvRecords('\uFEFFtitle,body\r\n"A, b","line 1\nline 2"\r\n\r\nC,"say ""hi"""\r\n')).toEqual([
      ['title', 'body'],
      ['A, b', 'line 1\nline 2'],
      ['C', 'say "hi"'],
    ]);
    expect(readCsvRecords('titre;text\nBonjour;Un CRM, vite\n')).toEqual([
      ['titre', 'text'],
      ['Bonjour', 'Un CRM, vite'],
    ]);
  });

  it('maps columns as the API does: aliases, case and spaces, the first of a group wins', () => {
    const preview = previewImport('csv', 'Headline,Message,Published At,Body,extra\nx,y,2025-01-01,z,1\n');
    expect(preview.columns).toEqual([
      { column: 'Headline', field: 'title' },
      { column: 'Message', field: 'body' },
      { column: 'Published At', field: 'published_at' },
      { column: 'Body', field: null },
      { column: 'extra', field: null },
    ]);
    expect([preview.rowCount, preview.lacksTitleAndBody]).toEqual([1, false]);
  });

  it('reads JSON as an array or an object with items, and names what it cannot read', () => {
    expect(previewImport('json', '{"items":[{"text":"a"},{"text":"b","url":"https://x"}]}').rowCount).toBe(2);
    expect(previewImport('json', '{"text":"a"}').problem).toBe(
      'Expected a JSON array of objects, or an object with an "items" array.',
    );
    expect(previewImport('json', 'title\nx').problem).toMatch(/^This is not valid JSON/);
    expect(previewImport('csv', '\n\n').problem).toBe('The content is empty.');
  });

  it('takes the format from the file name, else from the first character', () => {
    expect(detectFormat('posts.JSON', 'title\nx')).toEqual({ format: 'json', from: 'name' });
    expect(detectFormat('posts.txt', '  [{"title":"x"}]')).toEqual({ format: 'json', from: 'content' });
    expect(detectFormat(null, 'title\nx')).toEqual({ format: 'csv', from: 'content' });
  });

  it('measures the limit in UTF-8 bytes, and never calls a size over it the limit itself', () => {
    expect(byteLength('é')).toBe(2);
    expect(sizeProblem(LEAD_IMPORT_MAX_BYTES, 'x')).toBeNull();
    expect(sizeProblem(LEAD_IMPORT_MAX_BYTES + 1, 'The pasted text')).toBe(
      'The pasted text is 5.1 MB: imports are limited to 5 MB. Split it into smaller files.',
    );
  });
});
