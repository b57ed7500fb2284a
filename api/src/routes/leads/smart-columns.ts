import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isUniqueViolation } from '../../db/errors.js';
import type { SmartColumnRow } from '../../db/schema/index.js';
import { deriveRules, deriveRulesFor } from '../../engine/smart-columns/derive-rules.js';
import { prepareRules } from '../../engine/smart-columns/prepare-rules.js';
import { readRules, type SmartColumnKind } from '../../engine/smart-columns/rules.js';
import { localAnswerOf, smartColumnTemplates } from '../../engine/smart-columns/templates.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { toSmartColumn } from '../../presenters/smart-column.js';
import type { SmartColumnFields } from '../../repositories/smart-columns-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import {
  SmartColumnCreateSchema,
  SmartColumnParamsSchema,
  SmartColumnPreviewResultSchema,
  SmartColumnPreviewSchema,
  SmartColumnSchema,
  SmartColumnUpdateSchema,
  smartColumnLimits,
} from '../../schemas/smart-column.js';
import { startAnalysisRun } from './start-analysis-run.js';

const security = [{ bearerAuth: [] }];
const tags = ['smart columns'];

const cleanName = (name: string) => name.replace(/\s+/g, ' ').trim();

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new DomainError('SMART_COLUMN_NAME_TAKEN', { field: 'name' });
  throw error;
}

/** True when the stored rules are exactly what the old question gave: they follow the question then. */
function rulesWereDerived(column: SmartColumnRow): boolean {
  const derived = deriveRules(column.question.trim() || column.name, column.kind as SmartColumnKind);
  return JSON.stringify(readRules(column.rules)) === JSON.stringify(derived);
}

/** /api/v1/leads/{projectId}/smart_columns: questions the project asks of every lead. */
const smartColumns: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId/smart_columns',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags,
        summary: "The project's smart columns, in table order (members and guests)",
        security,
        params: LeadsProjectParamsSchema,
        response: { 200: Type.Array(ref(SmartColumnSchema)), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      return (await app.repositories.smartColumns.listForProject(project.id)).map((column) =>
        toSmartColumn(column),
      );
    },
  );

  app.post(
    '/:projectId/preview_smart_column',
    {
      schema: {
        tags,
        summary: 'How a question would be answered without an LLM, before it is saved (members only)',
        description:
          'Nothing is stored. `local_answer.answerable` is false when the local rules could only match the ' +
          "question's words (a guess): `templates` lists questions they answer. With `llm_configured` every " +
          'question goes to the LLM; the local rules answer only when it fails or the daily budget is spent.',
        security,
        params: LeadsProjectParamsSchema,
        body: ref(SmartColumnPreviewSchema),
        response: { 200: ref(SmartColumnPreviewResultSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await app.permissions.requireProject(request.currentUser, request.params.projectId, 'use');
      const { question, kind } = request.body;
      const name = cleanName(request.body.name ?? '');
      const { rules } = deriveRulesFor(question.trim() || name, kind);
      return {
        local_answer: localAnswerOf({ name, question, kind, rules }),
        rules,
        llm_configured: app.llm !== null,
        templates: smartColumnTemplates,
      };
    },
  );

  app.post(
    '/:projectId/smart_columns',
    {
      schema: {
        tags,
        summary: 'Add a smart column and compute it for existing leads (members only)',
        description:
          'Appended last; at most 20 per project (409 SMART_COLUMN_LIMIT); names are unique per project ' +
          'whatever their case (409 SMART_COLUMN_NAME_TAKEN). Without `rules` (or with rules that test ' +
          'nothing), local rules are derived from the question; `local_answer` says whether they answer it ' +
          '(see preview_smart_column). Always starts an analysis run, returned as `analysis_run`.',
        security,
        params: LeadsProjectParamsSchema,
        body: ref(SmartColumnCreateSchema),
        response: { 201: ref(SmartColumnSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const { body } = request;
      const fields: SmartColumnFields = {
        name: cleanName(body.name),
        question: body.question.trim(),
        kind: body.kind,
        rules: prepareRules(body.rules, {
          name: cleanName(body.name),
          question: body.question,
          kind: body.kind,
        }),
      };
      const column = await app.repositories.smartColumns
        .create(project.id, fields, smartColumnLimits.perProject)
        .catch(nameTaken);
      if (!column) throw new DomainError('SMART_COLUMN_LIMIT');
      const run = await startAnalysisRun(app, project.id, 'smart_column', column.id);
      return reply.code(201).send(toSmartColumn(column, run));
    },
  );

  app.post(
    '/:projectId/update_smart_column',
    {
      schema: {
        tags,
        summary: 'Change a smart column, optionally computing it again for existing leads (members only)',
        description:
          '`version` goes up when the question, kind or rules change (values of older versions show as ' +
          'stale). Rules that were derived from the question follow a new question unless `rules` is sent. ' +
          'With `reanalyze_leads` an analysis run starts and is returned as `analysis_run`.',
        security,
        params: LeadsProjectParamsSchema,
        body: ref(SmartColumnUpdateSchema),
        response: { 200: ref(SmartColumnSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const input = request.body.smart_column;
      const current = await app.repositories.smartColumns.findForProject(project.id, input.id);
      if (!current) throw new DomainError('SMART_COLUMN_NOT_FOUND', { field: 'smart_column.id' });

      const next = {
        name: input.name === undefined ? current.name : cleanName(input.name),
        question: input.question === undefined ? current.question : input.question.trim(),
        kind: input.kind ?? (current.kind as SmartColumnKind),
      };
      const asked = next.question !== current.question || next.kind !== current.kind;
      let rules = readRules(current.rules);
      if (input.rules !== undefined) rules = prepareRules(input.rules, next);
      else if (asked && rulesWereDerived(current)) rules = prepareRules(undefined, next);
      const changed = asked || JSON.stringify(rules) !== JSON.stringify(readRules(current.rules));

      const updated = await app.repositories.smartColumns
        .update(project.id, current.id, { ...next, rules }, changed)
        .catch(nameTaken);
      if (!updated) throw new DomainError('SMART_COLUMN_NOT_FOUND', { field: 'smart_column.id' });
      const run = request.body.reanalyze_leads
        ? await startAnalysisRun(app, project.id, 'smart_column', updated.id)
        : null;
      return toSmartColumn(updated, run);
    },
  );

  app.delete(
    '/:projectId/:smartColumnId',
    {
      schema: {
        tags,
        summary: 'Delete a smart column with its values (members only)',
        security,
        params: SmartColumnParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      if (!(await app.repositories.smartColumns.remove(project.id, request.params.smartColumnId)))
        throw new DomainError('SMART_COLUMN_NOT_FOUND');
      return reply.code(204).send(null);
    },
  );
};

export default smartColumns;
