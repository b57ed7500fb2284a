import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/common.js';
import { ProjectParamsSchema } from '../../schemas/project.js';
import { scoringEngineInfo } from './lead-quality-engine.js';
import { leadQualityFigures } from './lead-quality-query.js';
import { LeadQualitySchema } from './lead-quality-schema.js';

const security = [{ bearerAuth: [] }];

/**
 * /api/v1/project/{id}/lead-quality: how the team's triage of the project's leads is going, and what
 * scores them. Members only, like the threshold it helps to choose: a guest triages leads but cannot
 * change the project, so gets 403 as on the other members-only project routes; anyone else 404.
 */
const leadQuality: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/lead-quality',
    {
      config: { apiKeyScope: 'settings:read' },
      schema: {
        tags: ['project'],
        summary:
          "The project's lead quality: Good lead / Not a lead per week, signal and source (members only)",
        description:
          'Also the rejection reasons, a score histogram of the last 30 days (to preview a threshold), the ' +
          'scores of the last 50 judged leads (the measured precision) and the scoring engine in use. Changing the threshold is PATCH /api/v1/project/{id} with lead_threshold; ' +
          'it applies to posts scored from then on (leads already found stay).',
        security,
        params: ProjectParamsSchema,
        response: { 200: LeadQualitySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(request.currentUser, request.params.id, 'use');
      const figures = await leadQualityFigures(app.db, project.id);
      return {
        lead_threshold: project.leadThreshold,
        weeks: figures.weeks,
        totals: figures.totals,
        by_signal: figures.bySignal,
        by_source: figures.bySource,
        rejection_reasons: figures.reasons,
        recent: {
          days: figures.recent.days,
          total: figures.recent.total,
          score_histogram: figures.recent.histogram,
        },
        judged: {
          window: figures.judged.window,
          total: figures.judged.total,
          good: figures.judged.good,
          not_good: figures.judged.notGood,
          good_scores: figures.judged.goodScores,
          not_good_scores: figures.judged.notGoodScores,
        },
        scoring: scoringEngineInfo(app.config),
      };
    },
  );
};

export default leadQuality;
