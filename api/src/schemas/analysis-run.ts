import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable } from './common.js';

export const analysisRunKinds = ['intent_signals', 'smart_column', 'import'] as const;
export const analysisRunStatuses = ['queued', 'running', 'done', 'failed'] as const;

export type AnalysisRunKind = (typeof analysisRunKinds)[number];
export type AnalysisRunStatus = (typeof analysisRunStatuses)[number];

/**
 * Engine work in the background with the progress the UI shows: a re-run over a project's existing
 * leads ('intent_signals', 'smart_column'), or the rows of an import ('import': done / total are rows).
 */
export const AnalysisRunSchema = Type.Object(
  {
    id: IdSchema,
    kind: Type.Enum(analysisRunKinds),
    smart_column_id: Nullable(IdSchema),
    status: Type.Enum(analysisRunStatuses),
    done: Type.Integer({ minimum: 0, description: 'Leads (import: rows) processed so far.' }),
    total: Type.Integer({
      minimum: 0,
      description: "The project's leads when the run was created (import: the rows accepted).",
    }),
    errors: Type.Integer({ minimum: 0, description: 'Leads (import: rows) that could not be processed.' }),
    new_leads: Type.Integer({
      minimum: 0,
      description: 'Import runs: rows that became new leads of the project (0 for other kinds).',
    }),
    already_known: Type.Integer({
      minimum: 0,
      description: 'Import runs: rows that already were leads of the project (0 for other kinds).',
    }),
    last_error: Nullable(Type.String()),
    started_at: Nullable(DateTimeSchema),
    finished_at: Nullable(DateTimeSchema),
    created_at: DateTimeSchema,
  },
  { $id: 'AnalysisRun', additionalProperties: false },
);

export const AnalysisRunParamsSchema = Type.Object(
  { projectId: IdSchema, runId: IdSchema },
  { additionalProperties: false },
);
