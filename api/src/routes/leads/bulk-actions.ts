import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ne, sql, type SQL } from 'drizzle-orm';
import { leads } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { kickProjectPushes } from '../../crm/push/plan-crm-pushes.js';
import { sendWebhookDeliver } from '../../jobs/webhook-deliver.js';
import { bulkAnswer, bulkLeadIds, bulkRouteSchema, bulkTargetText } from '../../leads/bulk-route.js';
import { invalidFilter } from '../../leads/invalid-filter.js';
import { userActor, type LeadActor } from '../../leads/lead-actor.js';
import { verdictChange } from '../../leads/verdict-change.js';
import { verdictPending, type LeadsRepository } from '../../repositories/leads-repository.js';
import { ref } from '../../schemas/common.js';
import { LeadIdsBodySchema, LeadStatusUpdateSchema, LeadVerdictUpdateSchema } from '../../schemas/lead.js';

const ignored = bulkTargetText('state');

type Marker = (
  repository: LeadsRepository,
  projectId: string,
  leadIds: string[],
  actor: LeadActor,
) => Promise<number>;

/**
 * The four bulk flags, one route each, in the spec's names, with the condition a lead still needing the
 * change meets (for the filter form; null: that route takes lead_ids only).
 */
const markers: [string, string, Marker, SQL | null][] = [
  [
    'read',
    'Mark leads read',
    (repository, projectId, ids) => repository.setReadMany(projectId, ids, true),
    ne(leads.read, true),
  ],
  [
    'unread',
    'Mark leads unread',
    (repository, projectId, ids) => repository.setReadMany(projectId, ids, false),
    ne(leads.read, false),
  ],
  [
    'deleted',
    'Delete leads (hidden from the list; restore them with mark_leads_as_restored)',
    (repository, projectId, ids, actor) => repository.setDeletedMany(projectId, ids, true, actor),
    ne(leads.deleted, true),
  ],
  [
    'restored',
    'Restore deleted leads',
    (repository, projectId, ids, actor) => repository.setDeletedMany(projectId, ids, false, actor),
    // Deleted leads are never in the list, so no list filter can name them.
    null,
  ],
];

/** /api/v1/leads/{projectId}/update_status and mark_leads_as_*: triage of many leads at once (guests too). */
const bulkActions: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:projectId/update_status',
    {
      config: { apiKeyScope: 'leads:write' },
      schema: bulkRouteSchema(
        'Move leads to a status of the project (members and guests)',
        `${ignored} A status not of this project is 404 STATUS_CONFIG_NOT_FOUND.`,
        ref(LeadStatusUpdateSchema),
      ),
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const { status_config_id: statusId, ...target } = request.body;
      const repository = app.repositories.leads;
      if (!(await repository.statusBelongsToProject(project.id, statusId)))
        throw new DomainError('STATUS_CONFIG_NOT_FOUND', { field: 'status_config_id' });
      const { ids, capped } = await bulkLeadIds(
        app,
        project.id,
        request.currentUser.id,
        target,
        sql`${leads.statusConfigId} is distinct from ${statusId}`,
      );
      const { updated, webhooksPlanned } =
        ids.length === 0
          ? { updated: 0, webhooksPlanned: false }
          : await repository.setStatusMany(project.id, ids, statusId, userActor(request.currentUser));
      if (webhooksPlanned) await sendWebhookDeliver(app.queue.boss, project.id);
      if (updated > 0) await kickProjectPushes(app.queue.boss, app.db, project.id);
      return bulkAnswer(updated, capped);
    },
  );

  app.post(
    '/:projectId/update_verdict',
    {
      config: { apiKeyScope: 'leads:write' },
      schema: bulkRouteSchema(
        'Mark leads good leads or not leads (with a reason), or clear their verdict (members and guests)',
        `${ignored} \`verdict: 'not_lead'\` needs a \`reason\` and hides the leads; \`verdict: null\` ` +
          "restores them (by filter: send `filter.verdict: 'not_lead'`, the hidden list's filter).",
        ref(LeadVerdictUpdateSchema),
      ),
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const { verdict, reason, reason_note, ...target } = request.body;
      const change = verdictChange({ verdict, reason, reason_note });
      const repository = app.repositories.leads;
      const { ids, capped } = await bulkLeadIds(
        app,
        project.id,
        request.currentUser.id,
        target,
        verdictPending(change),
      );
      const updated =
        ids.length === 0
          ? 0
          : await repository.setVerdictMany(
              project.id,
              ids,
              { ...change, userId: request.currentUser.id },
              userActor(request.currentUser),
            );
      if (updated > 0 && verdict === 'good') await kickProjectPushes(app.queue.boss, app.db, project.id);
      return bulkAnswer(updated, capped);
    },
  );

  for (const [state, summary, mark, pending] of markers)
    app.post(
      `/:projectId/mark_leads_as_${state}`,
      {
        config: { apiKeyScope: 'leads:write' },
        schema: bulkRouteSchema(`${summary} (members and guests)`, ignored, ref(LeadIdsBodySchema)),
      },
      async (request) => {
        const { project } = await app.permissions.requireProject(
          request.currentUser,
          request.params.projectId,
          'read',
        );
        const repository = app.repositories.leads;
        if (!pending && request.body.filter && !request.body.lead_ids)
          throw invalidFilter('filter', 'deleted leads are restored by lead_ids');
        const { ids, capped } = await bulkLeadIds(
          app,
          project.id,
          request.currentUser.id,
          request.body,
          pending ?? sql`true`,
        );
        const updated =
          ids.length === 0 ? 0 : await mark(repository, project.id, ids, userActor(request.currentUser));
        return bulkAnswer(updated, capped);
      },
    );
};

export default bulkActions;
