import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { kickProjectPushes } from '../../crm/push/plan-crm-pushes.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { userActor } from '../../leads/lead-actor.js';
import { verdictChange } from '../../leads/verdict-change.js';
import { toLeadCrmLinks } from '../../presenters/crm.js';
import { toLead } from '../../presenters/lead.js';
import type { UserRow } from '../../db/schema/index.js';
import type { LeadDetails, LeadFlagChange } from '../../repositories/leads-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { Type } from 'typebox';
import {
  LeadFlagQuerySchema,
  LeadFlagsSchema,
  LeadParamsSchema,
  LeadSchema,
  LeadStarSchema,
  LeadVerdictSchema,
} from '../../schemas/lead.js';

const security = [{ bearerAuth: [] }];
const tags = ['leads'];
const notFound = 'LEAD_NOT_FOUND: not a lead of this project, or deleted.';
// One object each (Fastify caches compiled serializers by schema object).
const leadAnswer = ref(LeadSchema) as unknown as Record<string, unknown>;
const flagsAnswer = ref(LeadFlagsSchema) as unknown as Record<string, unknown>;
const flagAnswer = Type.Union([ref(LeadSchema), ref(LeadFlagsSchema)], {
  description: 'The `Lead`, or with `view=brief` its `LeadFlags`',
});

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
  /**
   * Mark read and star: the access check rides in the update's own statement (one round trip, the
   * commonest write of a team working its list); only when nothing was updated does the access check
   * run alone, to answer the project's error before the lead's. `view=brief` answers the flags and the
   * project's unread count instead of the whole lead (the lead page marks read on opening and needs no
   * more, and the badge then needs no call of its own).
   */
  async function setFlags(
    request: {
      currentUser: UserRow;
      params: { projectId: string; leadId: string };
      query: { view?: 'full' | 'brief' };
    },
    reply: FastifyReply,
    flags: LeadFlagChange,
  ) {
    const { currentUser: user, params, query } = request;
    const { leads } = app.repositories;
    const lead =
      query.view === 'brief'
        ? await leads.setFlagsBrief(user.id, params.projectId, params.leadId, flags)
        : await leads.setFlags(user.id, params.projectId, params.leadId, flags);
    if (!lead) {
      await app.permissions.requireProject(user, params.projectId, 'read');
      throw new DomainError('LEAD_NOT_FOUND');
    }
    // Written by the compiled serializer of the answer's own schema: the 200's union would validate
    // the answer against each branch to pick one.
    const [schema, body] =
      'unreadCount' in lead
        ? [
            flagsAnswer,
            { id: lead.id, read: lead.read, starred: lead.starred, unread_count: lead.unreadCount },
          ]
        : [leadAnswer, toLead(lead)];
    const write = reply.compileSerializationSchema(schema, '200');
    return reply.type('application/json; charset=utf-8').send(write(body) as never);
  }

  app.get(
    '/:projectId/lead/:leadId',
    {
      config: { apiKeyScope: 'leads:read' },
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
      const lead = found(await app.repositories.leads.find(project.id, request.params.leadId));
      return { ...lead, crm: toLeadCrmLinks(await app.repositories.crm.leadPushes([lead.id])) };
    },
  );

  app.post(
    '/:projectId/lead/:leadId/read',
    {
      config: { apiKeyScope: 'leads:write' },
      schema: {
        tags,
        summary: 'Mark one lead read (members and guests); answers the lead, or with view=brief its flags',
        description: notFound,
        security,
        params: LeadParamsSchema,
        querystring: LeadFlagQuerySchema,
        response: { 200: flagAnswer, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => setFlags(request, reply, { read: true }),
  );

  app.post(
    '/:projectId/lead/:leadId/star',
    {
      config: { apiKeyScope: 'leads:write' },
      schema: {
        tags,
        summary:
          'Star or unstar one lead (members and guests); answers the lead, or with view=brief its flags',
        description: notFound,
        security,
        params: LeadParamsSchema,
        querystring: LeadFlagQuerySchema,
        body: ref(LeadStarSchema),
        response: { 200: flagAnswer, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => setFlags(request, reply, { starred: request.body.starred }),
  );

  app.post(
    '/:projectId/lead/:leadId/verdict',
    {
      config: { apiKeyScope: 'leads:write' },
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
      const lead = await app.repositories.leads.setVerdict(
        project.id,
        request.params.leadId,
        { ...change, userId: request.currentUser.id },
        userActor(request.currentUser),
      );
      // A push rule on Good lead queued with the change: start it now, not at the next sweep.
      if (change.verdict === 'good') await kickProjectPushes(app.queue.boss, app.db, project.id);
      return found(lead);
    },
  );
};

export default leadItem;
