// What the import dialog knows about a file before sending it: its format, its size against the
// limit, and a preview (rows, and which columns become which post field). Only a preview: the API
// reads the file again and is the authority (api/src/engine/sources/import/parse-import.ts); the
// column names below mirror its aliases so the preview says what the import will do.
import { LEAD_IMPORT_MAX_BYTES, type LeadImportFormat } from '@signalboard/shared/api';

export const POST_FIELDS = [
  'title',
  'body',
  'url',
  'author',
  'community',
  'published_at',
  'external_id',
] as const;
export type PostField = (typeof POST_FIELDS)[number];

/** The column names each post field is read from, as the API's parser accepts them (parse-import.ts). */
export const columnAliases: Readonly<Record<PostField, readonly string[]>> = {
  title: ['title', 'subject', 'headline'],
  body: ['body', 'text', 'content', 'description', 'message'],
  url: ['url', 'link', 'permalink'],
  author: ['author', 'user', 'username'],
  community: ['community', 'subreddit', 'source', 'channel'],
  published_at: ['published_at', 'date', 'created_at', 'published', 'timestamp'],
  external_id: ['external_id', 'id'],
};

const fieldOfName = new Map<string, PostField>(
  POST_FIELDS.flatMap((field) => columnAliases[field].map((name) => [name, field] as const)),
);

export const PREVIEW_ROWS = 5;

export interface ColumnMapping {
  /** The column as the file names it. */
  column: string;
  /** The post field it fills, or null when it is kept as extra data. */
  field: PostField | null;
}

export interface ImportPreview {
  columns: ColumnMapping[];
  /** The first PREVIEW_ROWS rows, as text per column. */
  rows: string[][];
  /** Every data row in the content (the header row is not one). */
  rowCount: number;
  /** Neither a title nor a body column: the API would refuse every row. */
  lacksTitleAndBody: boolean;
  /** The content cannot be read at all in this format. */
  problem: string | null;
}

export const byteLength = (text: string) => new TextEncoder().encode(text).length;

const MB = 1024 * 1024;

/** "12 KB", "4.2 MB"; `roundUp` so a size just over a limit never reads as the limit itself. */
export function formatSize(bytes: number, roundUp = false): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en')} KB`;
  const tenths = (roundUp ? Math.ceil : Math.round)((bytes / MB) * 10) / 10;
  return `${tenths.toLocaleString('en')} MB`;
}

/** The sentence shown when content is over the limit, or null when it fits. */
export function sizeProblem(bytes: number, what: string): string | null {
  if (bytes <= LEAD_IMPORT_MAX_BYTES) return null;
  return `${what} is ${formatSize(bytes, true)}: imports are limited to ${formatSize(LEAD_IMPORT_MAX_BYTES)}. Split it into smaller files.`;
}

/** The format from the file name when it says, else from the first character of the content. */
export function detectFormat(
  fileName: string | null,
  content: string,
): { format: LeadImportFormat; from: 'name' | 'content' } {
  const extension = fileName?.toLowerCase().match(/\.(csv|json|tsv|txt)$/)?.[1];
  if (extension === 'csv' || extension === 'json') return { format: extension, from: 'name' };
  const start = content.replace(/^\uFEFF/, '').trimStart()[0];
  return { format: start === '[' || start === '{' ? 'json' : 'csv', from: 'content' };
}

const columnKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function mapColumns(names: string[]): ColumnMapping[] {
  const taken = new Set<PostField>();
  return names.map((column) => {
    const field = fieldOfName.get(columnKey(column)) ?? null;
    // As on the server, the first column of an alias group wins; a later one is extra data.
    if (!field || taken.has(field)) return { column, field: null };
    taken.add(field);
    return { column, field };
  });
}

function preview(names: string[], rows: string[][], rowCount: number): ImportPreview {
  const columns = mapColumns(names);
  return {
    columns,
    rows: rows.slice(0, PREVIEW_ROWS),
    rowCount,
    lacksTitleAndBody: !columns.some((c) => c.field === 'title' || c.field === 'body'),
    problem: null,
  };
}

const unreadable = (problem: string): ImportPreview => ({
  columns: [],
  rows: [],
  rowCount: 0,
  lacksTitleAndBody: false,
  problem,
});

/**
 * CSV records (RFC 4180: quotes with "" inside, line breaks within quotes, CRLF/LF/CR), with ';' as
 * the delimiter when the header has semicolons and no commas (spreadsheets in many locales).
 */
export function readCsvRecords(input: string): string[][] {
  const text = input.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endRecord = () => {
    record.push(field);
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else field += char;
  }
  if (quoted || field !== '' || record.length > 0) endRecord();
  return records;
}

function previewCsv(content: string): ImportPreview {
  const [header, ...data] = readCsvRecords(content);
  if (!header || header.every((name) => name.trim() === '')) {
    return unreadable('The CSV needs a header row naming its columns.');
  }
  return preview(
    header,
    data.slice(0, PREVIEW_ROWS).map((record) => header.map((_, i) => record[i] ?? '')),
    data.length,
  );
}

const asText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

function previewJson(content: string): ImportPreview {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    return unreadable('This is not valid JSON. Check the file, or choose CSV if it is one.');
  }
  const items: unknown = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) {
    return unreadable('Expected a JSON array of objects, or an object with an "items" array.');
  }
  const objects = items.map((item): Record<string, unknown> =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? (item as Record<string, unknown>)
      : {},
  );
  // Columns in the order they first appear, across the items shown and the first hundred.
  const names = [...new Set(objects.slice(0, 100).flatMap((item) => Object.keys(item)))];
  return preview(
    names,
    objects.slice(0, PREVIEW_ROWS).map((item) => names.map((name) => asText(item[name]))),
    items.length,
  );
}

export function previewImport(format: LeadImportFormat, content: string): ImportPreview {
  if (content.trim() === '') return unreadable('The content is empty.');
  return format === 'csv' ? previewCsv(content) : previewJson(content);
}
