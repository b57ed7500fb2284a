import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queuePushes, sendCrmPushKick } from '../../crm/push/plan-crm-pushes.js';
import { crmPushes, leads } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { bulkAnswer, bulkLeadIds, bulkRouteSchema, bulkTargetText } from '../../leads/bulk-route.js';
import { userActor } from '../../leads/lead-actor.js';
import { toCrmPush } from '../../presenters/crm.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { CrmPushSchema, LeadCrmPushSchema } from '../../schemas/crm.js';
import { LeadCrmBulkPushSchema, LeadParamsSchema, LeadsUpdatedSchema } from '../../schemas/lead.js';
import { requireCrmConnection } from '../crm/crm-access.js';

const membersOnly =
  " Members of the project's organization only (a guest: 403 PROJECT_MEMBERS_ONLY; anyone else: 404).";

/**
 * Pushing leads to a connected CRM by hand (issue 27): one lead (row menu, drawer, lead page, keyboard)
 * or many (the bulk bar). Either way it is queued once per lead and CRM; the worker does the pushing.
 */
const leadCrmPush: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:projectId/lead/:leadId/crm_push',
    {
      config: { apiKeyScope: 'leads:write' },
      schema: {
        tags: ['leads', 'crm'],
        summary: 'Push one lead to a connected CRM (once: asking again answers the same push)',
        description:
          'Queues the push and answers it (`state: pending`); the lead shows it in `crm` and its history says ' +
          '`pushed` once the person and note are in the CRM. A lead already pushed or on its way is answered as it ' +
          'is; a failed one is tried again. A broken connection keeps the push until it is mended. Not ' +
          `connected: 409 CRM_NOT_CONNECTED; a deleted or unknown lead: 404.${membersOnly}`,
        security: [{ bearerAuth: [] }],
        params: LeadParamsSchema,
        body: ref(LeadCrmPushSchema),
        response: { 200: ref(CrmPushSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const connection = await requireCrmConnection(app, project.id, request.body.provider);
      const actor = userActor(request.currentUser);
      const [push] = await queuePushes(app.db, {
        connectionId: connection.id,
        projectId: project.id,
        leadIds: [request.params.leadId],
        trigger: 'manual',
        requester: { userId: request.currentUser.id, label: actor.label ?? request.currentUser.email },
        email: request.body.email ?? null,
      });
      if (!push) throw new DomainError('LEAD_NOT_FOUND');
      // The member saw the mapping with this first push (the UI shows it until confirmed).
      await app.repositories.crm.confirmMapping(connection.id);
      if (push.state === 'pending') await sendCrmPushKick(app.queue.boss, connection.id);
      const [entry] = await app.repositories.crm.pushLog(connection.id, 1, null, push.id);
      return toCrmPush(connection.provider, entry!);
    },
  );

  app.post(
    '/:projectId/push_to_crm',
    {
      config: { apiKeyScope: 'leads:write' },
      schema: {
        ...bulkRouteSchema(
          'Push leads to a connected CRM (members)',
          `${bulkTargetText('push was queued')} Leads already pushed to that CRM, or on their way, are not counted ` +
            `again. Not connected: 409 CRM_NOT_CONNECTED.${membersOnly}`,
          ref(LeadCrmBulkPushSchema),
        ),
        response: { 200: ref(LeadsUpdatedSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const { provider, ...target } = request.body;
      const connection = await requireCrmConnection(app, project.id, provider);
      const notYetPushed = sql`not exists (select 1 from ${crmPushes} where ${crmPushes.connectionId} = ${connection.id} and ${crmPushes.leadId} = ${leads.id} and ${crmPushes.state} <> 'failed')`;
      const { ids, capped } = await bulkLeadIds(
        app,
        project.id,
        request.currentUser.id,
        target,
        notYetPushed,
      );
      const actor = userActor(request.currentUser);
      const before = ids.length === 0 ? 0 : await pendingOrDone(connection.id, ids);
      await queuePushes(app.db, {
        connectionId: connection.id,
        projectId: project.id,
        leadIds: ids,
        trigger: 'bulk',
        requester: { userId: request.currentUser.id, label: actor.label ?? request.currentUser.email },
      });
      const after = ids.length === 0 ? 0 : await pendingOrDone(connection.id, ids);
      await app.repositories.crm.confirmMapping(connection.id);
      if (after > 0) await sendCrmPushKick(app.queue.boss, connection.id);
      return bulkAnswer(after - before, capped);
    },
  );

  /** Pushes of these leads that are queued or made (not failed): what a bulk push adds to. */
  async function pendingOrDone(connectionId: string, leadIds: string[]): Promise<number> {
    const [row] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(crmPushes)
      .where(
        and(
          eq(crmPushes.connectionId, connectionId),
          inArray(crmPushes.leadId, leadIds),
          sql`${crmPushes.state} <> 'failed'`,
        ),
      );
    return row?.count ?? 0;
  }
};

export default leadCrmPush;
