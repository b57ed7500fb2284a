// The lead import as api/src/routes/leads/import.ts answers since it runs as a job: the file is read at
// once (a file with no usable row is refused with 422 naming it), the good rows are accepted (202 with
// the run's id), and GET analysis_runs/:runId shows the run moving: half the rows stored at the first
// look, all of them (done) at the next. Every accepted row becomes a new lead; a row whose title is
// "known" counts as already known. Tests make a run fail, or a look fail, with api().route.
// Reads CSV line by line and splits on commas (no quoting): enough for the tests' rows.
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';

type Row = Record<string, string>;
type RowError = { row: number; field: string; message: string };

interface Run {
  id: string;
  total: number;
  known: number;
  looks: number;
}

const invalid = (detail: string): ApiReply => ({
  status: 422,
  body: { detail, code: 'VALIDATION_ERROR', field: 'content' },
});

function readRows(format: string, content: string): Row[] | ApiReply {
  if (format === 'json') {
    try {
      const parsed = JSON.parse(content) as unknown;
      const list = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown }).items;
      if (Array.isArray(list)) return list as Row[];
    } catch {
      /* answered below */
    }
    return invalid('content: The content is not valid JSON. No row can be imported.');
  }
  const [header = '', ...lines] = content.split(/\r?\n/).filter((line) => line.trim() !== '');
  const names = header.split(',').map((name) => name.trim().toLowerCase());
  return lines.map((line) =>
    Object.fromEntries(line.split(',').map((value, i) => [names[i] ?? '', value.trim()])),
  );
}

const titleOf = (row: Row) =>
  ['title', 'subject', 'headline', 'body', 'text', 'content', 'description', 'message']
    .map((name) => row[name])
    .find((value) => typeof value === 'string' && value !== '');

/** A run as GET analysis_runs/:runId answers it (the API's AnalysisRun). */
export function importRunBody(run: Run, fields: Record<string, unknown> = {}) {
  const finished = run.looks >= 2;
  const done = finished ? run.total : Math.floor(run.total / 2);
  return {
    id: run.id,
    kind: 'import',
    smart_column_id: null,
    status: finished ? 'done' : 'running',
    done,
    total: run.total,
    errors: 0,
    new_leads: finished ? run.total - run.known : 0,
    already_known: finished ? run.known : 0,
    last_error: null,
    started_at: '2025-03-01T10:00:00.000Z',
    finished_at: finished ? '2025-03-01T10:00:05.000Z' : null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...fields,
  };
}

export function importRunRoutes(signedIn: (authorization: string | undefined) => boolean): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
  const runs = new Map<string, Run>();

  return {
    'POST /api/v1/leads/:projectId/import': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const { format, content } = body as { format: string; content: string };
      if (format !== 'csv' && format !== 'json') {
        return {
          status: 422,
          body: { detail: 'format: must be csv or json', code: 'VALIDATION_ERROR', field: 'format' },
        };
      }
      const rows = readRows(format, content);
      if (!Array.isArray(rows)) return rows;
      const errors: RowError[] = [];
      let known = 0;
      rows.forEach((row, index) => {
        const title = titleOf(row);
        if (!title) {
          errors.push({ row: index + 1, field: 'title', message: 'Each row needs a title or a body.' });
        } else if (typeof row.url === 'string' && row.url !== '' && !/^https?:\/\//.test(row.url)) {
          errors.push({ row: index + 1, field: 'url', message: 'url must be an http(s) address.' });
        } else if (title === 'known') {
          known += 1;
        }
      });
      const accepted = rows.length - errors.length;
      if (accepted === 0) {
        const [first] = errors;
        return invalid(
          first
            ? `content: row ${first.row}, ${first.field}: ${first.message} No row can be imported.`
            : 'content: the file has no rows to import.',
        );
      }
      const id = `run-${runs.size + 1}`;
      runs.set(id, { id, total: accepted, known, looks: 0 });
      return {
        status: 202,
        body: { analysis_run_id: id, received: rows.length, accepted, rejected: errors.length, errors },
      };
    },
    'GET /api/v1/leads/:projectId/analysis_runs/:runId': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      const run = runs.get(params.runId ?? '');
      if (!run) return errorReply(404, 'ANALYSIS_RUN_NOT_FOUND', 'Analysis run not found.');
      run.looks += 1;
      return { status: 200, body: importRunBody(run) };
    },
  };
}
