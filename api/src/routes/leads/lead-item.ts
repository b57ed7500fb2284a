import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { verdictChange } from '../../leads/verdict-change.js';
import { toLead } from '../../presenters/lead.js';
import type { LeadDetails } from '../../repositories/leads-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadParamsSchema, LeadSchema, LeadStarSchema, LeadVerdictSchema } from '../../schemas/lead.js';

const security = [{ bearerAuth: [] }];
const tags = ['leads'];
const notFound = 'LEAD_NOT_FOUND: not a lead of this project, or deleted.';

function found(lead: LeadDetails | null) {
  if (!lead) throw new DomainError('LEAD_NOT_FOUND');
  return toLead(lead);
}

/**
 * /api/v1/leads/{projectId}/lead/{leadId}: one lead with its whole post, and the triage of one lead.
 * Guests triage too: they work the leads they were invited to see, verdicts included (a verdict is a
 * judgement of one lead, like a status, and is undone as easily).
 */
const leadItem: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId/lead/:leadId',
    {
      schema: {
        tags,
        summary: 'One lead with its whole post body (members and guests)',
        description: notFound,
        security,
        params: LeadParamsSchema,
        response: { 200: ref(LeadSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      return found(await app.repositories.leads.find(project.id, request.params.leadId));
    },
  );

  app.post(
    '/:projectId/lead/:leadId/read',
    {
      schema: {
        tags,
        summary: 'Mark one lead read (members and guests); answers the lead',
        description: notFound,
        security,
        params: LeadParamsSchema,
        response: { 200: ref(LeadSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      return found(await app.repositories.leads.setFlags(project.id, request.params.leadId, { read: true }));
    },
  );

  app.post(
    '/:projectId/lead/:leadId/star',
    {
      schema: {
        tags,
        summary: 'Star or unstar one lead (members and guests); answers the lead',
        description: notFound,
        security,
        params: LeadParamsSchema,
        body: ref(LeadStarSchema),
        response: { 200: ref(LeadSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      return found(
        await app.repositories.leads.setFlags(project.id, request.params.leadId, {
          starred: request.body.starred,
        }),
      );
    },
  );

  app.post(
    '/:projectId/lead/:leadId/verdict',
    {
      schema: {
        tags,
        summary: 'Mark one lead a good lead or not a lead (with a reason), or clear it (members and guests)',
        description:
          "`verdict: 'not_lead'` needs a `reason` and hides the lead from the list, counts, overview, export " +
          'and live events (list them with `verdict=not_lead`); `verdict: null` clears it, which restores a ' +
          `hidden lead. Answers the lead. ${notFound}`,
        security,
        params: LeadParamsSchema,
        body: ref(LeadVerdictSchema),
        response: { 200: ref(LeadSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const change = verdictChange(request.body);
      return found(
        await app.repositories.leads.setVerdict(project.id, request.params.leadId, {
          ...change,
          userId: request.currentUser.id,
        }),
      );
    },
  );
};

export default leadItem;
