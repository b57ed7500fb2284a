import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { requireOpenLead } from '../../leads/open-lead.js';
import { toLeadHistoryEntry } from '../../presenters/lead-history.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadParamsSchema } from '../../schemas/lead.js';
import {
  leadHistoryLimits,
  LeadHistoryPageSchema,
  LeadHistoryQuerySchema,
} from '../../schemas/lead-history.js';

/** GET /api/v1/leads/{projectId}/lead/{leadId}/history: every change of a lead, newest first (issue 26). */
const leadHistory: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId/lead/:leadId/history',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['leads'],
        summary: "A lead's history, newest first (members and guests)",
        description:
          'Found, status, verdict, assignee, notes added, edited and deleted, deletion and restore, each with ' +
          "who did it (a person, with `former_member` once they no longer belong to the project; Slack's " +
          'buttons; Signalboard) and when. Read marks and stars are not recorded. Leads found before this ' +
          'history existed start at their first change (their `created_at` says when they were found). ' +
          `Pages of \`limit\` (${leadHistoryLimits.page} when left out): send \`next_before\` as \`before\` for ` +
          "the next; a `before` that is not this lead's is a 422. LEAD_NOT_FOUND: not a lead of this project, " +
          'or deleted.',
        security: [{ bearerAuth: [] }],
        params: LeadParamsSchema,
        querystring: LeadHistoryQuerySchema,
        response: { 200: ref(LeadHistoryPageSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const { leadId } = request.params;
      await requireOpenLead(app.db, project.id, leadId);
      const before = request.query.before?.toLowerCase() ?? null;
      const history = app.repositories.leadHistory;
      if (before !== null && !(await history.isEntryOf(leadId, before)))
        throw new DomainError('HISTORY_CURSOR_UNKNOWN', { field: 'before' });
      const { rows, more } = await history.page(project.id, leadId, {
        limit: request.query.limit ?? leadHistoryLimits.page,
        before,
      });
      return {
        items: rows.map(toLeadHistoryEntry),
        next_before: more ? (rows.at(-1)?.id ?? null) : null,
      };
    },
  );
};

export default leadHistory;
