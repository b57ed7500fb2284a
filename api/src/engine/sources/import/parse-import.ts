import { createHash } from 'node:crypto';
import type { IncomingPost } from '../connector.js';
import { plainText } from '../html-to-text.js';
import { findUnstorableText, unstorableMessages } from '../../../text/storable-text.js';
import { parseCsv } from './csv.js';
import { parseLenientDate } from './lenient-date.js';

/**
 * CSV or JSON a person uploads (or their systems post to the inbound webhook) turned into posts of the
 * 'csv_import' platform. A bad row never stops the import: it is left out and named in `errors`.
 * Rows are numbered from 1 in data order (the CSV header row is not counted), for both formats.
 */

export type ImportFormat = 'csv' | 'json';

export interface ImportRowError {
  /** 1-based data row; 0 for a problem with the whole content. */
  row: number;
  field: string;
  message: string;
}

export interface ImportResult {
  rows: IncomingPost[];
  errors: ImportRowError[];
}

export const importPlatform = 'csv_import';
export const maxImportRows = 10_000;
const maxTitleLength = 1_000;
const maxFieldLength = 2_000;

type Field = 'title' | 'body' | 'url' | 'author' | 'community' | 'published_at' | 'external_id';

/** Column names people use for each field, after lower-casing and turning spaces and dashes into `_`. */
const aliases: Record<Field, readonly string[]> = {
  title: ['title', 'subject', 'headline'],
  body: ['body', 'text', 'content', 'description', 'message'],
  url: ['url', 'link', 'permalink'],
  author: ['author', 'user', 'username'],
  community: ['community', 'subreddit', 'source', 'channel'],
  published_at: ['published_at', 'date', 'created_at', 'published', 'timestamp'],
  external_id: ['external_id', 'id'],
};

const fieldOfColumn = new Map<string, Field>(
  Object.entries(aliases).flatMap(([field, names]) => names.map((name) => [name, field as Field] as const)),
);

function columnKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function parseImport(format: ImportFormat, content: string): ImportResult {
  return fromRead(withoutUnstorableRows(format === 'csv' ? readCsv(content) : readJson(content)));
}

/** Items already parsed from JSON (an array, or an object with an items array), e.g. a webhook body. */
export function parseJsonItems(value: unknown): ImportResult {
  return fromRead(readJsonValue(value));
}

function fromRead(read: Read): ImportResult {
  if ('error' in read) return { rows: [], errors: [read.error] };
  if (read.items.length > maxImportRows) {
    return {
      rows: [],
      errors: [
        {
          row: 0,
          field: 'content',
          message: `At most ${maxImportRows.toLocaleString('en')} rows per import; this one has ${read.items.length.toLocaleString('en')}.`,
        },
      ],
    };
  }

  const rows: IncomingPost[] = [];
  const errors: ImportRowError[] = [...read.errors];
  const firstRowOf = new Map<string, number>();
  read.items.forEach((item, position) => {
    const row = position + 1;
    const mapped = item && toPost(item, row, errors);
    if (!mapped) return;
    const earlier = firstRowOf.get(mapped.externalId);
    if (earlier !== undefined) {
      errors.push({ row, field: 'external_id', message: `Same item as row ${earlier}; imported once.` });
      return;
    }
    firstRowOf.set(mapped.externalId, row);
    rows.push(mapped);
  });
  return { rows, errors };
}

type RawItem = Record<string, unknown>;
/** `null` stands for an item that is not an object (already named in `errors`). */
type Read = { items: (RawItem | null)[]; errors: ImportRowError[] } | { error: ImportRowError };

/**
 * A row holding a NUL character or a lone surrogate (which PostgreSQL cannot store) is left out and named,
 * like any other bad row; the rest of the file is imported. (A webhook's posts are cleaned instead.)
 */
function withoutUnstorableRows(read: Read): Read {
  if ('error' in read) return read;
  const errors = [...read.errors];
  const items = read.items.map((item, position) => {
    const found = item && findUnstorableText(item);
    if (!found) return item;
    errors.push({
      row: position + 1,
      field: 'row',
      message: `The ${found.path} field ${unstorableMessages[found.problem]}; the row was left out.`,
    });
    return null;
  });
  return { items, errors };
}

