import { Type } from 'typebox';
import { namer, pick, signalsOf, statusesOf } from '../lookups.js';
import type { QueryValue, RestCaller } from '../rest-caller.js';
import { defineTool } from '../tool.js';
import { answer, expectOk } from '../tool-answers.js';
import { ProjectIdInput } from './inputs.js';
import { compactRow, type LeadPage, type LeadRow } from './lead-rows.js';
import { decodeCursor, encodeCursor, type SearchPosition } from './search-cursor.js';

const DateInput = (description: string) =>
  Type.String({ maxLength: 40, pattern: '^(19[7-9][0-9]|[2-9][0-9]{3})-', description });

const SearchInput = Type.Object(
  {
    project_id: ProjectIdInput,
    query: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'Words to find in the post title and body (web search syntax: "a phrase", -word, or).',
      }),
    ),
    signals: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        maxItems: 20,
        description: 'Intent signal names or ids: leads that matched any of them.',
      }),
    ),
    status: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'A status name or id.' })),
    verdict: Type.Optional(
      Type.Enum(['good', 'not_lead', 'none'], {
        description:
          'good: accepted leads; not_lead: the hidden ones; none: not judged yet. Left out: all but not_lead.',
      }),
    ),
    date_from: Type.Optional(DateInput('Published on or after this ISO 8601 date or date-time.')),
    date_to: Type.Optional(DateInput('Published on or before this ISO 8601 date or date-time.')),
    min_score: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100,
        description: 'Only leads scoring at least this (0-100); the results then come best score first.',
      }),
    ),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 50, description: 'At most this many (20 when left out).' }),
    ),
    cursor: Type.Optional(Type.String({ maxLength: 600, description: 'next_cursor of the previous page.' })),
  },
  { additionalProperties: false },
);

/** Rows gone through at most per call when rows are kept or dropped here (verdict "none"). */
const maxScanned = 500;

export const searchLeads = defineTool({
  name: 'search_leads',
  title: 'Search leads',
  description:
    "Finds a project's leads (newest first) by words, intent signals, status, verdict, dates and score; answers compact rows and next_cursor.",
  input: SearchInput,
  readOnly: true,
  async run(args, call) {
    const statuses = await statusesOf(call, args.project_id);
    const query: Record<string, QueryValue> = {
      search_text: args.query,
      date_from: args.date_from,
      date_to: args.date_to,
      verdict: args.verdict === 'good' || args.verdict === 'not_lead' ? args.verdict : undefined,
      status_config_id: args.status ? pick(statuses, args.status, 'status').id : undefined,
    };
    if (args.signals?.length) {
      const signals = await signalsOf(call, args.project_id);
      query.intent_signals = args.signals.map((wanted) => pick(signals, wanted, 'intent signal').id);
    }
    if (args.min_score !== undefined) Object.assign(query, { sort_by: 'score', sort_order: 'desc' });

    const limit = args.limit ?? 20;
    const page = await collect(call, args.project_id, query, {
      from: decodeCursor(args.cursor),
      limit,
      pageSize: args.verdict === 'none' ? 100 : limit,
      keep: (row) => args.verdict !== 'none' || row.verdict === null,
      // Best score first: the first row under min_score ends the search.
      stop: (row) => args.min_score !== undefined && row.score < args.min_score,
    });
    const statusName = namer(statuses);
    const exactTotal = args.verdict !== 'none' && args.min_score === undefined;
    return answer({
      ...(exactTotal ? { total: page.totalCapped ? '1000+' : page.total } : {}),
      leads: page.rows.map((row) => compactRow(row, statusName)),
      next_cursor: page.next === null ? null : encodeCursor(page.next),
    });
  },
});

interface Collected {
  rows: LeadRow[];
  total: number;
  totalCapped: boolean;
  /** Where the next page starts, or null when nothing is left. */
  next: SearchPosition | null;
}

/**
 * Pages through the REST list from `from` until `limit` rows are kept, nothing is left, or the scan cap;
 * by the list's `next_cursor` once it has one (a server without cursors pages by `skip` throughout).
 */
async function collect(
  call: RestCaller,
  projectId: string,
  query: Record<string, QueryValue>,
  options: {
    from: SearchPosition;
    limit: number;
    /** Rows asked of the REST list at a time: more than `limit` when `keep` drops some. */
    pageSize: number;
    keep: (row: LeadRow) => boolean;
    stop: (row: LeadRow) => boolean;
  },
): Promise<Collected> {
  const { limit, pageSize } = options;
  const rows: LeadRow[] = [];
  let { c, o } = options.from;
  let total = 0;
  let totalCapped = false;
  for (let scanned = 0; scanned < maxScanned;) {
    const paging = c === null ? { skip: o } : { cursor: c };
    const page = expectOk<LeadPage>(
      await call('GET', `/api/v1/leads/${projectId}`, { query: { ...query, ...paging, limit: pageSize } }),
    );
    total = page.total;
    totalCapped = page.total_capped;
    // After a cursor the rows already gone through are dropped here; by skip the list left them out.
    const first = c === null ? 0 : o;
    for (let index = first; index < page.items.length; index += 1) {
      const row = page.items[index]!;
      if (options.stop(row)) return { rows, total, totalCapped, next: null };
      if (rows.length === limit)
        return { rows, total, totalCapped, next: c === null ? { c, o: o + index } : { c, o: index } };
      scanned += 1;
      if (options.keep(row)) rows.push(row);
    }
    if (page.items.length < pageSize || page.next_cursor === null)
      return { rows, total, totalCapped, next: null };
    if (page.next_cursor === undefined) o += page.items.length;
    // A cursor's offset beyond this page (a smaller page than the call that made it) carries on.
    else [c, o] = [page.next_cursor, c === null ? 0 : Math.max(0, o - page.items.length)];
    if (rows.length === limit) break;
  }
  return { rows, total, totalCapped, next: { c, o } };
}
