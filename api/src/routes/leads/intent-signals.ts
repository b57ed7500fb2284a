import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { isUniqueViolation } from '../../db/errors.js';
import type { IntentSignalRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';
import {
  cleanTerms,
  planIntentSignalUpsert,
  type IntentSignalDraft,
} from '../../intent-signals/plan-upsert.js';
import { toIntentSignal } from '../../presenters/intent-signal.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  IntentSignalParamsSchema,
  IntentSignalSchema,
  IntentSignalsUpdateSchema,
  LeadsProjectParamsSchema,
} from '../../schemas/intent-signal.js';
import { startAnalysisRun } from './start-analysis-run.js';

const security = [{ bearerAuth: [] }];
const tags = ['intent signals'];

function draftsFrom(body: Static<typeof IntentSignalsUpdateSchema>): IntentSignalDraft[] {
  return body.intent_signals.map((input) => ({
    ...(input.id === undefined ? {} : { id: input.id }),
    name: input.name.replace(/\s+/g, ' ').trim(),
    description: (input.description ?? '').trim(),
    keywords: cleanTerms(input.keywords),
    negativeKeywords: cleanTerms(input.negative_keywords),
    enabled: input.enabled ?? true,
  }));
}

/** /api/v1/leads/{projectId}/intent_signals: what the project listens for, in the team's order. */
const intentSignals: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId/intent_signals',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags,
        summary: "The project's intent signals, in order (members and guests)",
        security,
        params: LeadsProjectParamsSchema,
        response: { 200: Type.Array(ref(IntentSignalSchema)), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      return (await app.repositories.intentSignals.listForProject(project.id)).map(toIntentSignal);
    },
  );

  app.put(
    '/:projectId/intent_signals',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Create and change intent signals in one go (members only); answers the whole list',
        description:
          'Items with `id` change that signal, items without are created; each takes its index in the list as ' +
          'its position. Signals left out are kept (delete them with DELETE). Names are unique per project, ' +
          'whatever their case (422 naming `intent_signals.<i>.name`); an `id` not of this project is 404 ' +
          'INTENT_SIGNAL_NOT_FOUND naming `intent_signals.<i>.id`. All or nothing. With `reanalyze_leads` ' +
          'an analysis run re-scores existing leads (a newer one replaces a run still going); its id is in ' +
          'the `x-analysis-run-id` header (follow it at GET /{projectId}/analysis_runs/{runId}).',
        security,
        params: LeadsProjectParamsSchema,
        body: ref(IntentSignalsUpdateSchema),
        response: {
          200: Type.Array(ref(IntentSignalSchema), {
            // Declared so openapi.json (and the generated client) lists the header; sent with reanalyze_leads.
            headers: {
              'x-analysis-run-id': Type.String({
                format: 'uuid',
                description: 'The analysis run started by reanalyze_leads (absent without it).',
              }),
            },
          }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const drafts = draftsFrom(request.body);
      let saved: IntentSignalRow[];
      try {
        saved = await app.repositories.intentSignals.upsert(project.id, (existing) =>
          planIntentSignalUpsert(existing, drafts),
        );
      } catch (error) {
        // Two saves at once that both took the same name: the index caught it.
        if (isUniqueViolation(error))
          throw new DomainError('VALIDATION_ERROR', {
            field: 'intent_signals',
            detail:
              'intent_signals: another intent signal already has one of these names; reload and try again',
          });
        throw error;
      }
      if (request.body.reanalyze_leads) {
        const run = await startAnalysisRun(app, project.id, 'intent_signals');
        reply.header('x-analysis-run-id', run.id);
      }
      return saved.map(toIntentSignal);
    },
  );

  app.delete(
    '/:projectId/intent_signals/:id',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Delete one intent signal (members only)',
        security,
        params: IntentSignalParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      if (!(await app.repositories.intentSignals.remove(project.id, request.params.id)))
        throw new DomainError('INTENT_SIGNAL_NOT_FOUND');
      return reply.code(204).send(null);
    },
  );
};

export default intentSignals;
