import type { Static } from 'typebox';
import type { AnalysisRunRow, SmartColumnRow } from '../db/schema/index.js';
import { readRules, type SmartColumnKind } from '../engine/smart-columns/rules.js';
import { localAnswerOf } from '../engine/smart-columns/templates.js';
import type { SmartColumnSchema } from '../schemas/smart-column.js';
import { toAnalysisRun } from './analysis-run.js';

export function toSmartColumn(
  column: SmartColumnRow,
  run: AnalysisRunRow | null = null,
): Static<typeof SmartColumnSchema> {
  return {
    id: column.id,
    name: column.name,
    question: column.question,
    // Stored as text; the check constraint allows only these two.
    kind: column.kind as SmartColumnKind,
    rules: readRules(column.rules),
    local_answer: localAnswerOf({ ...column, kind: column.kind as SmartColumnKind }),
    position: column.position,
    version: column.version,
    created_at: column.createdAt.toISOString(),
    updated_at: column.updatedAt.toISOString(),
    analysis_run: run ? toAnalysisRun(run) : null,
  };
}
