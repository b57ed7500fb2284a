import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { toAnalysisRun } from '../../presenters/analysis-run.js';
import { AnalysisRunParamsSchema, AnalysisRunSchema } from '../../schemas/analysis-run.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';

const security = [{ bearerAuth: [] }];
const tags = ['analysis runs'];

/** /api/v1/leads/{projectId}/analysis_runs: re-runs of the engine over existing leads and their progress. */
const analysisRuns: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId/analysis_runs',
    {
      config: { apiKeyScope: 'settings:read' },
      schema: {
        tags,
        summary: "The project's analysis runs, newest first (at most 20; members and guests)",
        security,
        params: LeadsProjectParamsSchema,
        response: { 200: Type.Array(ref(AnalysisRunSchema)), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      return (await app.repositories.analysisRuns.listForProject(project.id)).map(toAnalysisRun);
    },
  );

  app.get(
    '/:projectId/analysis_runs/:runId',
    {
      config: { apiKeyScope: 'settings:read' },
      schema: {
        tags,
        summary: 'One analysis run, to follow its progress (members and guests)',
        security,
        params: AnalysisRunParamsSchema,
        response: { 200: ref(AnalysisRunSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const run = await app.repositories.analysisRuns.findForProject(project.id, request.params.runId);
      if (!run) throw new DomainError('ANALYSIS_RUN_NOT_FOUND');
      return toAnalysisRun(run);
    },
  );
};

export default analysisRuns;
