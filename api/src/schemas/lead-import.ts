import { Type } from 'typebox';

/** The most an import may hold: 5 MiB of CSV or JSON text. */
export const maxImportContentLength = 5 * 1024 * 1024;

export const LeadImportSchema = Type.Object(
  {
    format: Type.Enum(['csv', 'json']),
    content: Type.String({
      maxLength: maxImportContentLength,
      description:
        'CSV with a header row, or JSON (an array of objects, or { items: [...] }). Columns: title, body (or text/content), url, author, community, published_at, external_id (optional: a hash of url/title/body otherwise).',
    }),
    as_leads: Type.Optional(
      // No `default` here: the generated client would then require the field; the route applies `?? true`.
      Type.Boolean({
        description:
          'Every row becomes a lead whatever it scores (default: a person chose these rows). false: only rows scoring at least the project threshold.',
      }),
    ),
  },
  { $id: 'LeadImport', additionalProperties: false },
);

const ImportRowErrorSchema = Type.Object(
  {
    row: Type.Integer({
      description: '1-based data row (the CSV header is not counted); 0 for the whole content.',
    }),
    field: Type.String(),
    message: Type.String(),
  },
  { additionalProperties: false },
);

/** What the API knows when it accepts an import: the rows are then stored by a job (an analysis run). */
export const LeadImportAcceptedSchema = Type.Object(
  {
    analysis_run_id: Type.String({
      format: 'uuid',
      description:
        'The import run storing the accepted rows; follow it at GET /{projectId}/analysis_runs/{runId} (also in the x-analysis-run-id header).',
    }),
    received: Type.Integer({ description: 'Rows read from the content.' }),
    accepted: Type.Integer({ description: 'Rows handed to the import run (its total).' }),
    rejected: Type.Integer({ description: 'Rows left out; errors says why.' }),
    errors: Type.Array(ImportRowErrorSchema, {
      description: 'Rows left out, and rows kept with a remark (an unreadable date).',
    }),
  },
  { $id: 'LeadImportAccepted', additionalProperties: false },
);

export const leadImportNamedSchemas = [LeadImportSchema, LeadImportAcceptedSchema];