function readCsv(content: string): Read {
  const { records, unterminatedQuote } = parseCsv(content);
  const [header, ...data] = records;
  if (!header || header.every((name) => name.trim() === '')) {
    return { error: { row: 0, field: 'content', message: 'The CSV needs a header row naming its columns.' } };
  }
  const keys = header.map(columnKey);
  if (!keys.some((key) => fieldOfColumn.get(key) === 'title' || fieldOfColumn.get(key) === 'body')) {
    return {
      error: {
        row: 0,
        field: 'content',
        message: 'The header row needs a title or a body column (body, text, content or description).',
      },
    };
  }
  const errors: ImportRowError[] = [];
  if (unterminatedQuote) {
    errors.push({ row: data.length, field: 'content', message: 'The file ends inside a quoted field.' });
  }
  const items = data.map((record) => Object.fromEntries(keys.map((key, i) => [key, record[i] ?? ''])));
  return { items, errors };
}

function readJson(content: string): Read {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.charCodeAt(0) === 0xfeff ? content.slice(1) : content);
  } catch {
    return { error: { row: 0, field: 'content', message: 'The content is not valid JSON.' } };
  }
  return readJsonValue(parsed);
}

function readJsonValue(parsed: unknown): Read {
  const list = Array.isArray(parsed)
    ? parsed
    : isObject(parsed) && Array.isArray(parsed.items)
      ? parsed.items
      : null;
  if (!list) {
    return {
      error: {
        row: 0,
        field: 'content',
        message: 'Expected an array of objects or an object with an items array.',
      },
    };
  }
  const errors: ImportRowError[] = [];
  const items = list.map((entry, position): RawItem | null => {
    if (isObject(entry)) {
      return Object.fromEntries(Object.entries(entry).map(([key, value]) => [columnKey(key), value]));
    }
    errors.push({ row: position + 1, field: 'row', message: 'Each item must be an object.' });
    return null;
  });
  return { items, errors };
}

function toPost(item: RawItem, row: number, errors: ImportRowError[]): IncomingPost | null {
  const values: Partial<Record<Field, unknown>> = {};
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    const field = fieldOfColumn.get(key);
    // The first column of an alias group wins ("text" and "body" both present: the earlier one).
    if (field && values[field] === undefined) values[field] = value;
    else if (!field && key !== '' && value !== '' && value !== null) extra[key] = value;
  }

  const text: Partial<Record<Field, string | null>> = {};
  for (const field of ['title', 'body', 'url', 'author', 'community', 'external_id'] as const) {
    const value = values[field];
    if (value === undefined || value === null) {
      text[field] = null;
    } else if (typeof value === 'string' || typeof value === 'number') {
      const trimmed = String(value).trim();
      text[field] = trimmed === '' ? null : trimmed;
    } else {
      errors.push({ row, field, message: `${field} must be text.` });
      return null;
    }
  }

  const title = text.title ? text.title.slice(0, maxTitleLength) : null;
  const body = plainText(text.body ?? '');
  if (!title && body === '') {
    errors.push({ row, field: 'title', message: 'Each row needs a title or a body.' });
    return null;
  }
  if (text.url && !isHttpUrl(text.url)) {
    errors.push({ row, field: 'url', message: 'url must be an http(s) address.' });
    return null;
  }

  let publishedAt: Date | null = null;
  const rawDate = values.published_at;
  if (rawDate !== undefined && rawDate !== null && rawDate !== '') {
    publishedAt = parseLenientDate(rawDate);
    if (!publishedAt) {
      errors.push({
        row,
        field: 'published_at',
        message: 'Unreadable date; the row was imported without one.',
      });
    }
  }

  const url = text.url ?? null;
  return {
    platform: importPlatform,
    externalId: text.external_id?.slice(0, maxFieldLength) ?? contentHash(url, title, body),
    url,
    author: text.author?.slice(0, maxFieldLength) ?? null,
    community: text.community?.slice(0, maxFieldLength) ?? null,
    title,
    body,
    publishedAt,
    // Columns we do not know are kept, so nothing a person uploaded is silently lost.
    metadata: Object.keys(extra).length > 0 ? { extra } : {},
  };
}

/** The same url/title/body always gives the same id, so importing a file twice stores each post once. */
export function contentHash(url: string | null, title: string | null, body: string): string {
  return createHash('sha256')
    .update(`${url ?? ''}|${title ?? ''}|${body}`)
    .digest('hex');
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
