import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable } from './common.js';

export const analysisRunKinds = ['intent_signals', 'smart_column'] as const;
export const analysisRunStatuses = ['queued', 'running', 'done', 'failed'] as const;

export type AnalysisRunKind = (typeof analysisRunKinds)[number];
export type AnalysisRunStatus = (typeof analysisRunStatuses)[number];

/** A re-run of the engine over a project's existing leads, with the progress the UI shows. */
export const AnalysisRunSchema = Type.Object(
  {
    id: IdSchema,
    kind: Type.Enum(analysisRunKinds),
    smart_column_id: Nullable(IdSchema),
    status: Type.Enum(analysisRunStatuses),
    done: Type.Integer({ minimum: 0, description: 'Leads processed so far.' }),
    total: Type.Integer({ minimum: 0, description: "The project's leads when the run was created." }),
    errors: Type.Integer({ minimum: 0, description: 'Leads that could not be processed.' }),
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
